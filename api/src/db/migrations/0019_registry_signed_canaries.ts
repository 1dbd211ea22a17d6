import type { Kysely } from 'kysely';
import { autoId } from '../engine';

/**
 * Canary decisions by distinct browsers, and the preview links that are open. Each browser with a
 * signed assignment that reported on a canary has a row (`registry_canary_browsers`: when it last
 * loaded the release, when it last failed to), so a decision counts browsers, not reports. Each
 * preview link made is kept until it expires (`registry_previews`), so the shell's page can allow
 * its release's origin while it is open, and no other release's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_canary_browsers')
    .addColumn('canary_id', 'integer', (c) => c.notNull())
    .addColumn('browser_id', 'text', (c) => c.notNull())
    .addColumn('loaded_at', 'text')
    .addColumn('failed_at', 'text')
    .addPrimaryKeyConstraint('registry_canary_browsers_key', ['canary_id', 'browser_id'])
    .execute();
  await db.schema
    .createTable('registry_previews')
    .$call(autoId(db))
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('scope', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .addColumn('made_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registry_previews_expiry').on('registry_previews').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_previews').execute();
  await db.schema.dropTable('registry_canary_browsers').execute();
}
