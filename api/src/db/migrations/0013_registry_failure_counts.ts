import type { Kysely } from 'kysely';

/**
 * Load failures counted per remote, module, version and hour. The list of distinct reasons
 * (registry_failures) is bounded and sheds entries; these counts never do, so an operator, and
 * later an automatic rollback, can read how often a version failed in a module over a window.
 * `hour` is the ISO start of the hour; old hours are pruned as new reports arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_failure_counts')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('registry_failure_counts_bucket', ['remote', 'scope', 'version', 'hour'])
    .execute();
  await db.schema.createIndex('registry_failure_counts_hour').on('registry_failure_counts').column('hour').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_failure_counts').execute();
}
