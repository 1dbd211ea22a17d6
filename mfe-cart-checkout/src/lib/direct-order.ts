import type { AddToCartPayload } from '@storefront/shared/contract/cart';
import type { Item } from '@storefront/shared/contract/item';

/** A Buy now or campaign order: one item, checked out without the cart. */
export interface DirectOrder {
  page: 'buy_now' | 'campaign';
  item: Pick<
    Item,
    'id' | 'name' | 'image_full_url' | 'store_id' | 'store_name' | 'module_id' | 'zone_id' | 'is_prescription_required'
  >;
  payload: AddToCartPayload;
  /** The client's estimate shown before placing; the server prices the order. */
  total: number;
}

const KEY = 'checkout-direct-order';

/** Kept for the tab's session, so a reload of /checkout?page=buy_now keeps the item. */
export function saveDirectOrder(order: DirectOrder): void {
  const { id, name, image_full_url, store_id, store_name, module_id, zone_id, is_prescription_required } = order.item;
  const item = { id, name, image_full_url, store_id, store_name, module_id, zone_id, is_prescription_required };
  sessionStorage.setItem(KEY, JSON.stringify({ ...order, item }));
}

export function readDirectOrder(page: string | null): DirectOrder | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as DirectOrder | null;
    return stored && stored.page === page ? stored : null;
  } catch {
    return null;
  }
}

export function clearDirectOrder(): void {
  sessionStorage.removeItem(KEY);
}
