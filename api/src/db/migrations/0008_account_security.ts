import type { Kysely } from 'kysely';

/**
 * Rate-limit counters every API instance sees (one row per limit and address or account, in a
 * fixed window), and the new email a customer asked for until its code confirms it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Epoch milliseconds: counters are compared and reset with plain arithmetic.
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_expires').on('rate_limit_hits').column('expires_at').execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
}
