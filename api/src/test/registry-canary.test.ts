import {
  CanariesSchema,
  DEFAULT_CANARY_SETTINGS,
  RegistryHistorySchema,
  RegistrySchema,
  type CanaryLoadReport,
} from '@storefront/shared/contract/registry';
import { LOCAL_OPERATOR_TOKEN } from '../lib/env';
import { canaryBrowsers, reportFailure, reportLoad, type TestCanary } from './canary-browsers';
import { bearer, createTestApp, errorCodes, FIXED_NOW, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  expect((await publish('discovery', '1.5.0')).status).toBe(201);
  expect((await publish('discovery', '1.6.0')).status).toBe(201);
});
afterEach(async () => {
  await t.app.close();
});

const operator = bearer(LOCAL_OPERATOR_TOKEN);
const MINUTE = 60_000;
const at = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * MINUTE);

const publish = (remote: string, version: string) =>
  t.request({
    method: 'POST',
    url: `/registry/remotes/${remote}/releases`,
    payload: { version, manifestUrl: `https://cdn.test/${remote}/${version}/mf-manifest.json` },
    headers: operator,
  });
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = operator,
) => t.request({ method, url, payload, headers });
const start = (body: object) => call('POST', '/registry/canaries', body);
const registry = async () => RegistrySchema.parse((await call('GET', '/registry')).body);
const canaryIn = async (scope: 'grocery' | 'food' = 'grocery') =>
  (await registry()).remotes.find((r) => r.name === 'discovery')?.canary?.[scope];
const history = async (query = '') =>
  RegistryHistorySchema.parse((await call('GET', `/registry/history${query}`)).body).changes;
const statuses = async () => CanariesSchema.parse((await call('GET', '/registry/canaries')).body);

const canaryReport = (over: Partial<CanaryLoadReport> = {}): CanaryLoadReport => ({
  remote: 'discovery',
  version: '1.5.0',
  scope: 'grocery',
  ...over,
});
const loaded = (over: Partial<CanaryLoadReport> = {}) =>
  t.request({ method: 'POST', url: '/registry/loads', payload: canaryReport(over) });

const GROCERY_1_5: TestCanary = { remote: 'discovery', scope: 'grocery', version: '1.5.0', share: 10 };
/** Browsers of a canary that each load its release (`loads`) or fail to (`failures`), with their assignments. */
async function browsersReport(canary: TestCanary, { loads = 0, failures = 0 }, skip = 0) {
  const browsers = await canaryBrowsers(t, canary, loads + failures, skip);
  for (const browser of browsers.slice(0, loads)) expect((await reportLoad(t, canary, browser)).status).toBe(204);
  for (const browser of browsers.slice(loads)) expect((await reportFailure(t, canary, browser)).status).toBe(204);
  return browsers;
}

describe('canary releases', () => {
  test('an operator starts, replaces and stops a canary; each is in history, and the live release stays', async () => {
    expect((await start({ remote: 'discovery', scope: 'grocery', version: '1.5.0', share: 10 })).status).toBe(200);
    expect(await canaryIn()).toEqual({ version: '1.5.0', share: 10 });
    const after = await registry();
    expect(after.remotes.find((r) => r.name === 'discovery')?.live.grocery).toBe('0.1.0');
    expect(after.remotes.find((r) => r.name === 'account')?.canary).toBeUndefined();

    await start({ remote: 'discovery', scope: 'grocery', version: '1.6.0', share: 25 });
    expect(await canaryIn()).toEqual({ version: '1.6.0', share: 25 });
    // The same canary again changes nothing.
    const revision = (await registry()).revision;
    await start({ remote: 'discovery', scope: 'grocery', version: '1.6.0', share: 25 });
    expect((await registry()).revision).toBe(revision);

    const stopped = await call('POST', '/registry/canaries/stop', { remote: 'discovery', scope: 'grocery' });
    expect(stopped.status).toBe(200);
    expect(await canaryIn()).toBeUndefined();

    const [stop, replace, begin] = await history('?remote=discovery&scope=grocery');
    expect(begin).toMatchObject({ kind: 'canary', actor: 'operator', changes: [] });
    expect(begin?.action).toBe('discovery grocery: canary 1.5.0 for 10% of browsers');
    expect(begin?.canaries).toEqual([
      { remote: 'discovery', scope: 'grocery', before: null, after: { version: '1.5.0', share: 10 } },
    ]);
    expect(replace?.action).toBe('discovery grocery: canary 1.5.0 (10%) → 1.6.0 for 25% of browsers');
    expect(stop?.action).toBe('discovery grocery: canary 1.6.0 (25%) ended');
    // A canary entry is not a live change: rolling discovery back skips it.
    expect((await history('?remote=discovery&scope=food')).some((c) => c.kind === 'canary')).toBe(false);
  });

  test('promoting makes the canary release live for the whole scope and ends the canary', async () => {
    await start({ remote: 'discovery', scope: 'grocery', version: '1.5.0', share: 10 });
    const promoted = await call('POST', '/registry/canaries/promote', { remote: 'discovery', scope: 'grocery' });
    expect(promoted.status).toBe(200);
    const discovery = (await registry()).remotes.find((r) => r.name === 'discovery');
    expect(discovery?.live.grocery).toBe('1.5.0');
    expect(discovery?.live.food).toBe('0.1.0');
    expect(discovery?.canary).toBeUndefined();
    const [entry] = await history();
    expect(entry).toMatchObject({ kind: 'canary', changes: [{ scope: 'grocery', before: '0.1.0', after: '1.5.0' }] });
    expect(entry?.action).toBe(
      'promote canary: discovery grocery: 0.1.0 → 1.5.0; discovery grocery: canary 1.5.0 (10%) ended',
    );
  });

  test('bad requests change nothing', async () => {
    const before = (await registry()).revision;
    const base = { remote: 'discovery', scope: 'grocery', version: '1.5.0', share: 10 };
    for (const [body, code, status] of [
      [{ ...base, share: 0 }, 'share', 422],
      [{ ...base, share: 100 }, 'share', 422],
      [{ ...base, share: 12.5 }, 'share', 422],
      [{ ...base, version: '9.9.9' }, 'version', 422],
      [{ ...base, version: '0.1.0' }, 'version', 422],
      [{ ...base, scope: 'groceries' }, 'scope', 422],
      [{ ...base, remote: 'parcel', scope: 'grocery' }, 'scope', 409],
      [{ ...base, extra: true }, 'body', 422],
    ] as const) {
      const refused = await start(body);
      expect([refused.status, errorCodes(refused.body)]).toEqual([status, [code]]);
    }
    expect((await start({ ...base })).status).toBe(200);
    const unsigned = await call('POST', '/registry/canaries', base, {});
    expect(unsigned.status).toBe(401);
    const none = await call('POST', '/registry/canaries/stop', { remote: 'discovery', scope: 'food' });
    expect([none.status, errorCodes(none.body)]).toEqual([409, ['scope']]);
    expect((await registry()).revision).toBe(before + 1);
  });

  test('a live change that turns the scope off or makes the canary release live ends the canary, and so does reset', async () => {
    await start({ remote: 'discovery', scope: 'grocery', version: '1.5.0', share: 10 });
    await start({ remote: 'discovery', scope: 'food', version: '1.5.0', share: 10 });
    await call('PATCH', '/registry/live', { discovery: { grocery: null } });
    expect(await canaryIn('grocery')).toBeUndefined();
    expect((await history())[0]?.action).toBe(
      'discovery grocery: 0.1.0 → off; discovery grocery: canary 1.5.0 (10%) ended',
    );
    expect(await canaryIn('food')).toEqual({ version: '1.5.0', share: 10 });
    await call('PATCH', '/registry/live', { discovery: { food: '1.5.0' } });
    expect(await canaryIn('food')).toBeUndefined();
    await start({ remote: 'discovery', scope: 'food', version: '1.6.0', share: 50 });
    await call('POST', '/registry/reset');
    expect(await canaryIn('food')).toBeUndefined();
    expect((await history())[0]?.action).toBe(
      'reset to the embedded defaults: discovery food: 1.5.0 → 0.1.0; discovery grocery: off → 0.1.0; ' +
        'discovery food: canary 1.6.0 (50%) ended',
    );
  });

  test('loads are counted only for a running canary release, with the browser’s assignment', async () => {
    expect((await loaded()).status).toBe(422);
    await start(GROCERY_1_5);
    const [browser] = await canaryBrowsers(t, GROCERY_1_5, 1);
    expect((await reportLoad(t, GROCERY_1_5, browser)).status).toBe(204);
    expect((await loaded({ ...browser, scope: 'food' })).status).toBe(422);
    expect((await loaded({ ...browser, version: '0.1.0' })).status).toBe(422);
    expect((await reportFailure(t, { ...GROCERY_1_5, version: '0.1.0' }, browser)).status).toBe(204);
    expect((await statuses()).canaries).toEqual([
      expect.objectContaining({
        remote: 'discovery',
        scope: 'grocery',
        version: '1.5.0',
        loads: 1,
        failures: 0,
        browsers: 1,
        failedBrowsers: 0,
      }),
    ]);
  });
});

describe('automatic rollback', () => {
  test('settings have defaults, and an operator changes them', async () => {
    expect((await call('GET', '/registry/settings')).body).toEqual(DEFAULT_CANARY_SETTINGS);
    const changed = await call('PATCH', '/registry/settings', { minFailures: 1 });
    expect(changed.body).toEqual({ ...DEFAULT_CANARY_SETTINGS, minFailures: 1 });
    expect((await call('PATCH', '/registry/settings', { failurePercent: 0 })).status).toBe(422);
    expect((await call('PATCH', '/registry/settings', {})).status).toBe(422);
    expect((await call('PATCH', '/registry/settings', { minFailures: 2 }, {})).status).toBe(401);
    expect((await statuses()).settings.minFailures).toBe(1);
  });

  test('a settings change is in history, with who and before → after; one that moves nothing is not', async () => {
    await call('PATCH', '/registry/settings', { minFailures: 1, windowMinutes: 5 });
    const [entry] = await history();
    expect(entry).toMatchObject({
      kind: 'settings',
      action: 'canary settings: window 10 → 5 min, min failures 3 → 1',
      changes: [],
    });
    await call('PATCH', '/registry/settings', { minFailures: 1 });
    expect((await history())[0]?.id).toBe(entry?.id);
  });

  test('below the minimum of failing browsers, or below the threshold, the canary stays', async () => {
    await start(GROCERY_1_5);
    // Two of five browsers failed (40 %), but the minimum is three.
    await browsersReport(GROCERY_1_5, { loads: 3, failures: 2 });
    expect(await canaryIn()).toEqual({ version: '1.5.0', share: 10 });
    // Three of 16 browsers failed (19 %): under the 20 % threshold.
    await browsersReport(GROCERY_1_5, { loads: 10, failures: 1 }, 5);
    expect(await canaryIn()).toBeDefined();
    expect((await statuses()).canaries[0]).toMatchObject({ loads: 16, failures: 3, browsers: 16, failedBrowsers: 3 });
    expect((await history()).some((c) => c.kind === 'canary-rollback')).toBe(false);
  });

  test('over the threshold in the window, the control plane rolls the canary back and says why', async () => {
    await start(GROCERY_1_5);
    // Failures older than the window do not count.
    t.setNow(at(-11));
    await browsersReport(GROCERY_1_5, { failures: 2 });
    t.setNow(at(0));
    await browsersReport(GROCERY_1_5, { loads: 3, failures: 2 }, 2);
    t.setNow(at(9));
    expect(await canaryIn()).toBeDefined();
    const [last] = await browsersReport(GROCERY_1_5, { failures: 1 }, 7);
    expect(await canaryIn()).toBeUndefined();
    const reason = '3 of 6 browsers failed to load discovery 1.5.0 in grocery in the last 10 min (threshold 20 %)';
    const [entry] = await history('?remote=discovery');
    expect(entry).toMatchObject({ kind: 'canary-rollback', actor: 'control plane', changes: [] });
    expect(entry?.action).toBe(`discovery grocery: canary 1.5.0 (10%) rolled back: ${reason}`);
    expect(entry?.canaries).toEqual([
      { remote: 'discovery', scope: 'grocery', before: { version: '1.5.0', share: 10 }, after: null, reason },
    ]);
    // Live is untouched, and a late report of the old canary changes nothing more.
    expect((await registry()).remotes.find((r) => r.name === 'discovery')?.live.grocery).toBe('0.1.0');
    const revision = (await registry()).revision;
    expect((await reportFailure(t, GROCERY_1_5, last)).status).toBe(204);
    expect((await reportLoad(t, GROCERY_1_5, last)).status).toBe(422);
    expect((await registry()).revision).toBe(revision);
  });

  test('a new canary starts its counts afresh', async () => {
    await call('PATCH', '/registry/settings', { minFailures: 1, failurePercent: 50 });
    await start(GROCERY_1_5);
    await browsersReport(GROCERY_1_5, { loads: 2, failures: 2 });
    expect(await canaryIn()).toBeDefined();
    const next = { ...GROCERY_1_5, version: '1.6.0' };
    await start(next);
    // Four browsers of the new release: too few to decide, whatever the old one's counted.
    await browsersReport(next, { failures: 4 });
    expect(await canaryIn()).toEqual({ version: '1.6.0', share: 10 });
    await browsersReport(next, { failures: 1 }, 4);
    expect(await canaryIn()).toBeUndefined();
  });
});
