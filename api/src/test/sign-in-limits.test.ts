import crypto from 'node:crypto';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit-settings';
import { SCRYPT_COST } from '../lib/security';
import { createTestApp, newCustomer, sharedDatabase, type TestApp } from './helpers';

// Passwords hash at the production cost, a fraction of a second each.
jest.setTimeout(60_000);

const signIn = (app: TestApp, email: string, password: string) =>
  app.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
  });

describe('sign-in limits and hashes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  test('a right password starts the count of failures afresh', async () => {
    const c = await newCustomer(t);
    const max = DEFAULT_RATE_LIMITS.perAccount.signIn;
    for (let i = 0; i < max - 1; i++) expect((await signIn(t, c.email, 'wrong-pass-1')).status).toBe(401);
    expect((await signIn(t, c.email, 'secret-pass-1')).status).toBe(200);
    for (let i = 0; i < max - 1; i++) expect((await signIn(t, c.email, 'wrong-pass-1')).status).toBe(401);
    expect((await signIn(t, c.email, 'secret-pass-1')).status).toBe(200);
  });

  test('a hash stored before the cost was written (N=2^14) signs in and is replaced at today’s cost', async () => {
    const c = await newCustomer(t);
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync('old-password-1', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
    const users = t.app.ctx.db.updateTable('users').where('email', '=', c.email);
    await users.set({ password_hash: legacy }).execute();
    expect((await signIn(t, c.email, 'old-password-1')).status).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', c.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_COST.N}\\$8\\$1\\$[0-9a-f]{32}\\$[0-9a-f]{128}$`));
    expect((await signIn(t, c.email, 'old-password-1')).status).toBe(200);
  });
});

test('API instances over one database share their counters', async () => {
  const shared = await sharedDatabase();
  const rateLimits = { ...DEFAULT_RATE_LIMITS, perAddress: { ...DEFAULT_RATE_LIMITS.perAddress, signIn: 4 } };
  const first = await createTestApp({ ...shared.options, env: { rateLimits } });
  const second = await createTestApp({ ...shared.options, env: { rateLimits } });
  try {
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first]) {
      statuses.push((await signIn(app, 'nobody@example.test', 'secret-pass-1')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  } finally {
    await Promise.all([first.app.close(), second.app.close()]);
    await shared.remove();
  }
});
