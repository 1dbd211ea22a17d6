import crypto from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { ConfigSchema } from '@storefront/shared/contract/config';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PHONE } from '../db/seed';
import { readEnv } from '../lib/env';
import { INVALID_PHONE_MESSAGE } from '../lib/phone';
import { ADD_FUND_UNAVAILABLE_MESSAGE } from '../services/payments/wallet-top-ups';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '../services/order-placement/placement-rules';
import {
  bearer,
  changeBusinessSettings,
  createTestApp,
  errorCodes,
  newCustomer,
  parse,
  sharedDatabase,
  type TestApp,
} from './helpers';
import { addedToCart, delivery, orderCount, place, stockOf, storeAndItem } from './order-helpers';

// Sign-ups hash at the production cost, and on PostgreSQL the production app seeds its own database.
jest.setTimeout(120_000);

/** NODE_ENV=production as readEnv reads it; the apps below get `production` through their env instead. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  REGISTRY_OPERATOR_TOKEN: 'q7Vd2LxR9mKp4TzW1bNc8HsY3fJg6EaU',
  CANARY_SIGNING_SECRET: 'Hk3vN8qT1xWb6ZcR9mLp2FsY5gDj7AeQ',
};

let production: TestApp;
let local: TestApp;
let database: Awaited<ReturnType<typeof sharedDatabase>>;
beforeAll(async () => {
  // A database the production app seeds itself (on PostgreSQL too, not a copy of the tests' template).
  database = await sharedDatabase();
  production = await createTestApp({ ...database.options, env: { production: true } });
  local = await createTestApp();
});
afterAll(async () => {
  await production?.app.close();
  await local?.app.close();
  await database?.remove();
});

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
const signInDemo = (t: TestApp) =>
  post(t, 'auth/login', {
    login_type: 'manual',
    email_or_phone: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    field_type: 'email',
  });
const count = async (t: TestApp, table: 'users' | 'orders' | 'wishlists' | 'wallet_transactions' | 'addresses') =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const walletOf = async (t: TestApp, token: string) => {
  const info = await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
  return (info.body as { wallet_balance: number }).wallet_balance;
};

describe('security: production mode seeds no demo customer', () => {
  test('the demo customer cannot sign in, and nothing of theirs is there; the catalogue is', async () => {
    const res = await signInDemo(production);
    expect(res.status).toBe(401);
    const byPhone = await post(production, 'auth/login', {
      login_type: 'manual',
      email_or_phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
      field_type: 'phone',
    });
    expect(byPhone.status).toBe(401);
    for (const table of ['users', 'orders', 'wishlists', 'wallet_transactions', 'addresses'] as const) {
      expect({ table, rows: await count(production, table) }).toEqual({ table, rows: 0 });
    }
    const own = await production.app.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', 'is not', null)
      .execute();
    expect(own).toEqual([]);
    expect(await production.app.ctx.db.selectFrom('conversations').select('id').execute()).toEqual([]);
    const modules = await production.request({ method: 'GET', url: '/api/v1/module' });
    expect((modules.body as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect((await production.app.ctx.db.selectFrom('items').select('id').execute()).length).toBeGreaterThan(600);
    // Development and tests keep the demo customer.
    expect((await signInDemo(local)).status).toBe(200);
  });
});

describe('security: production mode refuses the payment stand-ins', () => {
  test('a wallet top-up answers 503 and the wallet stays as it was', async () => {
    const { token } = await newCustomer(production);
    const res = await post(production, 'customer/wallet/add-fund', { amount: 500 }, bearer(token));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errors: [{ code: 'payment_unavailable', message: ADD_FUND_UNAVAILABLE_MESSAGE }] });
    expect(await walletOf(production, token)).toBe(0);
    expect(await count(production, 'wallet_transactions')).toBe(0);
    // Without a provider a top-up is refused in every mode (wallet-top-ups.test.ts pays one).
    const customer = await newCustomer(local);
    expect((await post(local, 'customer/wallet/add-fund', { amount: 500 }, bearer(customer.token))).status).toBe(503);
  });

  test('a digital_payment order answers 503 and writes nothing; cash on delivery still goes through', async () => {
    const { token } = await newCustomer(production);
    const { store, item } = await storeAndItem(production, 1, 1);
    await addedToCart(production, { token }, item, 2);
    const orders = await orderCount(production);
    const stock = await stockOf(production, item.id);
    const digital = await place(production, { token }, 1, { ...delivery(store), payment_method: 'digital_payment' });
    expect(digital.status).toBe(503);
    expect(digital.body).toEqual({ errors: [{ code: 'payment_unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE }] });
    expect(await orderCount(production)).toBe(orders);
    expect(await stockOf(production, item.id)).toBe(stock);
    const cash = await place(production, { token }, 1, delivery(store));
    expect(cash.status).toBe(200);
    expect(await orderCount(production)).toBe(orders + 1);
  });

  test('the configuration offers neither digital payment nor add-fund, nor calls itself a demo', async () => {
    const config = parse(ConfigSchema, (await production.request({ method: 'GET', url: '/api/v1/config' })).body);
    expect(config).toMatchObject({
      digital_payment: false,
      add_fund_status: 0,
      active_payment_method_list: [],
      demo: false,
      cash_on_delivery: true,
    });
    // Digital payment and top-ups follow the provider, in every mode (payments.test.ts,
    // wallet-top-ups.test.ts): without one, neither is offered outside production either.
    const offered = parse(ConfigSchema, (await local.request({ method: 'GET', url: '/api/v1/config' })).body);
    expect(offered).toMatchObject({ digital_payment: false, add_fund_status: 0 });
  });
});

describe('security: production mode keeps one-time codes out of the log and of files', () => {
  const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

  /** Requests a sign-in code and returns it (read off the generator) with everything the app logged meanwhile. */
  async function requestCode(t: TestApp, phone: string): Promise<{ code: string; logged: string[] }> {
    // With logging off, the app and every request log through one object: spying on it sees all.
    await changeBusinessSettings(t, (settings) => {
      settings.centralize_login.otp_login_status = 1;
    });
    const spies = LEVELS.map((level) => jest.spyOn(t.app.log, level));
    const draws = jest.spyOn(crypto, 'randomInt');
    try {
      const res = await post(t, 'auth/login', { login_type: 'otp', phone });
      expect(res.status).toBe(200);
      const drawn = draws.mock.calls.findIndex((args) => args[0] === 0 && args[1] === 1_000_000);
      const code = String(draws.mock.results[drawn]?.value).padStart(6, '0');
      // Requests and replies are logged as objects: shown a few levels deep, circles and all.
      const shown = (args: unknown[]) => inspect(args, { depth: 3, breakLength: Infinity });
      return { code, logged: spies.flatMap((spy) => spy.mock.calls.map(shown)) };
    } finally {
      for (const spy of [...spies, draws]) spy.mockRestore();
    }
  }

  test('the default sender logs that a code was issued, masked and without the code; no sink is written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'code-sink-'));
    const sink = path.join(dir, 'codes.jsonl');
    const quiet = await createTestApp({ ...database.options, env: { production: true, codeSinkFile: sink } });
    try {
      const { phone } = await newCustomer(quiet);
      const { code, logged } = await requestCode(quiet, phone);
      expect(code).toMatch(/^\d{6}$/);
      expect(logged.filter((line) => line.includes(code))).toEqual([]);
      const issued = logged.filter((line) => line.includes('one-time code issued'));
      expect(issued).toHaveLength(1);
      expect(issued[0]).toContain("purpose: 'login'");
      expect(issued[0]).toContain(`${phone.slice(0, 4)}********${phone.slice(-2)}`);
      expect(issued[0]).not.toContain(phone);
      expect(existsSync(sink)).toBe(false);
    } finally {
      await quiet.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // The same spying sees the code where development logs it on purpose.
    const { phone } = await newCustomer(local);
    const { code, logged } = await requestCode(local, phone);
    expect(logged.filter((line) => line.includes(code))).toHaveLength(1);
  });
});

describe('security: production mode allows the configured origins only', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.request({
      method: 'OPTIONS',
      url: '/api/v1/customer/cart/add',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
  const read = (t: TestApp, origin?: string) =>
    t.request({ method: 'GET', url: '/api/v1/module', headers: origin ? { origin } : {} });

  test('without CORS_ORIGINS no page on localhost may call; a request without Origin still answers', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3001']) {
      expect((await read(production, origin)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await preflight(production, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await read(production)).status).toBe(200);
    // Development and tests let any local page call, as before.
    expect((await read(local, 'http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3000',
    );
  });

  test('with CORS_ORIGINS exactly the listed origins may call', async () => {
    const shop = await createTestApp({
      ...database.options,
      env: { production: true, corsOrigins: ['https://shop.example'] },
    });
    try {
      expect((await preflight(shop, 'https://shop.example')).headers.get('access-control-allow-origin')).toBe(
        'https://shop.example',
      );
      for (const origin of ['http://localhost:3000', 'https://shop.example.evil.test', 'http://shop.example']) {
        expect((await read(shop, origin)).headers.get('access-control-allow-origin')).toBeNull();
      }
    } finally {
      await shop.app.close();
    }
  });
});

describe('security: production mode refuses to start on weak settings', () => {
  test('a made-up operator token, a code sink file or a wildcard origin stops the start', () => {
    expect(readEnv(PRODUCTION_ENV).production).toBe(true);
    for (const weak of ['a'.repeat(40), 'abcd'.repeat(10), 'abcdefghijklmnopqrstuvwxyz0123456789']) {
      expect(() => readEnv({ ...PRODUCTION_ENV, REGISTRY_OPERATOR_TOKEN: weak })).toThrow(
        'The registry token of "operator" is too easy to guess',
      );
      expect(() => readEnv({ ...PRODUCTION_ENV, REGISTRY_OPERATORS: `alice:${weak}` })).toThrow(
        'The registry token of "alice" is too easy to guess',
      );
    }
    expect(() => readEnv({ ...PRODUCTION_ENV, CODE_SINK_FILE: '/tmp/codes.jsonl' })).toThrow('CODE_SINK_FILE');
    expect(() => readEnv({ ...PRODUCTION_ENV, CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS lists exact origins');
  });
});

describe('security: a new account needs a valid phone number, in every mode', () => {
  test.each([
    ['production', () => production],
    ['test', () => local],
  ])('sign-up with 0000000 answers 422 on the phone (%s)', async (_mode, app) => {
    const t = app();
    const users = await count(t, 'users');
    for (const phone of ['0000000', '+88012345678']) {
      const res = await post(t, 'auth/sign-up', {
        name: 'No Number',
        email: `no-number-${phone.length}@example.test`,
        phone,
        password: 'secret-pass-1',
      });
      expect(res.status).toBe(422);
      expect(errorCodes(res.body)).toEqual(['phone']);
      expect((res.body as { errors: { message: string }[] }).errors[0]?.message).toBe(INVALID_PHONE_MESSAGE);
    }
    expect(await count(t, 'users')).toBe(users);
  });
});
