import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, LoadFailed, SelectField, Skeleton, moduleAtom, useAtomValue } from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { StoreListResponseSchema } from '@storefront/shared/contract/store';
import { ChoiceChips } from '../../ui/Chips';
import { useCatalogue } from '../../lib/use-catalogue';
import { CACHE_MS } from '../../lib/section-constants';
import { hasNextPage } from '../../lib/listing-query';
import { StoreCard } from '../../ui/StoreCard';
import {
  DELIVERY_TYPES,
  STORE_LIST_LIMIT,
  storeListParams,
  storeListTitle,
  type StoreListFilters,
} from './store-list-rules';

const Section = styled.section`
  margin: 2rem 0;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  > [role='group'] {
    margin: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
`;

interface PageResult {
  count: number;
  totalSize: number;
}

function StorePage({
  filters,
  page,
  onResult,
}: {
  filters: StoreListFilters;
  page: number;
  onResult: (page: number, result: PageResult) => void;
}) {
  const { data, error, mutate } = useCatalogue(
    '/stores/get-stores/all',
    StoreListResponseSchema,
    storeListParams(filters, page),
  );
  useEffect(() => {
    if (data) onResult(page, { count: data.stores.length, totalSize: data.total_size });
  }, [data, page, onResult]);
  if (error)
    return (
      <li style={{ gridColumn: '1 / -1' }}>
        <LoadFailed title="These stores could not be loaded." onRetry={() => void mutate()} />
      </li>
    );
  if (!data)
    return (
      <>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} aria-hidden="true">
            <Skeleton $height="220px" />
          </li>
        ))}
      </>
    );
  return (
    <>
      {data.stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} />
        </li>
      ))}
    </>
  );
}

function StorePages({ filters }: { filters: StoreListFilters }) {
  const [pageCount, setPageCount] = useState(1);
  const [results, setResults] = useState<Record<number, PageResult>>({});
  const [sentinelVisible, setSentinelVisible] = useState(false);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onResult = useCallback((page: number, result: PageResult) => {
    setResults((previous) =>
      previous[page]?.count === result.count && previous[page]?.totalSize === result.totalSize
        ? previous
        : { ...previous, [page]: result },
    );
  }, []);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setSentinelVisible(entries.some((e) => e.isIntersecting)), {
      rootMargin: '200px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);
  const last = results[pageCount];
  const loaded = Object.values(results).reduce((sum, result) => sum + result.count, 0);
  const more = hasNextPage(last ? { count: last.count, totalSize: last.totalSize, loaded } : undefined);
  useEffect(() => {
    if (sentinelVisible && more) setPageCount((count) => count + 1);
  }, [sentinelVisible, more]);
  if (results[1]?.count === 0) return <EmptyState title="Stores not found!" />;
  return (
    <div aria-busy={!last}>
      <Grid aria-label="Store list">
        {Array.from({ length: pageCount }, (_, index) => (
          <StorePage key={index + 1} filters={filters} page={index + 1} onResult={onResult} />
        ))}
      </Grid>
      <div ref={sentinelRef} data-testid="store-list-sentinel" style={{ height: 1 }} />
    </div>
  );
}

/** Every store of the module, 12 a page with infinite scroll, filtered by delivery type and category. */
export function AllStoresSection() {
  const selected = useAtomValue(moduleAtom);
  const [filters, setFilters] = useState<StoreListFilters>({ deliveryType: 'all', categoryId: 0 });
  const { data: categories } = useCatalogue('/categories', CategoryListSchema, {}, { cacheMs: CACHE_MS.categories });
  const title = storeListTitle(selected?.module_type);
  return (
    <Section aria-labelledby="section-allStores" data-section="allStores" data-page-size={STORE_LIST_LIMIT}>
      <h2 id="section-allStores">{title}</h2>
      <Filters>
        <ChoiceChips
          label="Delivery type"
          options={DELIVERY_TYPES}
          value={filters.deliveryType}
          onChange={(deliveryType) => setFilters({ ...filters, deliveryType })}
        />
        <SelectField
          label="Category"
          inline
          options={[
            { value: '0', label: 'All categories' },
            ...(categories ?? []).map((category) => ({ value: String(category.id), label: category.name })),
          ]}
          value={String(filters.categoryId)}
          onChange={(event) => setFilters({ ...filters, categoryId: Number(event.target.value) })}
        />
      </Filters>
      {/* A filter change starts again at page 1. */}
      <StorePages key={JSON.stringify(filters)} filters={filters} />
    </Section>
  );
}
