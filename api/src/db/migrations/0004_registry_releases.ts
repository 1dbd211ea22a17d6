import { sql, type Kysely } from 'kysely';
import { autoId } from '../engine';

/**
 * The registry becomes a control plane: every remote has published releases (immutable manifest
 * URLs), and every change of what is live where is a row of history holding the whole live state,
 * so any earlier state can be restored. The single-version rows of 0001 are carried over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_releases')
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('manifest_url', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('registry_releases_pk', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('registry_changes')
    .$call(autoId(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    /** JSON: { [remote]: { [scope]: version } }, the whole live state after the change. */
    .addColumn('live', 'text', (c) => c.notNull())
    .execute();

  const old = await sql<{
    name: string;
    version: string;
    manifest_url: string;
    enabled_modules: string;
    updated_at: string;
  }>`
    select name, version, manifest_url, enabled_modules, updated_at from registry_remotes order by position
  `.execute(db);
  if (old.rows.length > 0) {
    const live: Record<string, Record<string, string>> = {};
    let at = '';
    for (const row of old.rows) {
      const modules = JSON.parse(row.enabled_modules) as string[];
      live[row.name] = Object.fromEntries(
        (modules.length > 0 ? ['default', ...modules] : []).map((scope) => [scope, row.version]),
      );
      if (row.updated_at > at) at = row.updated_at;
      await sql`
        insert into registry_releases (remote, version, manifest_url, published_at, published_by)
        values (${row.name}, ${row.version}, ${row.manifest_url}, ${row.updated_at}, 'migration')
      `.execute(db);
    }
    await sql`
      insert into registry_changes (at, actor, action, live)
      values (${at}, 'migration', 'carried over from the single-version registry', ${JSON.stringify(live)})
    `.execute(db);
  }
  await db.schema.dropTable('registry_remotes').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_remotes')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('manifest_url', 'text', (c) => c.notNull())
    .addColumn('enabled_modules', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('registry_changes').execute();
  await db.schema.dropTable('registry_releases').execute();
}
