import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState, LoadFailed, Skeleton } from '@storefront/shared';
import { ItemCard, type ItemCardVariant } from '../../ui/ItemCard';
import { StoreCard } from '../../ui/StoreCard';
import {
  EMPTY_TEXT,
  SEARCH_PAGE_LIMIT,
  hasNextPage,
  type ListType,
  type ListingFilters,
  type ListingRoute,
} from '../../lib/listing-query';
import { useSearchPage } from './use-search-page';

// A screen tall at least: the footer stays below it while pages load and when few results come.
const Grid = styled.ul<{ $view: ItemCardVariant }>`
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 100vh;
  display: grid;
  align-content: start;
  gap: 1rem;
  ${({ $view }) =>
    $view === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
        `
      : css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
        `}
`;

const Sentinel = styled.div`
  height: 1px;
`;

const Status = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface PageResult {
  count: number;
  totalSize: number;
}

function ResultPage({
  route,
  filters,
  listType,
  page,
  view,
  moduleId,
  onResult,
}: {
  route: ListingRoute;
  filters: ListingFilters;
  listType: ListType;
  page: number;
  view: ItemCardVariant;
  moduleId?: number;
  onResult: (page: number, result: PageResult) => void;
}) {
  const result = useSearchPage(route, filters, listType, page, moduleId);
  const entries = result.kind === 'item' ? result.data?.products : result.data?.stores;
  const totalSize = result.data?.total_size;
  useEffect(() => {
    if (entries && totalSize !== undefined) onResult(page, { count: entries.length, totalSize });
  }, [entries, totalSize, page, onResult]);

  if (result.error)
    return (
      <li style={{ gridColumn: '1 / -1' }}>
        <LoadFailed title="This page could not be loaded." onRetry={() => void result.mutate()} />
      </li>
    );
  if (!result.data)
    return (
      <>
        {Array.from({ length: page === 1 ? SEARCH_PAGE_LIMIT : 4 }, (_, index) => (
          <li key={index} aria-hidden="true">
            <Skeleton $height={listType === 'item' ? '300px' : '220px'} />
          </li>
        ))}
      </>
    );
  return (
    <>
      {result.kind === 'item'
        ? result.data.products.map((item) => (
            <li key={`i-${item.id}`}>
              <ItemCard item={item} variant={view} />
            </li>
          ))
        : result.data.stores.map((store) => (
            <li key={`s-${store.id}`}>
              <StoreCard store={store} />
            </li>
          ))}
    </>
  );
}

/** How far below the screen the bottom sentinel asks for the next page. */
const SENTINEL_MARGIN_PX = 200;

/**
 * The listing's pages, 12 each: the next page loads when the bottom sentinel comes into view, only
 * while the last page returned entries. Re-keyed (back to page 1) when a filter changes.
 */
export function ListingResults({
  route,
  filters,
  listType,
  view,
  moduleId,
  emptyText = EMPTY_TEXT[listType],
}: {
  route: ListingRoute;
  filters: ListingFilters;
  listType: ListType;
  view: ItemCardVariant;
  /** Ask as this module instead of the selected one (the query's module_id). */
  moduleId?: number;
  /** What no results read: the search listing's wording unless the page is another list. */
  emptyText?: string;
}) {
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
      rootMargin: `${SENTINEL_MARGIN_PX}px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  const last = results[pageCount];
  const loaded = Object.entries(results)
    .filter(([page]) => Number(page) <= pageCount)
    .reduce((sum, [, result]) => sum + result.count, 0);
  const more = hasNextPage(last ? { count: last.count, totalSize: last.totalSize, loaded } : undefined);

  useEffect(() => {
    // The observer's last word may predate the page that just rendered and pushed the sentinel down
    // (its report comes a frame later): where the sentinel is now decides.
    const top = sentinelRef.current?.getBoundingClientRect().top ?? Infinity;
    if (sentinelVisible && more && top <= window.innerHeight + SENTINEL_MARGIN_PX) setPageCount((count) => count + 1);
  }, [sentinelVisible, more]);

  const empty = results[1]?.count === 0;
  return (
    <div aria-busy={!last}>
      {empty ? (
        <EmptyState title={emptyText} />
      ) : (
        <Grid $view={listType === 'item' ? view : 'grid'} aria-label={listType === 'item' ? 'Items' : 'Stores'}>
          {Array.from({ length: pageCount }, (_, index) => (
            <ResultPage
              key={index + 1}
              route={route}
              filters={filters}
              listType={listType}
              page={index + 1}
              view={view}
              moduleId={moduleId}
              onResult={onResult}
            />
          ))}
        </Grid>
      )}
      {!empty && last && !more ? (
        <Status>
          {loaded} of {last.totalSize} shown
        </Status>
      ) : null}
      <Sentinel ref={sentinelRef} data-testid="listing-sentinel" />
    </div>
  );
}
