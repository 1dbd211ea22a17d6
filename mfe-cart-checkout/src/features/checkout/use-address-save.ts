import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '@storefront/shared';
import type { Address, AddressPayload } from '@storefront/shared/contract/address';
import { showErrors } from '../cart/use-cart-actions';
import { ADDRESS_LIST_KEY, saveAddress } from './checkout-api';

/** The saved address after a save: the edited one, or the newest of the refreshed list. */
export function savedAddressOf(list: readonly Address[], editingId: number | undefined): Address | undefined {
  if (editingId) return list.find((address) => address.id === editingId);
  return list.reduce<Address | undefined>(
    (latest, address) => (!latest || address.id > latest.id ? address : latest),
    undefined,
  );
}

/**
 * Saves a signed-in customer's address (create, or update with an id): the server's message shows,
 * the saved list refreshes, and the saved address is returned (undefined when saving failed).
 */
export function useAddressSave() {
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const save = async (payload: AddressPayload, editingId?: number): Promise<Address | undefined> => {
    setSaving(true);
    try {
      const reply = await saveAddress(payload, editingId);
      toast.success(reply.message);
      const refreshed = (await mutate(ADDRESS_LIST_KEY)) as { addresses?: Address[] } | undefined;
      return savedAddressOf(refreshed?.addresses ?? [], editingId);
    } catch (error) {
      showErrors(error);
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
