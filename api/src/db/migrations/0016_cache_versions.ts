import type { Kysely } from 'kysely';

/**
 * Version counters by name, shared by every API instance on the database: `catalogue` goes up after
 * each request that changed what the cached catalogue reads answer, and every instance drops its
 * cached answers when it sees the counter move (lib/catalogue-version.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ cache_versions: { name: string; version: number } }>)
    .insertInto('cache_versions')
    .values({ name: 'catalogue', version: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_versions').execute();
}
