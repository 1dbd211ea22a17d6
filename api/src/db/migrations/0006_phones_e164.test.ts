import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from '.';
import type { Database } from '../schema';

test('stored phones become E.164: a kept trunk 0 or a local form is read as the number it is', async () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  try {
    expect((await migrator.migrateTo('0005_delivery_man_reviews')).error).toBeUndefined();
    await sql`
      insert into users (f_name, email, phone, password_hash, ref_code, created_at, updated_at) values
        ('Trunk', 'a@x.test', '+88001767513805', 'h', 'A', '2026-01-01', '2026-01-01'),
        ('Local', 'b@x.test', '01711223344', 'h', 'B', '2026-01-01', '2026-01-01'),
        ('Fine', 'c@x.test', '+8801911000000', 'h', 'C', '2026-01-01', '2026-01-01'),
        ('Clash', 'd@x.test', '+88001911000000', 'h', 'D', '2026-01-01', '2026-01-01'),
        ('Odd', 'e@x.test', '12345', 'h', 'E', '2026-01-01', '2026-01-01')
    `.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const phones = await db.selectFrom('users').select(['f_name', 'phone']).orderBy('id').execute();
    expect(phones.map((u) => [u.f_name, u.phone])).toEqual([
      ['Trunk', '+8801767513805'],
      ['Local', '+8801711223344'],
      ['Fine', '+8801911000000'],
      // Its E.164 form belongs to another customer already: left for support to settle.
      ['Clash', '+88001911000000'],
      ['Odd', '12345'],
    ]);
  } finally {
    await db.destroy();
  }
});
