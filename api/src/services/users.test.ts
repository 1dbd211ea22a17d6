import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrate, type Db } from '../db';
import { createUser } from './users';

const NOW = new Date('2025-06-04T08:00:00.000Z');
let db: Db;

beforeAll(async () => {
  db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await migrate(db);
});

afterAll(async () => {
  await db.destroy();
});

const account = { f_name: 'Rahim', l_name: null, password_hash: 'h' };

describe('createUser', () => {
  test('starts an active manual account with nothing in it, the phone in E.164', async () => {
    const user = await createUser(
      db,
      { ...account, email: 'rahim@x.test', phone: '01767513805', refSeed: 'rahim@x.test' },
      NOW,
    );
    expect(user).toMatchObject({ f_name: 'Rahim', email: 'rahim@x.test', phone: '+8801767513805', image: null });
    // Empty wallet and points, nothing verified, active, signed up by hand.
    const starting = [user.wallet_balance, user.loyalty_point, user.is_phone_verified, user.is_email_verified];
    expect([...starting, user.status, user.login_medium, user.social_id]).toEqual([0, 0, 0, 0, 1, 'manual', null]);
    expect([user.created_at, user.updated_at]).toEqual([NOW.toISOString(), NOW.toISOString()]);
    expect(user.ref_code).toMatch(/^[0-9A-F]{10}$/);
  });

  test('takes a social sign-up, its code from the seed and the time', async () => {
    const social = { ...account, email: null, phone: '+8801911000000', login_medium: 'google', social_id: 'g-1' };
    const user = await createUser(db, { ...social, is_email_verified: 1, refSeed: 'seed' }, NOW);
    expect(user).toMatchObject({ login_medium: 'google', social_id: 'g-1', is_email_verified: 1 });
    const later = await createUser(
      db,
      { ...account, email: null, phone: '+8801911000001', refSeed: 'seed' },
      new Date(NOW.getTime() + 1000),
    );
    expect(later.ref_code).not.toBe(user.ref_code);
  });
});
