import type { Kysely } from 'kysely';
import { autoId } from '../engine';

/** Customers' reviews of the delivery man of a delivered order: one per order and customer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_man_reviews')
    .$call(autoId(db))
    .addColumn('delivery_man_id', 'integer', (c) => c.notNull().references('delivery_men.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('delivery_man_reviews_order_user', ['order_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_man_reviews').ifExists().execute();
}
