import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { businessNow, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { Carousel, carouselLoops } from '../../ui/Carousel';
import { CategoryListSchema, type Category } from '@storefront/shared/contract/category';
import {
  ItemListResponseSchema,
  NewArrivalResponseSchema,
  RecommendedItemsResponseSchema,
  type Item,
} from '@storefront/shared/contract/item';
import { StoreListResponseSchema, VisitAgainResponseSchema, type Store } from '@storefront/shared/contract/store';
import { SuggestedItemsResponseSchema } from '@storefront/shared/contract/item';
import { BannerCarousel } from '../banners/BannerCarousel';
import { AdsSection } from '../promotions/AdsSection';
import { BottomBanner } from '../promotions/BottomBanner';
import { CampaignsSection } from '../promotions/CampaignsSection';
import { CashbackSection } from '../promotions/CashbackSection';
import { CouponsSection } from '../promotions/CouponsSection';
import { FlashSaleCard } from '../promotions/FlashSaleCard';
import { CommonConditionsSection } from './CommonConditionsSection';
import { categoryListingPath } from '../catalogue/links';
import { ChoiceChips } from '../catalogue/Chips';
import { HomeSection, SkeletonCards, sectionState } from '../catalogue/HomeSection';
import { useCatalogue } from '../catalogue/use-catalogue';
import { ItemCard } from '../items/ItemCard';
import { ITEM_LIST_EMPTY_TEXT } from '../listing/listing-query';
import { usePopularItems } from '../items/use-popular-items';
import { AllStoresSection } from '../stores/AllStoresSection';
import { StoreCard } from '../stores/StoreCard';
import { categoryTabs, itemsOfTab } from './category-tabs';
import { dedupeSections } from './dedupe';
import { HOME_LAYOUTS, ITEM_SECTIONS, sectionTitle, type HomeSectionId, type StoreModuleType } from './layouts';
import {
  BEST_REVIEWED_QUERY,
  BEST_REVIEWED_SLIDES,
  CACHE_MS,
  DISCOUNTED_QUERY,
  FEATURED_STORES_QUERY,
  FOOD_CATEGORIES_LOOP_AT,
  NEW_ARRIVALS_COUNT,
  POPULAR_STORES_QUERY,
  RECOMMENDED_QUERY,
  SPECIAL_OFFER_VIEW_ALL,
  SUGGESTED_QUERY,
  newArrivalsCount,
} from './section-constants';

const ITEM_BREAKPOINTS = [
  { maxWidth: 1180, perView: 3 },
  { maxWidth: 600, perView: 1.6 },
];
const STORE_BREAKPOINTS = [
  { maxWidth: 1180, perView: 2 },
  { maxWidth: 600, perView: 1.2 },
];

const Grid = styled.ul<{ $min: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 1rem;
`;

const CategoryTile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-align: center;
  font-size: 0.9rem;
  font-weight: 600;
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function ItemCarousel({ label, items, perView = 5 }: { label: string; items: Item[]; perView?: number }) {
  return (
    <Carousel label={label} perView={perView} breakpoints={ITEM_BREAKPOINTS}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </Carousel>
  );
}

function StoreCarousel({ label, stores, visited = false }: { label: string; stores: Store[]; visited?: boolean }) {
  return (
    <Carousel label={label} perView={4} breakpoints={STORE_BREAKPOINTS}>
      {stores.map((store) => (
        <StoreCard key={store.id} store={store} visited={visited} />
      ))}
    </Carousel>
  );
}

/** Visited stores for signed-in customers (when that call answers), popular stores otherwise. */
function StoresSection({ moduleType }: { moduleType: StoreModuleType }) {
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
      skeleton={<SkeletonCards count={4} height="220px" label={`Loading ${title}`} />}
    >
      <StoreCarousel label={title} stores={stores ?? []} visited={hasVisited} />
    </HomeSection>
  );
}

function FeaturedStoresSection({ moduleType }: { moduleType: StoreModuleType }) {
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
      skeleton={<SkeletonCards count={4} height="220px" label={`Loading ${title}`} />}
    >
      <StoreCarousel label={title} stores={data?.stores ?? []} />
    </HomeSection>
  );
}

/** Featured categories are cached 8 minutes, plain categories 5: each in its own cache entry. */
export const FEATURED_CATEGORIES_ENTRY = 'featured-categories';

export function FeaturedCategoriesSection({ moduleType, moduleId }: { moduleType: StoreModuleType; moduleId: number }) {
  const { data, error, mutate } = useCatalogue(
    '/categories',
    CategoryListSchema,
    {},
    { cacheMs: CACHE_MS.featuredCategories, cacheEntry: FEATURED_CATEGORIES_ENTRY },
  );
  const title = sectionTitle('featuredCategories', { moduleType, signedIn: false });
  const categories: Category[] = data ?? [];
  return (
    <HomeSection
      id="featuredCategories"
      title={title}
      viewAll="/categories"
      state={sectionState(data, error, categories.length === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={8} height="120px" label={`Loading ${title}`} />}
    >
      <Carousel
        label={title}
        perView={8}
        breakpoints={[
          { maxWidth: 1180, perView: 5 },
          { maxWidth: 600, perView: 3.2 },
        ]}
        loop={moduleType === 'food' && carouselLoops(categories.length, FOOD_CATEGORIES_LOOP_AT - 1)}
      >
        {categories.map((category) => (
          <CategoryTile key={category.id} to={categoryListingPath(category, moduleId)}>
            <img src={category.image_full_url ?? undefined} alt="" loading="lazy" width="72" height="72" />
            {category.name}
          </CategoryTile>
        ))}
      </Carousel>
    </HomeSection>
  );
}

interface ItemSectionData {
  items: Item[] | undefined;
  error: unknown;
  retry: () => void;
}

function BestReviewedSection({
  moduleType,
  data,
  title,
}: {
  moduleType: StoreModuleType;
  data: ItemSectionData;
  title: string;
}) {
  const { data: categories } = useCatalogue('/categories', CategoryListSchema, {}, { cacheMs: CACHE_MS.categories });
  const items = useMemo(() => data.items ?? [], [data.items]);
  const tabs = useMemo(() => categoryTabs(moduleType, categories ?? [], items), [moduleType, categories, items]);
  const [tabIndex, setTabIndex] = useState(0);
  const shown = itemsOfTab(items, tabs[tabIndex], businessNow());
  return (
    <HomeSection
      id="bestReviewed"
      title={title}
      state={sectionState(data.items, data.error, items.length === 0)}
      onRetry={data.retry}
      skeleton={<SkeletonCards count={BEST_REVIEWED_SLIDES.withoutBanner} height="300px" label={`Loading ${title}`} />}
    >
      {tabs.length > 1 ? (
        <ChoiceChips
          label={`${title} categories`}
          options={tabs.map((tab, index) => ({ label: tab.label, value: index }))}
          value={tabIndex}
          onChange={setTabIndex}
        />
      ) : null}
      {shown.length === 0 ? (
        <p>{ITEM_LIST_EMPTY_TEXT}</p>
      ) : (
        // No section banner is served: 5 slides (4 would sit beside a banner).
        <ItemCarousel label={title} items={shown} perView={BEST_REVIEWED_SLIDES.withoutBanner} />
      )}
    </HomeSection>
  );
}

function NewArrivalsSection({ data, title }: { data: ItemSectionData; title: string }) {
  const width = useViewportWidth();
  // No new-arrival section banner is served, so the desktop shows 10.
  const shown = (data.items ?? []).slice(0, newArrivalsCount(width, false));
  return (
    <HomeSection
      id="newArrivals"
      title={title}
      state={sectionState(data.items, data.error, shown.length === 0)}
      onRetry={data.retry}
      skeleton={<SkeletonCards count={5} height="300px" label={`Loading ${title}`} />}
    >
      <Grid $min="200px">
        {shown.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} />
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}

const WithAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 300px);
  gap: 1rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function ItemCarouselSection({
  id,
  title,
  data,
  viewAll,
  aside,
}: {
  id: HomeSectionId;
  title: string;
  data: ItemSectionData;
  viewAll?: string;
  /** A side card next to the carousel (the flash sale beside the most popular items). */
  aside?: ReactNode;
}) {
  const items = data.items ?? [];
  if (aside) {
    return (
      <HomeSection
        id={id}
        title={title}
        viewAll={viewAll}
        state={sectionState(data.items, data.error, items.length === 0)}
        onRetry={data.retry}
        skeleton={<SkeletonCards count={5} height="300px" label={`Loading ${title}`} />}
      >
        <WithAside>
          <ItemCarousel label={title} items={items} perView={4} />
          {aside}
        </WithAside>
      </HomeSection>
    );
  }
  return (
    <HomeSection
      id={id}
      title={title}
      viewAll={viewAll}
      state={sectionState(data.items, data.error, items.length === 0)}
      onRetry={data.retry}
      skeleton={<SkeletonCards count={5} height="300px" label={`Loading ${title}`} />}
    >
      <ItemCarousel label={title} items={items} />
    </HomeSection>
  );
}

/** The home page of a store module: its sections in the module's order. */
export function ModuleHome({ moduleType, moduleId }: { moduleType: StoreModuleType; moduleId: number }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const layout = HOME_LAYOUTS[moduleType];

  const popular = usePopularItems();
  const bestReviewed = useCatalogue('/items/most-reviewed', ItemListResponseSchema, BEST_REVIEWED_QUERY);
  const newArrivals = useCatalogue('/items/new-arrival', NewArrivalResponseSchema, {
    type: 'all',
    limit: NEW_ARRIVALS_COUNT.desktopWithoutBanner,
    offset: 1,
  });
  const discounted = useCatalogue('/items/discounted', ItemListResponseSchema, DISCOUNTED_QUERY);
  const recommended = useCatalogue('/items/recommended', RecommendedItemsResponseSchema, RECOMMENDED_QUERY);
  // Signed-in customers also get suggested items (deduplicated like the other item sections).
  const suggested = useCatalogue(
    signedIn ? '/customer/suggested-items' : null,
    SuggestedItemsResponseSchema,
    SUGGESTED_QUERY,
  );

  const sources: Record<string, { items: Item[] | undefined; error: unknown; retry: () => void }> = {
    mostPopular: { items: popular.data?.products, error: popular.error, retry: () => void popular.mutate() },
    bestReviewed: {
      items: bestReviewed.data?.products,
      error: bestReviewed.error,
      retry: () => void bestReviewed.mutate(),
    },
    newArrivals: {
      items: newArrivals.data?.products,
      error: newArrivals.error,
      retry: () => void newArrivals.mutate(),
    },
    specialOffer: { items: discounted.data?.products, error: discounted.error, retry: () => void discounted.mutate() },
    recommended: { items: recommended.data?.items, error: recommended.error, retry: () => void recommended.mutate() },
    suggested: { items: suggested.data?.items, error: suggested.error, retry: () => void suggested.mutate() },
  };
  // Each item shows once on the page, in the first section that lists it.
  const deduped = dedupeSections(
    layout
      .filter((id) => ITEM_SECTIONS.includes(id) || (id === 'suggested' && signedIn))
      .map((id) => {
        const source = sources[id]!;
        return { key: id, items: source.error ? [] : source.items };
      }),
  );
  const itemData = (id: HomeSectionId): ItemSectionData => ({
    items: deduped[id],
    error: sources[id]!.error,
    retry: sources[id]!.retry,
  });
  const title = (id: HomeSectionId) => sectionTitle(id, { moduleType, signedIn });
  // Items already on the page (null until every item section has settled).
  const dedupedLists = Object.values(deduped);
  const shownIds = dedupedLists.every((list) => list !== undefined)
    ? new Set(dedupedLists.flatMap((list) => (list ?? []).map((item) => item.id)))
    : null;

  return (
    <div data-module-home={moduleType}>
      {layout.map((id) => {
        switch (id) {
          case 'banners':
            return <BannerCarousel key={id} />;
          case 'stores':
            return <StoresSection key={id} moduleType={moduleType} />;
          case 'featuredCategories':
            return <FeaturedCategoriesSection key={id} moduleType={moduleType} moduleId={moduleId} />;
          case 'bestReviewed':
            return <BestReviewedSection key={id} moduleType={moduleType} data={itemData(id)} title={title(id)} />;
          case 'newArrivals':
            return <NewArrivalsSection key={id} data={itemData(id)} title={title(id)} />;
          case 'specialOffer':
            return (
              <ItemCarouselSection
                key={id}
                id={id}
                title={title(id)}
                data={itemData(id)}
                viewAll={SPECIAL_OFFER_VIEW_ALL}
              />
            );
          case 'mostPopular':
            return (
              <ItemCarouselSection key={id} id={id} title={title(id)} data={itemData(id)} aside={<FlashSaleCard />} />
            );
          case 'recommended':
            return <ItemCarouselSection key={id} id={id} title={title(id)} data={itemData(id)} />;
          case 'suggested':
            return signedIn ? <ItemCarouselSection key={id} id={id} title={title(id)} data={itemData(id)} /> : null;
          case 'cashback':
            return <CashbackSection key={id} />;
          case 'campaigns':
            return <CampaignsSection key={id} />;
          case 'ads':
            return <AdsSection key={id} />;
          case 'coupons':
            return <CouponsSection key={id} />;
          case 'bottomBanner':
            return <BottomBanner key={id} />;
          case 'commonConditions':
            return <CommonConditionsSection key={id} shownIds={shownIds} />;
          case 'allStores':
            return <AllStoresSection key={id} />;
          case 'featuredStores':
            return <FeaturedStoresSection key={id} moduleType={moduleType} />;
        }
      })}
    </div>
  );
}
