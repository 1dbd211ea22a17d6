import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { getSetting } from '../db/queries/catalogue';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed';
import type { BusinessSettings } from '../db/business-settings';
import type { RegistryDefaults } from '../db/queries/registry';
import { readEnv } from '../lib/env';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../lib/rate-limit-settings';
import { freshDatabase, testPostgresUrl } from './postgres/databases';

/** A fixed clock: Wednesday 4 June 2025, 14:00 in Dhaka. */
export const FIXED_NOW = new Date('2025-06-04T08:00:00.000Z');

export interface TestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is (set content-type in headers); FormData as multipart. */
  payload?: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  /** Moves the clock used by the app. */
  setNow(date: Date): void;
  request(options: TestRequest): Promise<{ status: number; body: unknown; headers: Headers }>;
}

/**
 * Limits of the tests, whose many customers all come from 127.0.0.1 (as in the e2e suite): no
 * per-address bound in practice, the per-account ones as in production.
 */
export const TEST_RATE_LIMITS: RateLimitSettings = {
  perAddress: {
    signIn: 100_000,
    signUp: 100_000,
    codeRequest: 100_000,
    codeCheck: 100_000,
    guest: 100_000,
    quote: 100_000,
    track: 100_000,
  },
  perAccount: DEFAULT_RATE_LIMITS.perAccount,
};

/**
 * A fresh app over its own database, listening on a free loopback port; requests go over real HTTP.
 * The database is in memory, or on the run's PostgreSQL (`npm run test:postgres -w api`) a
 * database of its own, dropped when the app closes.
 */
export async function createTestApp(options: Parameters<typeof buildApp>[0] = {}): Promise<TestApp> {
  let now = FIXED_NOW;
  const env = { rateLimits: TEST_RATE_LIMITS, ...options.env };
  const base = { dbFile: ':memory:', now: () => now, logLevel: false as const, ...options, env };
  const own = !options.dbFile && !options.databaseUrl;
  const database = own ? await postgresDatabase(base.now, env.registry) : null;
  const app = await buildApp(database ? { ...base, databaseUrl: database.url } : base);
  if (database) {
    app.addHook('onClose', async () => {
      await app.ctx.db.destroy();
      await database.drop();
    });
  }
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    setNow(date) {
      now = date;
      // As the /testing/clock route does: answers cached before the move may no longer hold.
      app.ctx.catalogue.invalidate();
    },
    async request({ method, url, headers = {}, payload }) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (payload instanceof FormData) {
        init.body = payload;
      } else if (payload !== undefined) {
        init.body = typeof payload === 'string' ? payload : JSON.stringify(payload);
        if (typeof payload !== 'string') (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const res = await fetch(`${origin}${url}`, init);
      const text = await res.text();
      const body: unknown =
        (res.headers.get('content-type') ?? '').includes('application/json') && text ? JSON.parse(text) : text;
      return { status: res.status, body, headers: res.headers };
    },
  };
}

/**
 * The instances of one deployment over one database, each listening on its own port: on a
 * PostgreSQL run two (or `count`) apps on one copy of the seeded template, as docs/scaling.md runs
 * them; on SQLite one app (its driver runs one transaction at a time on its one connection, and
 * instances in one process would wait on each other's file locks). `close` closes all of them.
 */
export async function createTestInstances(
  count = 2,
  options: Parameters<typeof buildApp>[0] = {},
): Promise<{ instances: TestApp[]; close(): Promise<void> }> {
  if (!testPostgresUrl()) {
    const only = await createTestApp(options);
    return { instances: [only], close: () => only.app.close() };
  }
  const database = await freshDatabase({ now: FIXED_NOW, registry: options.env?.registry ?? readEnv().registry });
  const instances: TestApp[] = [];
  for (let i = 0; i < count; i += 1) instances.push(await createTestApp({ ...options, databaseUrl: database.url }));
  return {
    instances,
    async close() {
      await Promise.all(instances.map((t) => t.app.close()));
      await database.drop();
    },
  };
}

/**
 * On a PostgreSQL run, a new database for one app: a copy of the seeded template when the app's
 * clock is fixed, else empty (the app seeds it). Null on SQLite runs.
 */
async function postgresDatabase(clock: (() => Date) | undefined, registry: RegistryDefaults | undefined) {
  if (!testPostgresUrl()) return null;
  return freshDatabase(clock ? { now: clock(), registry: registry ?? readEnv().registry } : null);
}

/**
 * One database for several apps (instances of one deployment): a SQLite file in a temp folder, or
 * on a PostgreSQL run an empty database that the first app migrates and seeds. `remove` after the
 * apps closed.
 */
export async function sharedDatabase(): Promise<{
  options: { dbFile: string } | { databaseUrl: string };
  remove(): Promise<void>;
}> {
  if (testPostgresUrl()) {
    const database = await freshDatabase(null);
    return { options: { databaseUrl: database.url }, remove: database.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-db-'));
  return {
    options: { dbFile: path.join(dir, 'storefront.sqlite') },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Holds every transaction of every instance until `count` have been asked for (or `waitMs` passed), so
 * the requests have all read and checked before any of them writes: what instances serving
 * customers at the same moment do.
 */
export function meetBeforeWriting(instances: TestApp[], count: number, waitMs = 3000): () => void {
  let arrived = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
    // A request refused before it writes must not hold the others for long.
    setTimeout(resolve, waitMs).unref();
  });
  const spies = instances.map((instance) => {
    const database = instance.app.ctx.db;
    const open = database.transaction.bind(database);
    return jest.spyOn(database, 'transaction').mockImplementation(() => {
      const builder = open();
      const execute = builder.execute.bind(builder);
      builder.execute = async (fn) => {
        arrived += 1;
        if (arrived >= count) release();
        await gate;
        return execute(fn);
      };
      return builder;
    });
  });
  return () => spies.forEach((spy) => spy.mockRestore());
}

/** Changes the stored business settings (the operator's switches) of the app's database. */
export async function changeBusinessSettings(t: TestApp, change: (settings: BusinessSettings) => void): Promise<void> {
  const db = t.app.ctx.db;
  const settings = await getSetting<BusinessSettings>(db, 'business');
  if (!settings) throw new Error('no business settings');
  change(settings);
  await db
    .updateTable('settings')
    .set({ value: JSON.stringify(settings) })
    .where('key', '=', 'business')
    .execute();
}

export async function newGuest(t: TestApp): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/v1/auth/guest/request' });
  return (res.body as { guest_id: number }).guest_id;
}

let userCounter = 0;

/** Signs up a fresh customer and returns the token. */
export async function newCustomer(
  t: TestApp,
  password = 'secret-pass-1',
): Promise<{ token: string; email: string; phone: string }> {
  userCounter += 1;
  const email = `customer${userCounter}@example.test`;
  const phone = `+88018${String(10000000 + userCounter).slice(-8)}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { name: `Customer ${userCounter}`, email, phone, password },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  return { token: (res.body as { token: string }).token, email, phone };
}

/** Signs in the seeded demo customer and returns the token. */
export async function signInDemo(t: TestApp): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'manual', email_or_phone: DEMO_EMAIL, password: DEMO_PASSWORD, field_type: 'email' },
  });
  if (res.status !== 200) throw new Error(`demo sign-in failed: ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A reply's body read by the contract's schema; a mismatch fails the test, naming the first fields. */
export function parse<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> {
  const r = z.safeParse(schema, body);
  if (!r.success) throw new Error(`contract mismatch: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  return r.data;
}

/** The messages of an error reply, in order. */
export const errorMessages = (body: unknown): string[] =>
  ((body as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);

export const errorCodes = (body: unknown): string[] =>
  ((body as { errors?: { code: string }[] }).errors ?? []).map((e) => e.code);

/** An item's price fields as the API sends them. */
export interface WirePrice {
  price: number;
  discount: number;
  discount_type: string;
  store_discount: number;
}

/** What a customer pays for one: a store-wide percent replaces the item's own discount. */
export function paidPrice(item: WirePrice): number {
  const paid =
    item.store_discount > 0
      ? item.price * (1 - item.store_discount / 100)
      : item.discount_type === 'amount'
        ? item.price - item.discount
        : item.price * (1 - item.discount / 100);
  return Math.round(Math.max(0, paid) * 100) / 100;
}
