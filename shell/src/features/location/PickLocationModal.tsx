import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  Icon,
  PICKER_ZOOM,
  appStore,
  currentLatLngAtom,
  currentPosition,
  errorMessages,
  isSignedInAtom,
  getParsed,
  loadCart,
  loadWishlist,
  lookupZone,
  positionFailureMessage,
  saveDeliveryLocation,
  toast,
  undeliverableCartLinesAtom,
  useAtomValue,
  useConfig,
  zoneIdOfFailedLookup,
  type StoredLocation,
} from '@storefront/shared';
import { LocationMap, LocationSearch, usePointAddress } from '@storefront/shared/map';
import { AddressListResponseSchema, type Address } from '@storefront/shared/contract/address';
import {
  NEW_ADDRESS_SELECTED,
  PERMISSION_TEXT,
  PERMISSION_TITLE,
  PICK_LOCATIONS_BUTTON,
  PICK_LOCATION_TITLE,
  SAVED_ADDRESSES_NEED_SIGN_IN,
  cartOutsideLocationText,
} from './location-texts';

const Layout = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const SavedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
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

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

interface PickLocationModalProps {
  open: boolean;
  onClose: () => void;
}

/** The Pick Location modal: move the map, search, or use the current position; then confirm. */
export function PickLocationModal({ open, onClose }: PickLocationModalProps) {
  const { data: config } = useConfig();
  const stored = useAtomValue(currentLatLngAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const { mutate } = useSWRConfig();
  const [center, setCenter] = useState<StoredLocation | null>(null);
  const [zoom, setZoom] = useState(PICKER_ZOOM);
  const [permissionDialog, setPermissionDialog] = useState(false);

  useEffect(() => {
    if (open && !center && (stored || config)) setCenter(stored ?? config!.default_location);
  }, [open, center, stored, config]);

  const { settled: settledCenter, moving, address: resolvedAddress } = usePointAddress(center);
  const zone = useSWR(
    settledCenter ? ['zone', settledCenter.lat, settledCenter.lng] : null,
    () => lookupZone(settledCenter!),
    {
      shouldRetryOnError: false,
    },
  );
  // Saved addresses are offered only when signed in.
  const saved = useSWR(open && signedIn ? '/customer/address/list' : null, (url: string) =>
    getParsed(url, AddressListResponseSchema),
  );

  const zoneLoading = moving || zone.isLoading;

  const goToMyPosition = async () => {
    const result = await currentPosition();
    if (result.ok) setCenter(result.position);
    // Only a permission that is off gets the dialog; a slow or missing position says so in a toast.
    else if (result.reason === 'denied') setPermissionDialog(true);
    else toast.error(positionFailureMessage(result.reason), { id: 'current-position' });
  };

  const finish = async (location: Parameters<typeof saveDeliveryLocation>[0]) => {
    saveDeliveryLocation(location);
    toast.success(NEW_ADDRESS_SELECTED);
    onClose();
    // Everything zone- and location-dependent is fetched again, the wishlist too.
    await Promise.all([mutate(() => true), loadCart().catch(() => undefined), loadWishlist().catch(() => undefined)]);
    // The cart keeps lines its stores do not deliver here: said now, named in the cart.
    const outside = appStore.get(undeliverableCartLinesAtom).length;
    if (outside > 0) toast.warning(cartOutsideLocationText(outside), { id: 'cart-outside-location' });
  };

  const confirm = () => {
    if (!center || !resolvedAddress || !zone.data) return;
    void finish({ position: center, address: resolvedAddress, zoneId: zone.data.zoneId });
  };

  const chooseSaved = (address: Address) =>
    void finish({
      position: { lat: address.latitude, lng: address.longitude },
      address: address.address,
      zoneId: address.zone_ids.length ? `[${address.zone_ids.join(',')}]` : null,
    });

  const zoneError = zone.error ? (errorMessages(zone.error)[0] ?? '') : null;

  return (
    <>
      <Dialog open={open} title={PICK_LOCATION_TITLE} onClose={onClose}>
        <Layout>
          {!signedIn ? (
            <Note>{SAVED_ADDRESSES_NEED_SIGN_IN}</Note>
          ) : saved.data?.addresses.length ? (
            <SavedList aria-label="Saved addresses">
              {saved.data.addresses.map((address) => (
                <li key={address.id}>
                  <Button type="button" $variant="secondary" onClick={() => chooseSaved(address)}>
                    <Icon name="pin" size={16} />
                    <span>
                      <strong>{address.address_type[0]?.toUpperCase() + address.address_type.slice(1)}</strong>{' '}
                      {address.address}
                    </span>
                  </Button>
                </li>
              ))}
            </SavedList>
          ) : null}
          <LocationSearch onFound={setCenter} />
          {center ? (
            <LocationMap center={center} zoom={zoom} onCenterChange={setCenter} onZoomChange={setZoom} picking />
          ) : null}
          <Row>
            <Button type="button" $variant="secondary" onClick={() => void goToMyPosition()}>
              <Icon name="locate" /> Use current location
            </Button>
          </Row>
          <Resolved aria-live="polite">{resolvedAddress ?? ''}</Resolved>
          {zoneError !== null ? (
            <Button
              type="button"
              $variant="danger"
              $block
              onClick={() => {
                // Spec: the red button saves the zone if the failed lookup still returned one, then closes.
                const zoneId = zoneIdOfFailedLookup(zone.error);
                if (zoneId && center) {
                  void finish({
                    position: center,
                    address: resolvedAddress ?? `${center.lat.toFixed(5)}, ${center.lng.toFixed(5)}`,
                    zoneId,
                  });
                } else onClose();
              }}
            >
              {zoneError}
            </Button>
          ) : (
            <Button type="button" $block disabled={zoneLoading || !resolvedAddress} onClick={confirm}>
              {PICK_LOCATIONS_BUTTON}
            </Button>
          )}
        </Layout>
      </Dialog>
      <Dialog open={permissionDialog} title={PERMISSION_TITLE} onClose={() => setPermissionDialog(false)}>
        <p>{PERMISSION_TEXT}</p>
        <Button type="button" onClick={() => setPermissionDialog(false)}>
          Okay
        </Button>
      </Dialog>
    </>
  );
}
