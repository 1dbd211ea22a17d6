import styled from 'styled-components';
import type { ItemDetails } from '@storefront/shared/contract/item';
import { ItemGallery } from './ItemGallery';
import { ItemSummary } from './ItemSummary';

const Top = styled.div<{ $food: boolean }>`
  display: grid;
  grid-template-columns: ${({ $food }) => ($food ? '180px 1fr' : '1fr')};
  gap: 1rem;
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

/** The quick view's top: the gallery (square for food, beside the facts) and the item's facts. */
export function ItemOverview({
  item,
  unitPrice,
  discount,
  badge,
  money,
}: {
  item: ItemDetails;
  unitPrice: number;
  discount: number;
  badge: string | null;
  money: (amount: number) => string;
}) {
  const isFood = item.module_type === 'food';
  return (
    <Top $food={isFood}>
      <ItemGallery name={item.name} image={item.image_full_url} images={item.images_full_url} square={isFood} />
      <ItemSummary item={item} unitPrice={unitPrice} discount={discount} badge={badge} money={money} />
    </Top>
  );
}
