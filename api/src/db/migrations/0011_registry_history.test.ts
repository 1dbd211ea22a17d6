import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from '.';
import { registryHistory } from '../queries/registry';
import type { Database } from '../schema';

test('earlier history entries get their kind and what they changed, before → after', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  try {
    expect((await migrator.migrateTo('0009_registry_failures')).error).toBeUndefined();
    const live = (discovery: Record<string, string>, account: Record<string, string>) =>
      JSON.stringify({ discovery, account });
    const on = { default: '0.1.0', food: '0.1.0' };
    await sql`
      insert into registry_changes (at, actor, action, live) values
        ('2026-01-01T00:00:00.000Z', 'system', 'embedded defaults', ${live(on, on)}),
        ('2026-01-02T00:00:00.000Z', 'ops', 'account: food off', ${live(on, { default: '0.1.0' })}),
        ('2026-01-03T00:00:00.000Z', 'ops', 'rollback to #1', ${live(on, on)})
    `.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const [rollback, off, first] = await registryHistory(db);
    expect(first).toMatchObject({ kind: 'defaults', published: null });
    expect(first?.action).toBe(
      'embedded defaults: discovery default, food: off → 0.1.0; account default, food: off → 0.1.0',
    );
    expect(off).toMatchObject({
      kind: 'change',
      action: 'account food: 0.1.0 → off',
      changes: [{ remote: 'account', scope: 'food', before: '0.1.0', after: null }],
    });
    expect(rollback).toMatchObject({ kind: 'rollback', action: 'rollback to #1: account food: off → 0.1.0' });
  } finally {
    await db.destroy();
  }
});
