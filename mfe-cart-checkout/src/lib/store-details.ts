import useSWR from 'swr';
import { getParsed } from '@storefront/shared';
import { StoreScheduleSlotsSchema } from '@storefront/shared/contract/schedule-slots';
import { StoreDetailsSchema } from '@storefront/shared/contract/store';

/** The store of the cart or the order: its flags, hours and whether it is open (the cart and checkout share the read). */
export function useStoreDetails(storeId: number | null) {
  return useSWR(storeId ? `/stores/details/${storeId}` : null, (url: string) => getParsed(url, StoreDetailsSchema), {
    revalidateOnFocus: false,
  });
}

/** A slot passes while the page is open: the list is read again every minute. */
const SLOTS_REFRESH_MS = 60_000;

/** GET stores/schedule-slots/{id}: the times the store takes a scheduled order for (null: not asked). */
export function useScheduleSlots(storeId: number | null) {
  return useSWR(
    storeId ? `/stores/schedule-slots/${storeId}` : null,
    (url: string) => getParsed(url, StoreScheduleSlotsSchema),
    { refreshInterval: SLOTS_REFRESH_MS },
  );
}
