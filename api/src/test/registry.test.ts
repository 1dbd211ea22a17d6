import {
  LoadFailuresSchema,
  RegistryHistorySchema,
  RegistrySchema,
  liveRelease,
} from '@storefront/shared/contract/registry';
import { parseOperators } from '../lib/env';
import { bearer, createTestApp, errorCodes, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      operators: parseOperators('alice:alice-token', 'test-operator'),
      registry: {
        discovery: 'http://localhost:3001',
        cart_checkout: 'http://localhost:3002',
        account: 'http://localhost:3003',
        parcel: 'http://localhost:3004',
      },
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

const OPERATOR = 'test-operator';
const read = async () => RegistrySchema.parse((await t.request({ method: 'GET', url: '/registry' })).body);
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token: string | null = OPERATOR) =>
  t.request({ method, url, payload, headers: token ? bearer(token) : {} });
const publish = (remote: string, version: string, manifestUrl: string, token: string | null = OPERATOR) =>
  call('POST', `/registry/remotes/${remote}/releases`, { version, manifestUrl }, token);
const history = async () => RegistryHistorySchema.parse((await call('GET', '/registry/history')).body).changes;

describe('remote registry', () => {
  beforeEach(async () => {
    expect((await call('POST', '/registry/reset')).status).toBe(200);
  });

  test('GET is public, not cached, and has each root build live where the defaults say', async () => {
    const res = await t.request({ method: 'GET', url: '/registry' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const registry = RegistrySchema.parse(res.body);
    const parcel = registry.remotes.find((r) => r.name === 'parcel');
    expect(parcel?.live).toEqual({ default: '0.1.0', parcel: '0.1.0' });
    expect(parcel?.releases.map((r) => r.manifestUrl)).toEqual(['http://localhost:3004/mf-manifest.json']);
    expect(liveRelease(registry, 'discovery', 'grocery')?.manifestUrl).toBe('http://localhost:3001/mf-manifest.json');
    expect(liveRelease(registry, 'parcel', 'food')).toBeNull();
  });

  test('every write needs an operator token', async () => {
    const before = await read();
    expect((await publish('discovery', '0.2.0', 'https://cdn.test/d/0.2.0/mf-manifest.json', null)).status).toBe(401);
    const wrong = await call('PATCH', '/registry/live', { discovery: { food: null } }, 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(errorCodes(wrong.body)).toEqual(['operator_token']);
    expect((await call('POST', '/registry/rollback', { to: 1 }, null)).status).toBe(401);
    expect((await call('POST', '/registry/rollback', { remote: 'discovery' }, null)).status).toBe(401);
    expect((await call('GET', '/registry/history', undefined, null)).status).toBe(401);
    expect(await read()).toEqual(before);
  });

  test('a published version goes live for chosen modules only; other modules keep theirs', async () => {
    expect((await publish('discovery', '0.2.0', 'https://cdn.test/d/0.2.0/mf-manifest.json')).status).toBe(201);
    // Publishing the same release again is harmless; other files under the same version are refused.
    expect((await publish('discovery', '0.2.0', 'https://cdn.test/d/0.2.0/mf-manifest.json')).status).toBe(200);
    const clash = await publish('discovery', '0.2.0', 'https://cdn.test/other/mf-manifest.json');
    expect(clash.status).toBe(409);
    expect(errorCodes(clash.body)).toEqual(['version']);

    const res = await call('PATCH', '/registry/live', { discovery: { grocery: '0.2.0' } });
    expect(res.status).toBe(200);
    const registry = RegistrySchema.parse(res.body);
    expect(liveRelease(registry, 'discovery', 'grocery')?.version).toBe('0.2.0');
    expect(liveRelease(registry, 'discovery', 'food')?.version).toBe('0.1.0');
  });

  test('a publish is in history once, with its manifest, and changes nothing live', async () => {
    const before = await read();
    const url = 'https://cdn.test/d/1.5.0/mf-manifest.json';
    expect((await publish('discovery', '1.5.0', url)).status).toBe(201);
    expect((await publish('discovery', '1.5.0', url)).status).toBe(200);
    const [latest, previous] = await history();
    expect(latest).toMatchObject({
      kind: 'publish',
      action: `publish discovery 1.5.0 (${url})`,
      changes: [],
      published: { remote: 'discovery', version: '1.5.0', manifestUrl: url },
    });
    expect(previous?.kind).not.toBe('publish');
    const after = await read();
    expect(after.remotes.map((r) => r.live)).toEqual(before.remotes.map((r) => r.live));
  });

  test('a change that changes nothing is not recorded', async () => {
    const before = await read();
    expect((await call('PATCH', '/registry/live', { discovery: { food: '0.1.0' } })).status).toBe(200);
    expect((await read()).revision).toBe(before.revision);
  });

  test('a change is atomic: one unknown version leaves everything as it was', async () => {
    const before = await read();
    const res = await call('PATCH', '/registry/live', { account: { food: null }, discovery: { food: '9.9.9' } });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['version']);
    expect(await read()).toEqual(before);
    expect((await call('PATCH', '/registry/live', { billing: { food: null } })).status).toBe(422);
    expect((await call('PATCH', '/registry/live', {})).status).toBe(422);
  });

  test('turning a remote off for one module and on for another', async () => {
    await call('PATCH', '/registry/live', { cart_checkout: { grocery: null } });
    const registry = RegistrySchema.parse(
      (await call('PATCH', '/registry/live', { parcel: { food: '0.1.0' } }, 'alice-token')).body,
    );
    expect(liveRelease(registry, 'cart_checkout', 'grocery')).toBeNull();
    expect(liveRelease(registry, 'parcel', 'food')?.version).toBe('0.1.0');
    const [latest, previous] = await history();
    expect(latest).toMatchObject({
      actor: 'alice',
      kind: 'change',
      action: 'parcel food: off → 0.1.0',
      changes: [{ remote: 'parcel', scope: 'food', before: null, after: '0.1.0' }],
    });
    expect(previous).toMatchObject({ actor: 'operator', action: 'cart_checkout grocery: 0.1.0 → off' });
  });

  test("an operator's rollback to #N restores the whole site's earlier state as a new change", async () => {
    await publish('account', '0.3.0', 'https://cdn.test/a/0.3.0/mf-manifest.json');
    const [beforeDeploy] = await history();
    await call('PATCH', '/registry/live', { account: { default: '0.3.0', food: '0.3.0', grocery: null } });
    expect(liveRelease(await read(), 'account', 'food')?.version).toBe('0.3.0');

    const res = await call('POST', '/registry/rollback', { to: beforeDeploy?.id });
    expect(res.status).toBe(200);
    const registry = RegistrySchema.parse(res.body);
    expect(liveRelease(registry, 'account', 'food')?.version).toBe('0.1.0');
    expect(liveRelease(registry, 'account', 'grocery')?.version).toBe('0.1.0');
    // The release stays published, ready to go live again.
    expect(registry.remotes.find((r) => r.name === 'account')?.releases.map((r) => r.version)).toContain('0.3.0');
    const [latest] = await history();
    expect(latest?.kind).toBe('rollback');
    expect(latest?.action).toBe(
      `rollback to #${beforeDeploy?.id}: account default, food: 0.3.0 → 0.1.0; account grocery: off → 0.1.0`,
    );
    expect(latest?.live).toEqual(beforeDeploy?.live);
    expect((await call('POST', '/registry/rollback', { to: 99999 })).status).toBe(404);
  });

  test('the revision moves with every change', async () => {
    const before = await read();
    await call('PATCH', '/registry/live', { discovery: { ecommerce: null } });
    expect((await read()).revision).toBeGreaterThan(before.revision);
  });

  test('browsers report load failures; operators read them grouped, newest first', async () => {
    const report = { remote: 'account', version: '0.1.0', scope: 'food', reason: 'manifest unreachable' };
    expect((await call('POST', '/registry/failures', report, null)).status).toBe(204);
    expect((await call('POST', '/registry/failures', report, null)).status).toBe(204);
    expect((await call('POST', '/registry/failures', { ...report, remote: 'billing' }, null)).status).toBe(422);
    expect((await call('GET', '/registry/failures', undefined, null)).status).toBe(401);
    const { failures } = LoadFailuresSchema.parse((await call('GET', '/registry/failures')).body);
    expect(failures[0]).toMatchObject({ ...report, count: 2 });
  });
});
