import { formatPrice, type PriceFormat } from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';
import { NAME_MAX_CHARS } from './section-constants';

/** Outside the food module names are cut at 25 characters with an ellipsis. */
export function displayName(name: string, moduleType: string | undefined): string {
  if (moduleType === 'food' || name.length <= NAME_MAX_CHARS) return name;
  return `${name.slice(0, NAME_MAX_CHARS).trimEnd()}…`;
}

export interface Discount {
  value: number;
  type: 'percent' | 'amount';
}

/** The discount that applies: a running store discount (percent) wins over the item's own. */
export function effectiveDiscount(item: Pick<Item, 'discount' | 'discount_type' | 'store_discount'>): Discount | null {
  if (item.store_discount > 0) return { value: item.store_discount, type: 'percent' };
  if (item.discount > 0) return { value: item.discount, type: item.discount_type };
  return null;
}

/** The price after the discount, never below 0. */
export function discountedPrice(item: Pick<Item, 'price' | 'discount' | 'discount_type' | 'store_discount'>): number {
  const discount = effectiveDiscount(item);
  if (!discount) return item.price;
  const off = discount.type === 'percent' ? (item.price * discount.value) / 100 : discount.value;
  return Math.max(0, item.price - off);
}

/** The card's discount badge: '10% OFF', or the amount ('৳30.00 OFF') when the type is not percent. */
export function discountBadgeText(discount: Discount, format: PriceFormat): string {
  return discount.type === 'percent' ? `${discount.value}% OFF` : `${formatPrice(discount.value, format)} OFF`;
}
