import type { Item } from '../contract/item';

/** The badge of an item that cannot be added (the toast 'Out of Stock' stays the refusal's word). */
export const SOLD_OUT_TEXT = 'Sold out';

type StockFields = Pick<Item, 'module_type' | 'stock'> & Partial<Pick<Item, 'variations'>>;

/**
 * The one rule for "may this item be added at all", read by cards, the quick view, the item page and
 * the cart: outside food (which keeps no stock, spec) an item is sold out when its stock is 0 or
 * less, or when it has variations and every one of them is. A null stock is not tracked.
 */
export function isSoldOut(item: StockFields): boolean {
  if (item.module_type === 'food') return false;
  if (item.stock !== null && item.stock !== undefined && item.stock <= 0) return true;
  const variations = item.variations ?? [];
  return (
    variations.length > 0 && variations.every((variation) => variation.stock !== undefined && variation.stock <= 0)
  );
}
