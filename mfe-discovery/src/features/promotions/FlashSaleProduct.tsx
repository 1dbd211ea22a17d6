import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, formatPrice, priceFormatOf, useConfig } from '@storefront/shared';
import type { FlashSaleProduct as Product } from '@storefront/shared/contract/flash-sale';
import { productPath } from '../../lib/links';
import { discountedPrice, displayName } from '../../lib/item-rules';
import { flashSaleProgress } from '../../lib/promotion-rules';
import { CARD_PICTURE_WIDTHS } from '../../ui/ItemCard';

const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${Picture} {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: 8px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  a {
    color: inherit;
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  del {
    margin-left: 0.35rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;
  div {
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

/** A flash-sale product: its price, and the progress bar of sold over stock. */
export function FlashSaleProduct({ product }: { product: Product }) {
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const progress = flashSaleProgress(product.sold, product.stock);
  const { item } = product;
  // The item's price by the one price rule (the API's item fields), as its card and the cart show it:
  // the sale's price only where it beats the item's own discount and has units left.
  const price = discountedPrice(item);
  return (
    <Card>
      <Picture
        src={item.image_full_url}
        alt=""
        name={item.name}
        size={PICTURE_SIZES.item}
        sizes={CARD_PICTURE_WIDTHS.grid}
      />
      <h3>
        <Link to={productPath(item)} title={item.name}>
          {displayName(item.name, item.module_type)}
        </Link>
      </h3>
      <p>
        <strong>{formatPrice(price, format)}</strong>
        {price < item.price ? <del>{formatPrice(item.price, format)}</del> : null}
      </p>
      <Bar
        role="progressbar"
        aria-label={`${item.name} sold`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div style={{ width: `${progress}%` }} />
      </Bar>
      <p>
        Sold: {product.sold} · Available: {product.available_stock}
      </p>
    </Card>
  );
}
