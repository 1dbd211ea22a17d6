import { ItemListResponseSchema } from '@storefront/shared/contract/item';
import { CACHE_MS, POPULAR_ITEMS_QUERY } from '../home/section-constants';
import { useCatalogue } from '../catalogue/use-catalogue';

/** Popular items of the selected module, cached 5 minutes. */
export function usePopularItems() {
  return useCatalogue('/items/popular', ItemListResponseSchema, POPULAR_ITEMS_QUERY, {
    cacheMs: CACHE_MS.popularItems,
  });
}
