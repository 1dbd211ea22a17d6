import { useSWRConfig } from 'swr';
import { toast, useBusyAction } from '@storefront/shared';
import type { Address, AddressPayload } from '@storefront/shared/contract/address';
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
  const { busy: saving, run } = useBusyAction();
  const save = (payload: AddressPayload, editingId?: number): Promise<Address | undefined> =>
    run(async () => {
      const reply = await saveAddress(payload, editingId);
      toast.success(reply.message);
      const refreshed = (await mutate(ADDRESS_LIST_KEY)) as { addresses?: Address[] } | undefined;
      return savedAddressOf(refreshed?.addresses ?? [], editingId);
    });
  return { saving, save };
}
