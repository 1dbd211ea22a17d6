import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { RegistryHistorySchema, RegistrySchema } from '@storefront/shared/contract/registry';
import { defaultsDrift, describeDrift, type RegistryDefaults } from '../db/queries/registry';
import { parseOperators } from '../lib/env';
import { FIXED_NOW, TEST_RATE_LIMITS, bearer, sharedDatabase } from './helpers';

// API instances on one database file, with other REMOTE_*_URL each (a replica, staging beside
// production, a second copy pointed at the same file): none of them rewrites a published release.

const defaults = (port: number): RegistryDefaults => ({
  discovery: `http://localhost:${port + 1}`,
  cart_checkout: `http://localhost:${port + 2}`,
  account: `http://localhost:${port + 3}`,
  parcel: `http://localhost:${port + 4}`,
});

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
const apps: FastifyInstance[] = [];
beforeEach(async () => {
  shared = await sharedDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await shared.remove();
});

async function instance(port: number) {
  const app = await buildApp({
    ...shared.options,
    now: () => FIXED_NOW,
    logLevel: false,
    env: { registry: defaults(port), operators: parseOperators(undefined, 'op'), rateLimits: TEST_RATE_LIMITS },
  });
  apps.push(app);
  origins.set(app, await app.listen({ port: 0, host: '127.0.0.1' }));
  return app;
}

// Real HTTP, as the other API tests (light-my-request's inject does not load under Jest here).
const origins = new Map<FastifyInstance, string>();
async function call(app: FastifyInstance, url: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${origins.get(app)}${url}`, {
    method: init.method ?? 'GET',
    headers: { ...bearer('op'), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const read = async (app: FastifyInstance) => RegistrySchema.parse((await call(app, '/registry')).body);
const history = async (app: FastifyInstance) =>
  RegistryHistorySchema.parse((await call(app, '/registry/history?limit=500')).body).changes;
const releases = async (app: FastifyInstance) =>
  (await read(app)).remotes.flatMap((r) => r.releases.map((release) => ({ remote: r.name, ...release })));

test.each([
  [3000, 3700],
  [3700, 3000],
])(
  'two instances (REMOTE_*_URL on %i, then %i) leave every release as first published',
  async (first, second) => {
    const a = await instance(first);
    const published = await call(a, '/registry/remotes/discovery/releases', {
      method: 'POST',
      body: { version: '1.4.0', manifestUrl: 'https://cdn.test/discovery/1.4.0/mf-manifest.json' },
    });
    expect(published.status).toBe(201);
    const asPublished = await releases(a);
    expect(asPublished.find((r) => r.remote === 'discovery' && r.version === '0.1.0')?.manifestUrl).toBe(
      `http://localhost:${first + 1}/mf-manifest.json`,
    );

    const b = await instance(second);
    expect(await releases(b)).toEqual(asPublished);
    expect(await releases(a)).toEqual(asPublished);
    // A reset from either instance makes the defaults' versions live, and rewrites no release.
    await call(b, '/registry/live', { method: 'PATCH', body: { discovery: { food: null } } });
    expect((await call(b, '/registry/reset', { method: 'POST' })).status).toBe(200);
    expect(await releases(a)).toEqual(asPublished);

    const entries = await history(b);
    expect(entries.filter((e) => e.kind === 'defaults')).toHaveLength(1);
    for (const remote of ['discovery', 'cart_checkout', 'account', 'parcel']) {
      const publishes = entries.filter((e) => e.published?.remote === remote && e.published.version === '0.1.0');
      expect(publishes).toHaveLength(1);
      expect(publishes[0]?.published?.manifestUrl).toBe(asPublished.find((r) => r.remote === remote)?.manifestUrl);
    }

    // The second instance names what differs from its settings (its log's warnings).
    const drift = await defaultsDrift(a.ctx.db, defaults(second));
    expect(drift.map((d) => d.remote)).toEqual(['discovery', 'cart_checkout', 'account', 'parcel']);
    expect(describeDrift(drift[0]!)).toBe(
      `registry: discovery 0.1.0 stays published at http://localhost:${first + 1}/mf-manifest.json, not at ` +
        `http://localhost:${second + 1}/mf-manifest.json (REMOTE_DISCOVERY_URL of this server): published ` +
        'releases are never rewritten. Give this site a database of its own (DB_FILE), or publish a new version from that origin.',
    );
    expect(await defaultsDrift(a.ctx.db, defaults(first))).toEqual([]);
  },
  120_000,
);

test('a restart with the same settings adds nothing to the history', async () => {
  const a = await instance(3000);
  const before = await history(a);
  await a.close();
  apps.splice(0);
  const again = await instance(3000);
  expect(await history(again)).toEqual(before);
}, 120_000);

test('changes made at once through two instances are all kept', async () => {
  const [a, b] = [await instance(3000), await instance(3000)];
  // Each change reads the live state and writes the next: without the write lock one would be lost.
  const scopes = ['food', 'grocery', 'pharmacy', 'ecommerce'] as const;
  const remotes = ['discovery', 'cart_checkout', 'account'] as const;
  const writes = remotes.flatMap((remote, r) =>
    scopes.map((scope, s) =>
      call((r + s) % 2 ? a : b, '/registry/live', { method: 'PATCH', body: { [remote]: { [scope]: null } } }),
    ),
  );
  expect((await Promise.all(writes)).map((w) => w.status)).toEqual(writes.map(() => 200));
  const registry = await read(b);
  for (const remote of remotes) {
    const live = registry.remotes.find((r) => r.name === remote)?.live ?? {};
    expect(scopes.filter((scope) => scope in live)).toEqual([]);
  }
}, 120_000);
