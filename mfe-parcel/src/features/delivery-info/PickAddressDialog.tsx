import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  Input,
  LocationMap,
  PICKER_ZOOM,
  RemoteComponent,
  isSignedInAtom,
  placeDetails,
  reverseGeocode,
  searchPlaces,
  useAtomValue,
  type SavedAddressPickerProps,
  type StoredLocation,
  useDebounced,
} from '@storefront/shared';
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  max-height: 40vh;
  overflow: auto;
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: start;
    font-weight: 400;
  }
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
  const searchId = useId();
  const [center, setCenter] = useState<StoredLocation>(start);
  const [zoom, setZoom] = useState(PICKER_ZOOM);
  const [query, setQuery] = useState('');
  const [savedOpen, setSavedOpen] = useState(false);

  useEffect(() => {
    if (open) setCenter(start);
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const settledCenter = useDebounced(center, 300);
  const settledQuery = useDebounced(query.trim(), 300);
  const resolved = useSWR(open ? ['geocode', settledCenter.lat, settledCenter.lng] : null, () =>
    reverseGeocode(settledCenter),
  );
  const suggestions = useSWR(open && settledQuery ? ['places', settledQuery] : null, () => searchPlaces(settledQuery));

  const moving = center !== settledCenter;
  const address = moving ? null : (resolved.data ?? null);

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
        <label htmlFor={searchId}>Search location</label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Search location"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {query.trim() ? (
          <List aria-label="Suggestions">
            {!suggestions.data ? (
              <li>
                <p>Search suggestions are loading...</p>
              </li>
            ) : (
              suggestions.data.map((place) => (
                <li key={place.place_id}>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={async () => {
                      const details = await placeDetails(place.place_id);
                      setCenter(details.position);
                      setQuery('');
                    }}
                  >
                    {place.description}
                  </Button>
                </li>
              ))
            )}
          </List>
        ) : null}
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
        <RemoteComponent<SavedAddressPickerProps>
          remote="cart_checkout"
          expose="SavedAddressPicker"
          props={{ open: savedOpen, onClose: () => setSavedOpen(false), onSelect: chooseSaved }}
          loading={null}
        />
      ) : null}
    </Dialog>
  );
}
