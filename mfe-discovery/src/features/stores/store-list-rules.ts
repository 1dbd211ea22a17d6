/** The store list (spec: 12 a page, delivery-type and category filters, reset to page 1 on a change). */

export const STORE_LIST_LIMIT = 12;

export type DeliveryType = 'all' | 'delivery' | 'take away';

export const DELIVERY_TYPES: { value: DeliveryType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'take away', label: 'Take away' },
];

export interface StoreListFilters {
  deliveryType: DeliveryType;
  /** 0: every category. */
  categoryId: number;
}

/** The stores call's query: offset (1-based page), limit 12, store_type ('take away' sent as take_away). */
export function storeListParams(filters: StoreListFilters, page: number): Record<string, string | number> {
  return {
    offset: page,
    limit: STORE_LIST_LIMIT,
    store_type: filters.deliveryType.replace(' ', '_'),
    ...(filters.categoryId ? { category_ids: JSON.stringify([filters.categoryId]) } : {}),
  };
}

export function storeListTitle(moduleType: string | undefined): string {
  return moduleType === 'food' ? 'All Restaurants' : 'All Stores';
}
