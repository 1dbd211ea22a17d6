import { useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, LoadFailed, Skeleton } from '@storefront/shared';
import { ItemListResponseSchema } from '@storefront/shared/contract/item';
import { useCatalogue } from '../../lib/use-catalogue';
import { ItemCard } from '../../ui/ItemCard';
import { ITEM_LIST_EMPTY_TEXT, SEARCH_PAGE_LIMIT, hasNextPage } from '../../lib/listing-query';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
`;

export const STORE_ITEMS_QUERY = { type: 'all', limit: SEARCH_PAGE_LIMIT } as const;

function useStoreItemsPage(storeId: number, moduleId: number, page: number) {
  return useCatalogue(
    '/items/latest',
    ItemListResponseSchema,
    { ...STORE_ITEMS_QUERY, store_id: storeId, offset: page },
    { moduleId },
  );
}

function StoreItemsPage({ storeId, moduleId, page }: { storeId: number; moduleId: number; page: number }) {
  const { data, error, mutate } = useStoreItemsPage(storeId, moduleId, page);
  if (error)
    return (
      <li style={{ gridColumn: '1 / -1' }}>
        <LoadFailed title="Items could not be loaded." error={error} onRetry={() => void mutate()} />
      </li>
    );
  if (!data)
    return (
      <>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} aria-hidden="true">
            <Skeleton $height="300px" />
          </li>
        ))}
      </>
    );
  return (
    <>
      {data.products.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </>
  );
}

/** The store's items, 12 a page, with a button for the next page while more remain. */
export function StoreItems({ storeId, moduleId }: { storeId: number; moduleId: number }) {
  const [pages, setPages] = useState(1);
  const { data: first } = useStoreItemsPage(storeId, moduleId, 1);
  const { data: last } = useStoreItemsPage(storeId, moduleId, pages);
  const loaded = Math.min(pages * SEARCH_PAGE_LIMIT, first?.total_size ?? 0);
  const more = hasNextPage(last ? { count: last.products.length, loaded, totalSize: last.total_size } : undefined);
  return (
    <section aria-labelledby="store-items">
      <h2 id="store-items">All items</h2>
      {first && first.total_size === 0 ? (
        <EmptyState title={ITEM_LIST_EMPTY_TEXT} />
      ) : (
        <Grid>
          {Array.from({ length: pages }, (_, index) => (
            <StoreItemsPage key={index + 1} storeId={storeId} moduleId={moduleId} page={index + 1} />
          ))}
        </Grid>
      )}
      {more ? (
        <Button type="button" $variant="secondary" onClick={() => setPages((n) => n + 1)}>
          Show more items
        </Button>
      ) : null}
    </section>
  );
}
