import { sql } from 'kysely';
import { openDatabase, type Db } from '.';
import { freshDatabase, testPostgresUrl } from '../test/postgres/databases';

// On a PostgreSQL run: the same migrations and seed give the same rows, with the same JavaScript
// types, as on SQLite (the API's code reads both alike).

const now = new Date('2025-06-04T08:00:00.000Z');
const registryDefaults = { discovery: 'http://a', cart_checkout: 'http://b', account: 'http://c', parcel: 'http://d' };
// Salted hashes differ on every seed.
const RANDOM = new Set(['users.password_hash']);

async function tables(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_name not like 'kysely_%'
  `.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

async function dump(db: Db, table: string) {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !RANDOM.has(`${table}.${column}`))
          .map(([column, value]) => [column, Buffer.isBuffer(value) ? value.toString('base64') : value]),
      ),
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

(testPostgresUrl() ? test : test.skip)(
  'the seeded PostgreSQL database holds what the SQLite one does',
  async () => {
    const database = await freshDatabase(null);
    const [lite, postgres] = await Promise.all([
      openDatabase({ file: ':memory:', now, registryDefaults }),
      openDatabase({ file: '', url: database.url, now, registryDefaults }),
    ]);
    try {
      const names = await tables(postgres);
      expect(names.length).toBeGreaterThan(50);
      for (const table of names) {
        expect({ table, rows: await dump(postgres, table) }).toEqual({ table, rows: await dump(lite, table) });
      }
    } finally {
      await Promise.all([lite.destroy(), postgres.destroy()]);
      await database.drop();
    }
  },
  120_000,
);
