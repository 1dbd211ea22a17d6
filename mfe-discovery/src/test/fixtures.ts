/** Wire-shaped catalogue entries for unit tests (they pass the contract's schemas). */

export function wireItem(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    description: null,
    image_full_url: null,
    images_full_url: [],
    category_ids: [],
    price: 100,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    veg: 0,
    stock: 10,
    maximum_cart_quantity: null,
    store_id: 1,
    store_name: 'Fresh Basket',
    zone_id: 1,
    module_id: 1,
    module_type: 'grocery',
    avg_rating: 4,
    rating_count: 3,
    ...overrides,
  };
}

/** A flash sale's product: an item at 10 % off, one of ten sold. */
export function wireFlashSaleProduct(
  id: number,
  item: ReturnType<typeof wireItem>,
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    item_id: item.id,
    item,
    sold: 1,
    stock: 10,
    available_stock: 9,
    discount: 10,
    discount_type: 'percent',
    price: 90,
    ...overrides,
  };
}

export function wireStore(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: 'Gulshan Avenue',
    logo_full_url: null,
    cover_photo_full_url: null,
    latitude: 23.79,
    longitude: 90.41,
    module_id: 1,
    zone_id: 1,
    free_delivery: false,
    featured: 0,
    active: true,
    open: 1,
    avg_rating: 4.5,
    rating_count: 10,
    ...overrides,
  };
}
