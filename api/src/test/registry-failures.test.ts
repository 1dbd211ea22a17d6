import { FAILURE_WINDOW_HOURS, LoadFailuresSchema, type LoadFailureReport } from '@storefront/shared/contract/registry';
import { FAILURE_COUNT_RETENTION_HOURS, failureBuckets, failureTotal, hourOf } from '../db/queries/failure-counts';
import { LOCAL_OPERATOR_TOKEN } from '../lib/env';
import { bearer, createTestApp, errorCodes, FIXED_NOW, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const HOUR = 3_600_000;
const at = (hours: number, minutes = 0) => new Date(FIXED_NOW.getTime() + hours * HOUR + minutes * 60_000);
const operator = bearer(LOCAL_OPERATOR_TOKEN);

const report = (over: Partial<LoadFailureReport> = {}): LoadFailureReport => ({
  remote: 'account',
  version: '0.1.0',
  scope: 'food',
  reason: 'manifest unreachable',
  ...over,
});
const send = (body: LoadFailureReport) => t.request({ method: 'POST', url: '/registry/failures', payload: body });
const read = async () =>
  LoadFailuresSchema.parse((await t.request({ method: 'GET', url: '/registry/failures', headers: operator })).body);
const publish = (remote: string, version: string) =>
  t.request({
    method: 'POST',
    url: `/registry/remotes/${remote}/releases`,
    payload: { version, manifestUrl: `https://cdn.test/${remote}/${version}/mf-manifest.json` },
    headers: operator,
  });

describe('load failure reports', () => {
  test('a report of a version that is not a published release of that remote is refused and not kept', async () => {
    const refused = await send(report({ version: '9.9.9' }));
    expect(refused.status).toBe(422);
    expect(errorCodes(refused.body)).toEqual(['version']);
    expect(JSON.stringify(refused.body)).toContain('account has no published release 9.9.9.');
    // 1.4.0 is published for discovery only: not a release of account.
    expect((await publish('discovery', '1.4.0')).status).toBe(201);
    expect((await send(report({ version: '1.4.0' }))).status).toBe(422);
    // Unknown modules and remotes are refused by the contract.
    expect((await send({ ...report(), scope: 'groceries' } as unknown as LoadFailureReport)).status).toBe(422);

    const { failures, counts } = await read();
    expect(failures).toEqual([]);
    expect(counts).toEqual([]);
    expect(await failureBuckets(t.app.ctx.db, { since: at(-1) })).toEqual([]);

    expect((await send(report({ remote: 'discovery', version: '1.4.0' }))).status).toBe(204);
    expect((await read()).counts).toEqual([
      expect.objectContaining({ remote: 'discovery', version: '1.4.0', total: 1 }),
    ]);
  });

  test('counts go up per hour and separately per version and module; the last 24 hours are shown', async () => {
    expect((await publish('account', '1.4.0')).status).toBe(201);
    // A day and more ago: outside the window shown.
    t.setNow(at(-FAILURE_WINDOW_HOURS, -1));
    expect((await send(report())).status).toBe(204);
    // Two hours ago, twice (two reasons); this hour, once for 0.1.0 and twice for 1.4.0, once in grocery.
    t.setNow(at(-2, 10));
    await send(report());
    await send(report({ reason: 'chunk failed to load' }));
    t.setNow(at(0, 5));
    await send(report());
    await send(report({ version: '1.4.0' }));
    await send(report({ version: '1.4.0' }));
    await send(report({ version: '1.4.0', scope: 'grocery' }));

    const { counts, failures } = await read();
    expect(failures.length).toBeGreaterThan(0);
    const series = (version: string, scope: string) =>
      counts.find((c) => c.remote === 'account' && c.version === version && c.scope === scope);
    const old = series('0.1.0', 'food');
    expect(old?.total).toBe(3);
    expect(old?.hours).toHaveLength(FAILURE_WINDOW_HOURS);
    expect(old?.hours.at(-1)).toEqual({ hour: hourOf(at(0)), count: 1 });
    expect(old?.hours.at(-3)).toEqual({ hour: hourOf(at(-2)), count: 2 });
    expect(old?.hours.at(0)?.hour).toBe(hourOf(at(-(FAILURE_WINDOW_HOURS - 1))));
    expect(old?.hours.reduce((sum, h) => sum + h.count, 0)).toBe(3);
    expect(series('1.4.0', 'food')?.total).toBe(2);
    expect(series('1.4.0', 'grocery')?.total).toBe(1);
    expect(counts.map((c) => c.total)).toEqual([3, 2, 1]);

    // The reusable window: one version in one module since a given time.
    const db = t.app.ctx.db;
    const window = { remote: 'account', scope: 'food', version: '0.1.0' } as const;
    expect(await failureTotal(db, { ...window, since: at(-FAILURE_WINDOW_HOURS - 1) })).toBe(4);
    expect(await failureTotal(db, { ...window, since: at(-1) })).toBe(1);
    expect(await failureTotal(db, { ...window, version: '1.4.0', since: at(-1) })).toBe(2);
    expect(await failureTotal(db, { remote: 'parcel', since: at(-100) })).toBe(0);
  });

  test('buckets past the retention are pruned as new reports arrive', async () => {
    await send(report());
    t.setNow(at(FAILURE_COUNT_RETENTION_HOURS + 1));
    await send(report({ scope: 'grocery' }));
    const buckets = await failureBuckets(t.app.ctx.db, { since: at(-1) });
    expect(buckets).toEqual([expect.objectContaining({ scope: 'grocery', count: 1 })]);
  });

  test('a report carrying a browser id and a canary assignment is kept without them', async () => {
    const signed = { ...report(), browserId: 'f'.repeat(32), assignment: '1780000000.bm90LWEtY2FuYXJ5' };
    expect((await send(signed)).status).toBe(204);
    const { failures, counts } = await read();
    expect(failures).toEqual([
      {
        remote: 'account',
        version: '0.1.0',
        scope: 'food',
        reason: 'manifest unreachable',
        at: FIXED_NOW.toISOString(),
        count: 1,
      },
    ]);
    expect(counts).toEqual([expect.objectContaining({ remote: 'account', total: 1 })]);
    // A malformed assignment is refused like any malformed report.
    expect((await send({ ...signed, assignment: 'javascript:alert(1)' })).status).toBe(422);
    expect((await send({ ...signed, browserId: 'me' })).status).toBe(422);
  });

  test('the counts are for operators only', async () => {
    const res = await t.request({ method: 'GET', url: '/registry/failures' });
    expect(res.status).toBe(401);
  });
});
