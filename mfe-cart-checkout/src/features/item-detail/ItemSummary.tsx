import styled from 'styled-components';
import { PrescriptionNote, Rating, SoldOutBadge } from '@storefront/shared';
import type { ItemDetails } from '@storefront/shared/contract/item';
import { categoryNames } from './gallery';

const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  span {
    font-size: 0.8rem;
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Price = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
  del {
    margin-left: 0.5rem;
    font-size: 0.95rem;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function storePath(item: ItemDetails) {
  const store = item.store_details;
  const id = store?.slug || item.store_id;
  return `/store/${id}?module_id=${item.module_id}&module_type=${item.module_type}&store_zone_id=${item.zone_id}`;
}

/**
 * The quick view's facts beside the gallery: store, rating, marks, price, description, categories and
 * tags. Rating, stock and prescription come from the shared kit, so they read as on the cards, the
 * item page and the cart.
 */
export function ItemSummary({
  item,
  unitPrice,
  discount,
  badge,
  money,
}: {
  item: ItemDetails;
  /** The unit price before the discount (with the chosen options). */
  unitPrice: number;
  discount: number;
  badge: string | null;
  money: (amount: number) => string;
}) {
  const isFood = item.module_type === 'food';
  const onStore = globalThis.location?.pathname.startsWith('/store/');
  const categories = categoryNames(item);
  return (
    <Meta>
      {onStore ? <p>{item.store_name}</p> : <a href={storePath(item)}>{item.store_name}</a>}
      <Rating value={item.avg_rating} count={item.rating_count} />
      <Tags>
        {isFood || item.module_type === 'grocery' ? <span>{item.veg ? 'Veg' : 'Non-veg'}</span> : null}
        {item.halal_tag_status && item.is_halal ? <span>Halal</span> : null}
        {item.organic ? <span>Organic</span> : null}
        {badge ? <span>{badge} off</span> : null}
      </Tags>
      <PrescriptionNote item={item} />
      <SoldOutBadge item={item} />
      <Price>
        {money(unitPrice - discount)}
        {discount > 0 ? <del>{money(unitPrice)}</del> : null}
      </Price>
      {item.description ? <p>{item.description}</p> : null}
      {categories.length > 0 ? (
        <p>
          <small>Categories: {categories.join(', ')}</small>
        </p>
      ) : null}
      {item.tags && item.tags.length > 0 ? (
        <Tags>
          {item.tags.map((tag) => (
            <span key={tag.id}>#{tag.tag}</span>
          ))}
        </Tags>
      ) : null}
    </Meta>
  );
}
