import { ItemListResponseSchema, StoreSearchResponseSchema } from '@storefront/shared/contract/item';
import { CACHE_MS } from '../../lib/section-constants';
import { useCatalogue } from '../../lib/use-catalogue';
import { searchCallParams, type ListType, type ListingFilters, type ListingRoute } from '../../lib/listing-query';

/** One page of the search call (cached 5 minutes, one retry), asked as `moduleId` when given. */
export function useSearchPage(
  route: ListingRoute,
  filters: ListingFilters,
  listType: ListType,
  page: number,
  moduleId?: number,
) {
  const params = searchCallParams(route, filters, listType, page);
  const asModule = moduleId === undefined ? {} : { moduleId };
  const items = useCatalogue(listType === 'item' ? '/items/search' : null, ItemListResponseSchema, params, {
    cacheMs: CACHE_MS.default,
    errorRetryCount: 1,
    ...asModule,
  });
  const stores = useCatalogue(listType === 'store' ? '/items/search' : null, StoreSearchResponseSchema, params, {
    cacheMs: CACHE_MS.default,
    errorRetryCount: 1,
    ...asModule,
  });
  return listType === 'item' ? { kind: 'item' as const, ...items } : { kind: 'store' as const, ...stores };
}
