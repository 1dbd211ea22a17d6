import { useState } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import { Button, EmptyState, LoadFailed, Skeleton } from '@storefront/shared';
import { FlashSaleItemsResponseSchema } from '@storefront/shared/contract/flash-sale';
import { useCatalogue } from '../lib/use-catalogue';
import { Countdown } from '../features/promotions/Countdown';
import { FlashSaleProduct } from '../features/promotions/FlashSaleProduct';
import { ITEM_LIST_EMPTY_TEXT } from '../lib/listing-query';
import { FLASH_SALE_PAGE_LIMIT, campaignEnd } from '../lib/promotion-rules';

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h1 {
    margin: 1rem 0 0;
  }
`;

function FlashSalePage({ id, page }: { id: string | null; page: number }) {
  const { data, error, mutate } = useCatalogue('/flash-sales/items', FlashSaleItemsResponseSchema, {
    ...(id ? { flash_sale_id: id } : {}),
    limit: FLASH_SALE_PAGE_LIMIT,
    offset: page,
  });
  if (error) {
    if (page !== 1) return null;
    // No running sale has anything to order at this location: nothing to show, not a failure.
    const none = (error as { response?: { status?: number } }).response?.status === 404;
    return none ? (
      <EmptyState title={ITEM_LIST_EMPTY_TEXT} />
    ) : (
      <LoadFailed title="The flash sale could not be loaded." onRetry={() => void mutate()} />
    );
  }
  if (!data)
    return (
      <Grid aria-busy="true" aria-label="Loading the flash sale">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <Skeleton $height="320px" />
          </li>
        ))}
      </Grid>
    );
  return (
    <>
      {page === 1 ? (
        <Header>
          <h1>{data.flash_sale.title}</h1>
          <Countdown end={campaignEnd(data.flash_sale.end_date)} />
        </Header>
      ) : null}
      {data.products.length === 0 && page === 1 ? (
        <EmptyState title={ITEM_LIST_EMPTY_TEXT} />
      ) : (
        <Grid aria-label={page === 1 ? 'Flash sale items' : `Flash sale items, page ${page}`}>
          {data.products.map((product) => (
            <li key={product.id}>
              <FlashSaleProduct product={product} />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}

/** /flash-sales?id=: the flash sale's countdown and its products with their sold/stock progress. */
export function FlashSalesPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [pages, setPages] = useState(1);
  const { data: last } = useCatalogue('/flash-sales/items', FlashSaleItemsResponseSchema, {
    ...(id ? { flash_sale_id: id } : {}),
    limit: FLASH_SALE_PAGE_LIMIT,
    offset: pages,
  });
  const more = last ? last.products.length > 0 && pages * FLASH_SALE_PAGE_LIMIT < last.total_size : false;
  return (
    <section>
      {Array.from({ length: pages }, (_, index) => (
        <FlashSalePage key={index} id={id} page={index + 1} />
      ))}
      {more ? (
        <Button type="button" $variant="secondary" onClick={() => setPages((n) => n + 1)}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}
