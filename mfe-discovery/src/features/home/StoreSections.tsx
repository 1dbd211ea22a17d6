import { isSignedInAtom, useAtomValue } from '@storefront/shared';
import { StoreListResponseSchema, VisitAgainResponseSchema } from '@storefront/shared/contract/store';
import { HomeSection, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { StoreCarousel, StoreCarouselSkeleton } from './HomeCarousels';
import { sectionTitle, type StoreModuleType } from './layouts';
import { FEATURED_STORES_QUERY, POPULAR_STORES_QUERY } from '../../lib/section-constants';

/** Visited stores for signed-in customers (when that call answers), popular stores otherwise. */
export function StoresSection({ moduleType }: { moduleType: StoreModuleType }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const visited = useCatalogue(
    signedIn ? '/customer/visit-again' : null,
    VisitAgainResponseSchema,
    {},
    {
      errorRetryCount: 0,
    },
  );
  const hasVisited = Boolean(visited.data && visited.data.length > 0);
  const visitedSettled = !signedIn || visited.data !== undefined || visited.error !== undefined;
  const popular = useCatalogue(
    visitedSettled && !hasVisited ? '/stores/popular' : null,
    StoreListResponseSchema,
    POPULAR_STORES_QUERY,
  );
  const title = sectionTitle('stores', { moduleType, signedIn, hasVisitedStores: hasVisited });
  const stores = hasVisited ? visited.data : popular.data?.stores;
  const state = hasVisited
    ? 'ready'
    : visitedSettled
      ? sectionState(popular.data, popular.error, (popular.data?.stores.length ?? 0) === 0)
      : 'loading';
  return (
    <HomeSection
      id="stores"
      title={title}
      state={state}
      onRetry={() => void popular.mutate()}
      skeleton={<StoreCarouselSkeleton label={`Loading ${title}`} />}
    >
      <StoreCarousel label={title} stores={stores ?? []} visited={hasVisited} />
    </HomeSection>
  );
}

export function FeaturedStoresSection({ moduleType }: { moduleType: StoreModuleType }) {
  const { data, error, mutate } = useCatalogue(
    '/stores/get-stores/all',
    StoreListResponseSchema,
    FEATURED_STORES_QUERY,
  );
  const title = sectionTitle('featuredStores', { moduleType, signedIn: false });
  return (
    <HomeSection
      id="featuredStores"
      title={title}
      state={sectionState(data, error, (data?.stores.length ?? 0) === 0)}
      onRetry={() => void mutate()}
      skeleton={<StoreCarouselSkeleton label={`Loading ${title}`} />}
    >
      <StoreCarousel label={title} stores={data?.stores ?? []} />
    </HomeSection>
  );
}
