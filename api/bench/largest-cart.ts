// The worst legitimate-looking order: a guest's buy-now cart with as many lines as the API allows.
import type { Kysely } from 'kysely';
import { MAX_CART_LINES } from '@storefront/shared/contract/cart';
import type { Database } from '../src/db/schema';

export interface LargestCartOrder {
  moduleId: number;
  /** The order's fields; each request adds its guest_id. */
  fields: Record<string, unknown>;
}

/**
 * A take-away order from a food store open all day (food has no stock to run out), its cart the
 * store's plain items over and over up to the line limit.
 */
export async function largestCartOrder(db: Kysely<Database>): Promise<LargestCartOrder> {
  const stores = await db
    .selectFrom('stores')
    .innerJoin('modules', 'modules.id', 'stores.module_id')
    .innerJoin('store_schedules', 'store_schedules.store_id', 'stores.id')
    .select(['stores.id', 'stores.module_id'])
    .where('modules.module_type', '=', 'food')
    .where('stores.active', '=', 1)
    .where('stores.take_away', '=', 1)
    .where('store_schedules.opening_time', '=', '00:00:00')
    .where('store_schedules.closing_time', '=', '23:59:59')
    .groupBy('stores.id')
    .having((eb) => eb.fn.countAll(), '=', 7)
    .orderBy('stores.id')
    .execute();
  for (const store of stores) {
    const items = await db
      .selectFrom('items')
      .select('id')
      .where('store_id', '=', store.id)
      .where('status', '=', 1)
      .where('variations', '=', '[]')
      .where('food_variations', '=', '[]')
      .where('maximum_cart_quantity', 'is', null)
      .where('available_time_starts', '=', '00:00:00')
      .where('available_time_ends', '>=', '23:59:00')
      .execute();
    if (items.length === 0) continue;
    const cart = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      model: 'Item',
      item_id: items[i % items.length]?.id,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    }));
    return {
      moduleId: store.module_id,
      fields: {
        store_id: store.id,
        order_type: 'take_away',
        // Production, as the bench runs the API, takes no digital payment yet, and cash on delivery
        // stops below this amount: an offline payment is placed, awaiting its proof.
        payment_method: 'offline_payment',
        contact_person_name: 'Bench Guest',
        contact_person_number: '+8801711000111',
        is_buy_now: 1,
        cart,
      },
    };
  }
  throw new Error('No food store is open all day with plain items.');
}
