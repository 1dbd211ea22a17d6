import { sql, type Kysely } from 'kysely';
import { autoId } from '../engine';

/**
 * Money going back and coming in online: the refund of each cancelled paid order (one per order,
 * kept until the provider has made it, so a failed call is tried again), and the bonus a wallet
 * top-up's page was made with (credited with the top-up when its payment arrives) and the
 * reference the customer's return to the site names it by; each order's cashback, credited once
 * at delivery (orders placed before this are settled: nothing is paid out for them later); and the
 * cart lines an online order was placed from, kept until its payment settles (`held_cart`: put
 * back in the cart when the order is cancelled unpaid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .$call(autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_order').unique().on('payment_refunds').column('order_id').execute();
  await db.schema.createIndex('payment_refunds_status').on('payment_refunds').column('status').execute();
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('bonus', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payment_sessions').addColumn('reference', 'text').execute();
  await db.schema.createIndex('payment_sessions_reference').on('payment_sessions').column('reference').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cashback_settled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cashback_amount', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders set cashback_settled = 1`.execute(db);
  await db.schema.alterTable('orders').addColumn('held_cart', 'text').execute();
  // The sweep for orders left unpaid reads these every few seconds on every instance.
  await db.schema
    .createIndex('orders_payment_waiting')
    .on('orders')
    .columns(['payment_method', 'payment_status', 'order_status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_payment_waiting').execute();
  await db.schema.alterTable('orders').dropColumn('held_cart').execute();
  await db.schema.alterTable('orders').dropColumn('cashback_amount').execute();
  await db.schema.alterTable('orders').dropColumn('cashback_settled').execute();
  await db.schema.dropIndex('payment_sessions_reference').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('reference').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('bonus').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
