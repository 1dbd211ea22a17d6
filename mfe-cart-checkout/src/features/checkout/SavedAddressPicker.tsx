import { useState } from 'react';
import { Dialog, Skeleton, toast, type SavedAddressPickerProps } from '@storefront/shared';
import { AddressModal } from './AddressModal';
import { useProfile, useSavedAddresses } from './checkout-api';
import { NEW_LOCATION_SET, addressesForZone } from './checkout-rules';
import { SavedAddressesModal } from './SavedAddressesModal';
import { useAddressSave } from './use-address-save';

export function profilePrefill(
  profile: { f_name: string; l_name?: string | null; phone?: string | null; email?: string | null } | undefined,
) {
  return {
    name: profile ? [profile.f_name, profile.l_name].filter(Boolean).join(' ') : undefined,
    phone: profile?.phone ?? undefined,
    email: profile?.email ?? undefined,
  };
}

/**
 * The saved-address picker other parts embed (exposed as cart_checkout/SavedAddressPicker): the
 * customer's saved addresses (zone-filtered when a store zone is given), Select applies, Cancel
 * discards, and a new address can be added on the way.
 */
export default function SavedAddressPicker({
  open,
  onClose,
  onSelect,
  storeZoneId,
  selectedId,
}: SavedAddressPickerProps) {
  const { data, isLoading } = useSavedAddresses();
  const { data: profile } = useProfile();
  const addressSave = useAddressSave();
  const [adding, setAdding] = useState(false);
  const addresses = addressesForZone(data?.addresses ?? [], storeZoneId);

  if (open && isLoading && !data) {
    return (
      <Dialog open title="Saved Addresses" onClose={onClose}>
        <Skeleton $height="160px" />
      </Dialog>
    );
  }
  return (
    <>
      <SavedAddressesModal
        key={selectedId ?? 'none'}
        open={open && !adding}
        addresses={addresses}
        selectedId={selectedId ?? addresses[0]?.id ?? null}
        onSelect={(address) => {
          onSelect(address);
          toast.success(NEW_LOCATION_SET);
        }}
        onAdd={() => setAdding(true)}
        onClose={onClose}
      />
      <AddressModal
        open={open && adding}
        prefill={profilePrefill(profile)}
        saving={addressSave.saving}
        onSubmit={async (payload) => {
          const saved = await addressSave.save(payload);
          if (saved) setAdding(false);
        }}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
