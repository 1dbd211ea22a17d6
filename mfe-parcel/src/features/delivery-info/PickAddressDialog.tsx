import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  PICKER_ZOOM,
  RemoteComponent,
  isSignedInAtom,
  useAtomValue,
  type StoredLocation,
} from '@storefront/shared';
import { LocationMap, LocationSearch, usePointAddress } from '@storefront/shared/map';
import type { Address } from '@storefront/shared/contract/address';

export interface PickedAddress {
  address: string;
  lat: number;
  lng: number;
  /** Filled when a saved address was chosen. */
  contactName?: string;
  contactPhone?: string;
}

const Layout = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Resolved = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface PickAddressDialogProps {
  open: boolean;
  title: string;
  start: StoredLocation;
  onClose: () => void;
  onPick: (picked: PickedAddress) => void;
}

/** Picks an address: a saved one (signed in), a search result, or a point on the map. */
export function PickAddressDialog({ open, title, start, onClose, onPick }: PickAddressDialogProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const [center, setCenter] = useState<StoredLocation>(start);
  const [zoom, setZoom] = useState(PICKER_ZOOM);
  const [savedOpen, setSavedOpen] = useState(false);

  useEffect(() => {
    if (open) setCenter(start);
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const { address } = usePointAddress(center, open);

  const chooseSaved = (entry: Address) =>
    onPick({
      address: entry.address,
      lat: entry.latitude,
      lng: entry.longitude,
      contactName: entry.contact_person_name,
      contactPhone: entry.contact_person_number,
    });

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <Layout>
        {signedIn ? (
          <Button type="button" $variant="secondary" onClick={() => setSavedOpen(true)}>
            View Saved Address
          </Button>
        ) : null}
        <LocationSearch onFound={setCenter} />
        <LocationMap
          center={center}
          zoom={zoom}
          onCenterChange={setCenter}
          onZoomChange={setZoom}
          picking
          height="260px"
        />
        <Resolved aria-live="polite">{address ?? ''}</Resolved>
        <Button
          type="button"
          $block
          disabled={!address}
          onClick={() => address && onPick({ address, lat: center.lat, lng: center.lng })}
        >
          Pick Locations
        </Button>
      </Layout>
      {signedIn ? (
        // Cart-checkout's saved-address picker (its list, Select and Cancel, adding on the way).
        <RemoteComponent
          module="cart_checkout/SavedAddressPicker"
          props={{ open: savedOpen, onClose: () => setSavedOpen(false), onSelect: chooseSaved }}
          loading={null}
        />
      ) : null}
    </Dialog>
  );
}
