import type { Kysely } from 'kysely';
import { autoId } from '../engine';

/**
 * The load failures browsers report move from one process's memory into the database: every API
 * instance sees the same list, and it is bounded per remote and module instead of overall, so
 * reports about one part can never push out another's. `sender` is a hash of the reporting network.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_failures')
    .$call(autoId(db))
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('registry_failures_report', ['remote', 'scope', 'version', 'reason'])
    .execute();
  await db.schema
    .createIndex('registry_failures_slot')
    .on('registry_failures')
    .columns(['remote', 'scope', 'sender'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_failures').execute();
}
