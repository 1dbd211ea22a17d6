import { CanariesSchema, LoadFailuresSchema, RegistryHistorySchema } from '@storefront/shared/contract/registry';
import { CanaryAssignmentSchema } from '@storefront/shared/contract/canary-assignment';
import { ASSIGNMENT_MINUTES } from '../lib/canary-assignments';
import { LOCAL_CANARY_SIGNING_SECRET, LOCAL_OPERATOR_TOKEN, readEnv } from '../lib/env';
import {
  askAssignment,
  browserIds,
  canaryBrowsers,
  reportFailure,
  reportLoad,
  type CanaryBrowser,
  type TestCanary,
} from './canary-browsers';
import { bearer, createTestApp, errorCodes, FIXED_NOW, sharedDatabase, type TestApp } from './helpers';

// Two instances and a production app on PostgreSQL seed databases of their own.
jest.setTimeout(60_000);

const operator = bearer(LOCAL_OPERATOR_TOKEN);
const CANARY: TestCanary = { remote: 'discovery', scope: 'food', version: '1.5.0', share: 10 };
const REASON_5_OF_5 = '5 of 5 browsers failed to load discovery 1.5.0 in food in the last 10 min (threshold 20 %)';

const publish = (app: TestApp, version: string, manifestUrl: string) =>
  app.request({
    method: 'POST',
    url: '/registry/remotes/discovery/releases',
    payload: { version, manifestUrl },
    headers: operator,
  });
const startCanary = async (app: TestApp, canary: TestCanary = CANARY) => {
  expect(
    (await publish(app, canary.version, `https://cdn.test/discovery/${canary.version}/mf-manifest.json`)).status,
  ).toBeLessThan(300);
  const started = await app.request({ method: 'POST', url: '/registry/canaries', payload: canary, headers: operator });
  expect(started.status).toBe(200);
};
const canaryRunning = async (app: TestApp, scope = CANARY.scope) => {
  const body = (await app.request({ method: 'GET', url: '/registry' })).body as {
    remotes: { name: string; canary?: Record<string, unknown> }[];
  };
  return body.remotes.find((r) => r.name === 'discovery')?.canary?.[scope] !== undefined;
};
const statuses = async (app: TestApp) =>
  CanariesSchema.parse((await app.request({ method: 'GET', url: '/registry/canaries', headers: operator })).body);
const history = async (app: TestApp) =>
  RegistryHistorySchema.parse(
    (await app.request({ method: 'GET', url: '/registry/history?remote=discovery', headers: operator })).body,
  ).changes;

describe('security: only reports with a signed assignment decide a canary', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await startCanary(t);
  });
  afterEach(async () => {
    await t.app.close();
  });

  test('anonymous failure reports never roll a canary back, yet still count for the operators', async () => {
    for (let i = 0; i < 10; i += 1) expect((await reportFailure(t, CANARY)).status).toBe(204);
    expect(await canaryRunning(t)).toBe(true);
    expect((await statuses(t)).canaries[0]).toMatchObject({ loads: 0, failures: 0, browsers: 0, failedBrowsers: 0 });
    const failures = LoadFailuresSchema.parse(
      (await t.request({ method: 'GET', url: '/registry/failures', headers: operator })).body,
    );
    expect(failures.counts).toEqual([expect.objectContaining({ remote: 'discovery', version: '1.5.0', total: 10 })]);
    expect((await history(t)).some((entry) => entry.kind === 'canary-rollback')).toBe(false);
  });

  test('anonymous load reports are refused and keep no failing canary alive', async () => {
    // 55 anonymous loads against five failures once held a failing canary under its threshold.
    for (let i = 0; i < 55; i += 1) {
      const load = await reportLoad(t, CANARY);
      expect([load.status, errorCodes(load.body)]).toEqual([403, ['assignment']]);
    }
    expect((await statuses(t)).canaries[0]).toMatchObject({ loads: 0, browsers: 0 });
    // One real browser's many loads count as one browser: four failing ones outweigh it.
    const [loading, ...failing] = await canaryBrowsers(t, CANARY, 5);
    for (let i = 0; i < 4; i += 1) expect((await reportLoad(t, CANARY, loading)).status).toBe(204);
    for (const browser of failing) await reportFailure(t, CANARY, browser);
    expect(await canaryRunning(t)).toBe(false);
    expect((await history(t))[0]?.action).toContain('rolled back: 4 of 5 browsers failed to load discovery 1.5.0');
  });

  test('forged, expired, borrowed and other releases’ assignments do not count', async () => {
    const [mine, yours] = await canaryBrowsers(t, CANARY, 2);
    const other: TestCanary = { ...CANARY, scope: 'grocery' };
    await startCanary(t, other);
    const refused = async (browser: Partial<CanaryBrowser>, canary = CANARY) => {
      const load = await reportLoad(t, canary, browser);
      expect([load.status, errorCodes(load.body)]).toEqual([403, ['assignment']]);
      expect((await reportFailure(t, canary, browser)).status).toBe(204);
    };
    const [expiry] = mine!.assignment.split('.');
    // Made up, or a real signature under another expiry.
    await refused({ ...mine, assignment: `${expiry}.${'A'.repeat(43)}` });
    await refused({ ...mine, assignment: `${Number(expiry) + 3600}.${mine!.assignment.split('.')[1]}` });
    // Another browser's assignment, or this browser's for the same release in another module.
    await refused({ browserId: yours!.browserId, assignment: mine!.assignment });
    await refused(mine!, other);
    // A browser id alone, or an assignment alone.
    await refused({ browserId: mine!.browserId });
    await refused({ assignment: mine!.assignment });
    // Past its expiry.
    t.setNow(new Date(FIXED_NOW.getTime() + (ASSIGNMENT_MINUTES * 60 + 1) * 1000));
    await refused(mine!);
    const { canaries } = await statuses(t);
    expect(canaries.map(({ loads, failures, browsers }) => ({ loads, failures, browsers }))).toEqual([
      { loads: 0, failures: 0, browsers: 0 },
      { loads: 0, failures: 0, browsers: 0 },
    ]);
  });

  test('an assignment is given only to a browser in the share of a running canary', async () => {
    const [outside] = browserIds(CANARY, 1, { inside: false });
    const notIn = await askAssignment(t, CANARY, outside!);
    expect([notIn.status, errorCodes(notIn.body)]).toEqual([403, ['browserId']]);
    const noCanary = await askAssignment(t, { ...CANARY, scope: 'pharmacy' }, browserIds(CANARY, 1)[0]!);
    expect([noCanary.status, errorCodes(noCanary.body)]).toEqual([422, ['version']]);
    const badId = await askAssignment(t, CANARY, 'not-a-browser-id');
    expect([badId.status, errorCodes(badId.body)]).toEqual([422, ['browserId']]);
    const [inside] = browserIds(CANARY, 1);
    const given = CanaryAssignmentSchema.parse((await askAssignment(t, CANARY, inside!)).body);
    const { remote, scope, version } = CANARY;
    expect(given).toMatchObject({ remote, scope, version, browserId: inside, expiresIn: ASSIGNMENT_MINUTES * 60 });
    expect(given.expiresAt).toBe(new Date(FIXED_NOW.getTime() + ASSIGNMENT_MINUTES * 60_000).toISOString());
  });
});

describe('security: a canary decision needs five distinct browsers', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await startCanary(t);
  });
  afterEach(async () => {
    await t.app.close();
  });

  test('four browsers do not decide, however often they report; the fifth does, and why is kept and shown', async () => {
    const browsers = await canaryBrowsers(t, CANARY, 5);
    for (const browser of browsers.slice(0, 4)) {
      for (let i = 0; i < 3; i += 1) expect((await reportFailure(t, CANARY, browser)).status).toBe(204);
    }
    expect(await canaryRunning(t)).toBe(true);
    expect((await statuses(t)).canaries[0]).toMatchObject({ failures: 12, browsers: 4, failedBrowsers: 4 });

    t.setNow(new Date(FIXED_NOW.getTime() + 60_000));
    await reportFailure(t, CANARY, browsers[4]);
    expect(await canaryRunning(t)).toBe(false);

    const [entry] = await history(t);
    expect(entry).toMatchObject({ kind: 'canary-rollback', actor: 'control plane' });
    expect(entry?.action).toBe(`discovery food: canary 1.5.0 (10%) rolled back: ${REASON_5_OF_5}`);
    expect(entry?.canaries[0]?.reason).toBe(REASON_5_OF_5);
    const status = await statuses(t);
    expect(status.canaries).toEqual([]);
    expect(status.rolledBack).toEqual([
      {
        remote: 'discovery',
        scope: 'food',
        version: '1.5.0',
        share: 10,
        at: new Date(FIXED_NOW.getTime() + 60_000).toISOString(),
        reason: REASON_5_OF_5,
      },
    ]);
  });
});

describe('security: the canary signing secret', () => {
  const PRODUCTION = { NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: 'q7Vd2LxR9mKp4TzW1bNc8HsY3fJg6EaU' };

  test('production refuses to start without a secret of its own; local use has a fixed default', () => {
    expect(() => readEnv(PRODUCTION)).toThrow('CANARY_SIGNING_SECRET must be set');
    expect(() => readEnv({ ...PRODUCTION, CANARY_SIGNING_SECRET: LOCAL_CANARY_SIGNING_SECRET })).toThrow(
      'CANARY_SIGNING_SECRET must be set',
    );
    for (const weak of ['short', 'a'.repeat(40), 'abcdefghijklmnopqrstuvwxyz0123456789']) {
      expect(() => readEnv({ ...PRODUCTION, CANARY_SIGNING_SECRET: weak })).toThrow(
        'CANARY_SIGNING_SECRET is too easy',
      );
    }
    const secret = 'Hk3vN8qT1xWb6ZcR9mLp2FsY5gDj7AeQ';
    expect(readEnv({ ...PRODUCTION, CANARY_SIGNING_SECRET: secret }).canarySigningSecret).toBe(secret);
    expect(readEnv({ NODE_ENV: 'test' }).canarySigningSecret).toBe(LOCAL_CANARY_SIGNING_SECRET);
    expect(readEnv({ NODE_ENV: 'development' }).canarySigningSecret).toBe(LOCAL_CANARY_SIGNING_SECRET);
  });

  test('instances on one database check each other’s assignments; another secret’s do not pass', async () => {
    const shared = await sharedDatabase();
    const [a, b] = [await createTestApp(shared.options), await createTestApp(shared.options)];
    const stranger = await createTestApp({ env: { canarySigningSecret: 'Zr5mQ8wX2cLk9VbT4nHy7PdS1gFj6AeU' } });
    try {
      await startCanary(a!);
      await startCanary(stranger);
      const [browser] = await canaryBrowsers(a!, CANARY, 1);
      expect((await reportLoad(b!, CANARY, browser)).status).toBe(204);
      expect((await statuses(a!)).canaries[0]).toMatchObject({ loads: 1, browsers: 1 });
      expect((await reportLoad(stranger, CANARY, browser)).status).toBe(403);
    } finally {
      await Promise.all([a!.app.close(), b!.app.close(), stranger.app.close()]);
      await shared.remove();
    }
  });
});

describe('security: the registry takes only https: manifest URLs', () => {
  let local: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    production = await createTestApp({ env: { production: true } });
  });
  afterAll(async () => {
    await local?.app.close();
    await production?.app.close();
  });

  test.each([
    ['javascript:alert(document.cookie)//mf-manifest.json'],
    ['data:application/json,{"name":"discovery"}'],
    ['http://cdn.example.com/discovery/2.0.0/mf-manifest.json'],
    ['http://localhost.cdn.example/mf-manifest.json'],
    ['ftp://cdn.example.com/mf-manifest.json'],
  ])('%s is refused (422), and nothing is published', async (manifestUrl) => {
    for (const app of [local, production]) {
      const refused = await publish(app, '2.0.0', manifestUrl);
      expect([refused.status, errorCodes(refused.body)]).toEqual([422, ['manifestUrl']]);
      expect(JSON.stringify(refused.body)).toContain('A manifest URL must be https:');
      const registry = (await app.request({ method: 'GET', url: '/registry' })).body as {
        remotes: { name: string; releases: { version: string }[] }[];
      };
      const discovery = registry.remotes.find((r) => r.name === 'discovery');
      expect(discovery?.releases.map((r) => r.version)).not.toContain('2.0.0');
    }
  });

  test('https: is taken everywhere; http://localhost and 127.0.0.1 in development and test only', async () => {
    expect((await publish(local, '2.1.0', 'https://cdn.example.com/discovery/2.1.0/mf-manifest.json')).status).toBe(
      201,
    );
    expect(
      (await publish(production, '2.1.0', 'https://cdn.example.com/discovery/2.1.0/mf-manifest.json')).status,
    ).toBe(201);
    expect(
      (await publish(local, '2.2.0', 'http://localhost:3001/releases/discovery/2.2.0/mf-manifest.json')).status,
    ).toBe(201);
    expect((await publish(local, '2.3.0', 'http://127.0.0.1:3001/mf-manifest.json')).status).toBe(201);
    const refused = await publish(
      production,
      '2.2.0',
      'http://localhost:3001/releases/discovery/2.2.0/mf-manifest.json',
    );
    expect([refused.status, errorCodes(refused.body)]).toEqual([422, ['manifestUrl']]);
    expect(JSON.stringify(refused.body)).toContain('taken in development and test only');
  });
});
