import type { Kysely } from 'kysely';
import { autoId } from '../engine';

/**
 * Online payments through a provider: each hosted payment page made for an order or a wallet
 * top-up (`payment_sessions`, the provider's session id unique), and each webhook event applied
 * (`payment_events`, unique by provider and event id, so a replayed or redelivered event is
 * applied once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    .$call(autoId(db))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('amount', 'real', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_sessions_provider_session')
    .unique()
    .on('payment_sessions')
    .columns(['provider', 'session_id'])
    .execute();
  await db.schema.createIndex('payment_sessions_order').on('payment_sessions').column('order_id').execute();
  await db.schema
    .createTable('payment_events')
    .$call(autoId(db))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_events_provider_event')
    .unique()
    .on('payment_events')
    .columns(['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_sessions').execute();
}
