import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from '.';
import type { Database } from '../schema';

test('releases published before digests keep everything and have none (null)', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  try {
    expect((await migrator.migrateTo('0011_registry_history')).error).toBeUndefined();
    await sql`
      insert into registry_releases (remote, version, manifest_url, published_at, published_by)
      values ('discovery', '1.5.0', 'http://cdn.test/releases/1.5.0/mf-manifest.json', '2026-01-01T00:00:00.000Z', 'ops')
    `.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await db.selectFrom('registry_releases').selectAll().execute()).toEqual([
      {
        remote: 'discovery',
        version: '1.5.0',
        manifest_url: 'http://cdn.test/releases/1.5.0/mf-manifest.json',
        published_at: '2026-01-01T00:00:00.000Z',
        published_by: 'ops',
        digest: null,
      },
    ]);
  } finally {
    await db.destroy();
  }
});
