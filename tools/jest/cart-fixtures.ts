/** Cart items and lines as the cart contract has them, for unit tests of any part; tests override what they exercise. */
import type { CartLine } from '@storefront/shared/contract/cart';
import type { Item } from '@storefront/shared/contract/item';

/** A plain grocery item; tests override what they exercise. */
export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 1,
    name: 'Fresh Milk',
    slug: 'fresh-milk-1',
    description: 'A litre of milk.',
    image_full_url: 'http://localhost/images/items/milk.svg',
    images_full_url: [],
    category_ids: [],
    variations: [],
    food_variations: [],
    choice_options: [],
    add_ons: [],
    price: 100,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    veg: 1,
    stock: 10,
    maximum_cart_quantity: null,
    store_id: 7,
    store_name: 'Fresh Basket',
    zone_id: 1,
    module_id: 1,
    module_type: 'grocery',
    avg_rating: 4.5,
    rating_count: 10,
    ...overrides,
  };
}

export function makeLine(overrides: Partial<CartLine> = {}, item: Partial<Item> = {}): CartLine {
  const full = makeItem(item);
  return {
    id: 11,
    quantity: 1,
    price: full.price,
    item: { ...full, module: { id: full.module_id } },
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    ...overrides,
  };
}
