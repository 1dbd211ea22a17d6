import { ItemListResponseSchema } from '@storefront/shared/contract/item';
import { CACHE_MS, POPULAR_ITEMS_QUERY } from './section-constants';
import { useCatalogue } from './use-catalogue';

/** Popular items of the selected module, cached 5 minutes; `enabled` false skips the call. */
export function usePopularItems(enabled = true) {
  return useCatalogue(enabled ? '/items/popular' : null, ItemListResponseSchema, POPULAR_ITEMS_QUERY, {
    cacheMs: CACHE_MS.popularItems,
  });
}
