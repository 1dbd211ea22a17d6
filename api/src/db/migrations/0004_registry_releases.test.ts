import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from '.';
import { getRegistry } from '../queries/registry';
import type { Database } from '../schema';

test('the single-version registry rows become releases and one change of live state', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  try {
    expect((await migrator.migrateTo('0003_account_messages_refunds')).error).toBeUndefined();
    await sql`
      insert into registry_remotes (name, position, version, manifest_url, enabled_modules, updated_at) values
        ('discovery', 0, '1.2.0', 'https://cdn.test/discovery/1.2.0/mf-manifest.json', '["food","grocery"]', '2026-01-02T00:00:00.000Z'),
        ('parcel', 1, '0.3.0', 'https://cdn.test/parcel/0.3.0/mf-manifest.json', '[]', '2026-01-01T00:00:00.000Z')
    `.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const registry = await getRegistry(db);
    expect(registry.revision).toBe(1);
    expect(registry.updatedAt).toBe('2026-01-02T00:00:00.000Z');
    const discovery = registry.remotes.find((r) => r.name === 'discovery');
    expect(discovery?.releases.map((r) => [r.version, r.manifestUrl])).toEqual([
      ['1.2.0', 'https://cdn.test/discovery/1.2.0/mf-manifest.json'],
    ]);
    // Enabled for some modules: live there and before a module is chosen.
    expect(discovery?.live).toEqual({ default: '1.2.0', food: '1.2.0', grocery: '1.2.0' });
    // Enabled for none: off everywhere, its release kept.
    const parcel = registry.remotes.find((r) => r.name === 'parcel');
    expect(parcel?.live).toEqual({});
    expect(parcel?.releases).toHaveLength(1);
    // Remotes the old table did not list have nothing yet.
    expect(registry.remotes.find((r) => r.name === 'account')).toEqual({ name: 'account', releases: [], live: {} });
  } finally {
    await db.destroy();
  }
});
