import { isSignedInAtom, useAtomValue, type AddressModalEmbedProps } from '@storefront/shared';
import { AddressPayloadSchema } from '@storefront/shared/contract/address';
import { AddressModal } from './AddressModal';
import { useProfile } from './checkout-api';
import { profilePrefill } from './SavedAddressPicker';
import { useAddressSave } from './use-address-save';

/**
 * The address modal other parts embed (exposed as cart_checkout/AddressModal). Signed in it saves
 * to the account; for a guest the address stays on the client and no call is made.
 */
export default function AddressModalEmbed({ open, onClose, address, onSaved }: AddressModalEmbedProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const { data: profile } = useProfile();
  const addressSave = useAddressSave();
  return (
    <AddressModal
      open={open}
      address={address}
      guest={!signedIn}
      prefill={profilePrefill(profile)}
      saving={addressSave.saving}
      onSubmit={async (payload) => {
        if (!signedIn) {
          const entered = AddressPayloadSchema.parse(payload);
          onSaved?.({
            address: entered.address,
            address_type: entered.address_type,
            contact_person_name: entered.contact_person_name,
            contact_person_number: entered.contact_person_number,
            latitude: entered.latitude,
            longitude: entered.longitude,
            road: entered.road ?? null,
            house: entered.house ?? null,
            floor: entered.floor ?? null,
            ...(payload.contact_person_email ? { contact_person_email: payload.contact_person_email } : {}),
          });
          onClose();
          return;
        }
        const saved = await addressSave.save(payload, address?.id);
        if (!saved) return;
        onSaved?.(saved);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
