import { RegistryHistorySchema, RegistrySchema, liveRelease } from '@storefront/shared/contract/registry';
import { parseOperators } from '../lib/env';
import { bearer, createTestApp, errorCodes, type TestApp } from './helpers';

// Each test on a fresh registry: a rollback depends on the whole history.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { operators: parseOperators('discovery-team:discovery-token', 'test-operator') } });
});
afterEach(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = 'test-operator') =>
  t.request({ method, url, payload, headers: bearer(token) });
const read = async () => RegistrySchema.parse((await t.request({ method: 'GET', url: '/registry' })).body);
const history = async (query = '') =>
  RegistryHistorySchema.parse((await call('GET', `/registry/history${query}`)).body).changes;
const rollback = (body: unknown, token?: string) => call('POST', '/registry/rollback', body, token);

/** The scenario: discovery 1.4.0 live for grocery, then an operator turns account off for food. */
async function discoveryThenAccount() {
  const url = 'https://cdn.test/discovery/1.4.0/mf-manifest.json';
  expect(
    (await call('POST', '/registry/remotes/discovery/releases', { version: '1.4.0', manifestUrl: url })).status,
  ).toBe(201);
  await call('PATCH', '/registry/live', { discovery: { grocery: '1.4.0' } }, 'discovery-token');
  await call('PATCH', '/registry/live', { account: { food: null } });
}

test("rollback <remote> undoes that remote's last change and nothing else", async () => {
  await discoveryThenAccount();
  const res = await rollback({ remote: 'discovery' }, 'discovery-token');
  expect(res.status).toBe(200);
  const registry = RegistrySchema.parse(res.body);
  expect(liveRelease(registry, 'discovery', 'grocery')?.version).toBe('0.1.0');
  expect(liveRelease(registry, 'account', 'food')).toBeNull();
  expect(liveRelease(registry, 'account', 'grocery')?.version).toBe('0.1.0');

  const [latest] = await history();
  const deploy = (await history('?remote=discovery&scope=grocery'))[1];
  expect(latest).toMatchObject({
    actor: 'discovery-team',
    kind: 'rollback',
    action: `rollback discovery (undoes #${deploy?.id}): discovery grocery: 1.4.0 → 0.1.0`,
    changes: [{ remote: 'discovery', scope: 'grocery', before: '1.4.0', after: '0.1.0' }],
  });
  expect(deploy?.action).toBe('discovery grocery: 0.1.0 → 1.4.0');
});

test('a second rollback undoes the first', async () => {
  await discoveryThenAccount();
  await rollback({ remote: 'discovery' });
  const registry = RegistrySchema.parse((await rollback({ remote: 'discovery' })).body);
  expect(liveRelease(registry, 'discovery', 'grocery')?.version).toBe('1.4.0');
  expect(liveRelease(registry, 'account', 'food')).toBeNull();
});

test('rollback <remote> --module undoes the last change in that scope only', async () => {
  await call('POST', '/registry/remotes/discovery/releases', {
    version: '1.4.0',
    manifestUrl: 'https://cdn.test/discovery/1.4.0/mf-manifest.json',
  });
  await call('PATCH', '/registry/live', { discovery: { grocery: '1.4.0' } });
  await call('PATCH', '/registry/live', { discovery: { food: '1.4.0' } });
  // The last discovery change is food's; grocery's is older, and only grocery is rolled back.
  const registry = RegistrySchema.parse((await rollback({ remote: 'discovery', scope: 'grocery' })).body);
  expect(registry.remotes.find((r) => r.name === 'discovery')?.live).toMatchObject({
    grocery: '0.1.0',
    food: '1.4.0',
  });
  // Without a scope: the most recent change of discovery in any scope (food's), for the scopes it moved.
  const after = RegistrySchema.parse((await rollback({ remote: 'discovery' })).body);
  // The grocery rollback was the latest discovery change: undoing it brings grocery back to 1.4.0.
  expect(after.remotes.find((r) => r.name === 'discovery')?.live).toMatchObject({ grocery: '1.4.0', food: '1.4.0' });
});

test('a rollback across every scope a change moved, back to off where it was off', async () => {
  await call('PATCH', '/registry/live', { parcel: { food: '0.1.0', grocery: '0.1.0' }, account: { food: null } });
  const registry = RegistrySchema.parse((await rollback({ remote: 'parcel' })).body);
  expect(registry.remotes.find((r) => r.name === 'parcel')?.live).toEqual({ default: '0.1.0', parcel: '0.1.0' });
  expect(liveRelease(registry, 'account', 'food')).toBeNull();
  const [latest] = await history();
  expect(latest?.action).toMatch(/: parcel food, grocery: 0\.1\.0 → off$/);
});

test('nothing to roll back since the embedded defaults: 409 and nothing changes', async () => {
  const before = await read();
  const res = await rollback({ remote: 'discovery' });
  expect(res.status).toBe(409);
  expect(errorCodes(res.body)).toEqual(['remote']);
  await call('PATCH', '/registry/live', { discovery: { food: null } });
  expect((await rollback({ remote: 'discovery', scope: 'grocery' })).status).toBe(409);
  expect((await read()).remotes.find((r) => r.name === 'account')).toEqual(
    before.remotes.find((r) => r.name === 'account'),
  );
});

test('a rollback names a known remote and scope', async () => {
  expect(errorCodes((await rollback({ remote: 'billing' })).body)).toEqual(['remote']);
  expect(errorCodes((await rollback({ remote: 'discovery', scope: 'groceries' })).body)).toEqual(['scope']);
  expect((await rollback({})).status).toBe(422);
  expect((await rollback({ to: 'x' })).status).toBe(422);
});

test("a remote's history in a scope gives the version last live there (what enable restores)", async () => {
  await discoveryThenAccount();
  await call('PATCH', '/registry/live', { account: { food: null, grocery: null } });
  const [last] = await history('?remote=account&scope=food&limit=1');
  expect(last).toMatchObject({ changes: [{ remote: 'account', scope: 'food', before: '0.1.0', after: null }] });
  expect(await history('?remote=account&scope=food')).toHaveLength(2); // the off and the embedded defaults
  const discovery = await history('?remote=discovery');
  expect(discovery.map((entry) => entry.kind)).toEqual(['change', 'publish', 'defaults', 'publish']);
  expect((await call('GET', '/registry/history?scope=food')).status).toBe(422);
});

test('the embedded defaults are the first entries: each root release published, then live', async () => {
  const entries = (await history()).reverse();
  expect(entries.map((entry) => entry.kind)).toEqual(['publish', 'publish', 'publish', 'publish', 'defaults']);
  expect(entries[0]?.action).toMatch(/^publish discovery 0\.1\.0 \(http:\/\/localhost:\d+\/mf-manifest\.json\)$/);
  expect(entries[4]?.action).toContain('embedded defaults: discovery default, food, grocery');
  expect(entries[4]?.changes).toContainEqual({ remote: 'parcel', scope: 'parcel', before: null, after: '0.1.0' });
});
