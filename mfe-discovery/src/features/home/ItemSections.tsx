import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { businessNow, useViewportWidth } from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { ChoiceChips } from '../../ui/Chips';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { ItemCard } from '../../ui/ItemCard';
import { ITEM_LIST_EMPTY_TEXT } from '../../lib/listing-query';
import { categoryTabs, itemsOfTab } from './category-tabs';
import { ItemCarousel } from './HomeCarousels';
import type { HomeSectionId, StoreModuleType } from './layouts';
import { BEST_REVIEWED_SLIDES, CACHE_MS, newArrivalsCount } from '../../lib/section-constants';
import type { ItemSectionData } from './use-home-items';

const Grid = styled.ul<{ $min: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 1rem;
`;

const WithAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 300px);
  gap: 1rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The home section around an item list: skeleton cards while loading, a retry line after a failure. */
function ItemSectionFrame({
  id,
  title,
  data,
  empty,
  viewAll,
  cards = 5,
  children,
}: {
  id: HomeSectionId;
  title: string;
  data: ItemSectionData;
  empty: boolean;
  viewAll?: string;
  /** Skeleton cards while loading: the slides the carousel will show. */
  cards?: number;
  children: ReactNode;
}) {
  return (
    <HomeSection
      id={id}
      title={title}
      viewAll={viewAll}
      state={sectionState(data.items, data.error, empty)}
      onRetry={data.retry}
      skeleton={<SkeletonCards count={cards} height="300px" label={`Loading ${title}`} />}
    >
      {children}
    </HomeSection>
  );
}

export function BestReviewedSection({
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
    <ItemSectionFrame
      id="bestReviewed"
      title={title}
      data={data}
      empty={items.length === 0}
      cards={BEST_REVIEWED_SLIDES.withoutBanner}
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
    </ItemSectionFrame>
  );
}

export function NewArrivalsSection({ data, title }: { data: ItemSectionData; title: string }) {
  const width = useViewportWidth();
  // No new-arrival section banner is served, so the desktop shows 10.
  const shown = (data.items ?? []).slice(0, newArrivalsCount(width, false));
  return (
    <ItemSectionFrame id="newArrivals" title={title} data={data} empty={shown.length === 0}>
      <Grid $min="200px">
        {shown.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} />
          </li>
        ))}
      </Grid>
    </ItemSectionFrame>
  );
}

export function ItemCarouselSection({
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
  return (
    <ItemSectionFrame id={id} title={title} data={data} empty={items.length === 0} viewAll={viewAll}>
      {aside ? (
        <WithAside>
          <ItemCarousel label={title} items={items} perView={4} />
          {aside}
        </WithAside>
      ) : (
        <ItemCarousel label={title} items={items} />
      )}
    </ItemSectionFrame>
  );
}
