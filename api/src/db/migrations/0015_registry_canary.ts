import type { Kysely } from 'kysely';
import { autoId } from '../engine';

/**
 * Canary releases: per remote and scope at most one release live for a share of the browsers
 * (`registry_canaries`; a new canary is a new row, so its counts start from nothing), the loads and
 * failures its browsers report per minute (`registry_canary_counts`: the automatic rollback reads a
 * window of minutes), and the registry's settings by name (`registry_settings`: absent is the
 * default). A history entry also says what it did to canaries (`canaries`, JSON, before → after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_canaries')
    .$call(autoId(db))
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('share', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('registry_canaries_slot', ['remote', 'scope'])
    .execute();
  await db.schema
    .createTable('registry_canary_counts')
    .addColumn('canary_id', 'integer', (c) => c.notNull())
    .addColumn('minute', 'text', (c) => c.notNull())
    .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('registry_canary_counts_bucket', ['canary_id', 'minute'])
    .execute();
  await db.schema
    .createTable('registry_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('registry_changes')
    .addColumn('canaries', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registry_changes').dropColumn('canaries').execute();
  await db.schema.dropTable('registry_settings').execute();
  await db.schema.dropTable('registry_canary_counts').execute();
  await db.schema.dropTable('registry_canaries').execute();
}
