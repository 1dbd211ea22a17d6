import { sql } from 'kysely';
import { isPostgres } from '../db/engine';
import { createTestApp, newGuest, type TestApp } from './helpers';
import { testPostgresUrl } from './postgres/databases';

// The suite runs on the engine it says, and rows have the same JavaScript types on both.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

test('the app is on PostgreSQL exactly when the run is', () => {
  expect(isPostgres(t.app.ctx.db)).toBe(Boolean(testPostgresUrl()));
});

test('big guest ids, counts and sums come back as numbers', async () => {
  const guest = await newGuest(t);
  const { db } = t.app.ctx;
  const row = await db.selectFrom('guests').select('id').where('id', '=', guest).executeTakeFirstOrThrow();
  expect(row.id).toBe(guest);
  const counted = await db
    .selectFrom('items')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('order_count').as('sold')])
    .executeTakeFirstOrThrow();
  expect(typeof counted.n).toBe('number');
  expect(typeof counted.sold).toBe('number');
  const average = await sql<{ a: number }>`select avg(rating_count) as a from items`.execute(db);
  expect(typeof average.rows[0]?.a).toBe('number');
});

// SQLite's autoincrement follows the largest id by itself; PostgreSQL's sequences are moved past the seed.
(testPostgresUrl() ? test : test.skip)('every identity sequence continues after the seeded ids', async () => {
  const { db } = t.app.ctx;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns where column_name = 'id' and is_identity = 'YES'
  `.execute(db);
  expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['orders', 'users', 'addresses']));
  for (const { table_name: table } of tables.rows) {
    const max = await sql<{ id: number }>`select coalesce(max(id), 0) as id from ${sql.table(table)}`.execute(db);
    const name = await sql<{ seq: string }>`select pg_get_serial_sequence(${table}, 'id') as seq`.execute(db);
    const sequence = await sql<{ next: number }>`
      select case when is_called then last_value + 1 else last_value end as next from ${sql.raw(name.rows[0]?.seq ?? '')}
    `.execute(db);
    expect(sequence.rows[0]?.next).toBeGreaterThan(max.rows[0]?.id ?? 0);
  }
});

// A connection the server drops while a request holds it (a restart, a failover, an idle-in-transaction
// timeout) fails that request only; without a listener on each client, pg would end the process.
(testPostgresUrl() ? test : test.skip)(
  'a connection dropped inside a transaction fails that transaction only',
  async () => {
    // The pool's listeners report the dropped connection on the console: expected here.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { db } = t.app.ctx;
      const held = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db);
        // The client sits idle in its transaction while the server's termination notice arrives.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      const after = await db.selectFrom('items').select('id').limit(1).execute();
      expect(after).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith(
        'PostgreSQL connection lost: terminating connection due to administrator command',
      );
      // Nothing else was logged meanwhile.
      for (const [message] of logged.mock.calls) expect(message).toMatch(/^PostgreSQL connection lost: /);
    } finally {
      logged.mockRestore();
    }
  },
);
