import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { FlashSaleResponseSchema } from '@storefront/shared/contract/flash-sale';
import { Carousel } from '../../ui/Carousel';
import { Skeleton } from '@storefront/shared';
import { useCatalogue } from '../../lib/use-catalogue';
import { Countdown } from './Countdown';
import { FlashSaleProduct } from './FlashSaleProduct';
import { FLASH_SALE_CAROUSEL, FLASH_SALE_QUERY, campaignEnd, shownFlashSaleProducts } from '../../lib/promotion-rules';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  > div:first-child {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
  }
`;

export const flashSalesPath = (id: number) => `/flash-sales?id=${id}`;

/** The flash-sale side card of 'Most Popular Items': the running sale's countdown and products. */
export function FlashSaleCard() {
  const { data, error } = useCatalogue('/flash-sales', FlashSaleResponseSchema, FLASH_SALE_QUERY);
  if (error || data === null) return null;
  if (data === undefined) return <Skeleton $height="360px" aria-label="Loading the flash sale" />;
  return (
    <Aside aria-labelledby="flash-sale-title">
      <div>
        <h3 id="flash-sale-title">{data.title}</h3>
        <Link to={flashSalesPath(data.id)} aria-label={`View all: ${data.title}`}>
          View all
        </Link>
      </div>
      <Countdown end={campaignEnd(data.end_date)} />
      <Carousel
        label={data.title}
        perView={1}
        autoplayMs={FLASH_SALE_CAROUSEL.autoplayMs}
        speedMs={FLASH_SALE_CAROUSEL.speedMs}
        loop
      >
        {shownFlashSaleProducts(data).map((product) => (
          <FlashSaleProduct key={product.id} product={product} />
        ))}
      </Carousel>
    </Aside>
  );
}
