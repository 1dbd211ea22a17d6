import type { OrderDetailLine } from '@storefront/shared/contract/order';

export { orderFixture } from '../../tools/jest/order-fixture';

export function lineFixture(id: number, name: string): OrderDetailLine {
  return {
    id,
    order_id: 100010,
    item_id: id,
    item_details: {
      id,
      name,
      slug: null,
      description: null,
      image_full_url: `http://img/${id}.svg`,
      price: 100,
      discount: 0,
      discount_type: 'amount',
      veg: 0,
      stock: null,
      maximum_cart_quantity: null,
      store_id: 1,
      store_name: 'Burger Barn',
      zone_id: 1,
      module_id: 2,
      module_type: 'food',
      avg_rating: 4,
      rating_count: 3,
    },
    variation: [],
    add_ons: [],
    price: 100,
    quantity: 1,
    discount_on_item: 0,
    total_add_on_price: 0,
    tax_amount: 0,
    created_at: '2026-01-01T10:00:00.000Z',
  } as unknown as OrderDetailLine;
}

/** The signed-in customer's profile as GET /customer/info answers it. */
export function customerFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    f_name: 'Demo',
    l_name: 'Customer',
    email: 'demo@storefront.test',
    phone: '+8801700000000',
    image_full_url: null,
    is_phone_verified: 1,
    is_email_verified: 1,
    order_count: 3,
    member_since_days: 100,
    wallet_balance: 250,
    loyalty_point: 120,
    ref_code: 'DEMO1234',
    ...overrides,
  };
}
