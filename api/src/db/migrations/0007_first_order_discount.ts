import type { Kysely } from 'kysely';

/** The new-customer discount a first order was given, kept apart from the coupon's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('first_order_discount', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('first_order_discount').execute();
}
