import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** How many times the active items of each category were ordered, by category id. */
export const orderCountsByCategory = (db: Db) =>
  db
    .selectFrom('item_categories')
    .innerJoin('items', 'items.id', 'item_categories.item_id')
    .select(['item_categories.category_id', (eb) => eb.fn.sum<number>('items.order_count').as('n')])
    .where('items.status', '=', 1)
    .groupBy('item_categories.category_id')
    .execute();
