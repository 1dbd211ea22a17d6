import useSWR from 'swr';
import { getParsed, moduleAtom, useAtomValue } from '@storefront/shared';
import { ItemListResponseSchema } from '@storefront/shared/contract/item';

export const POPULAR_ITEMS_LIMIT = 12;

/** Popular items of the selected module (the key carries the module: the moduleId header changes the reply). */
export function usePopularItems() {
  const selected = useAtomValue(moduleAtom);
  return useSWR(
    selected ? ['/items/popular', selected.id] : null,
    ([url]: [string, number]) =>
      getParsed(url, ItemListResponseSchema, { params: { type: 'all', limit: POPULAR_ITEMS_LIMIT, offset: 1 } }),
    { revalidateOnFocus: false, dedupingInterval: 5 * 60_000 },
  );
}
