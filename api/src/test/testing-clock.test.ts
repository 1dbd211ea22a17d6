import { ConfigSchema } from '@storefront/shared/contract/config';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const serverTime = async (app: TestApp) =>
  ConfigSchema.parse((await app.request({ method: 'GET', url: '/api/v1/config' })).body).server_time;

test('under NODE_ENV=test the clock starts at TEST_CLOCK_START, runs on, and /testing/clock moves it', async () => {
  t = await createTestApp({
    now: undefined,
    env: { testClock: { start: new Date('2025-06-04T06:00:00Z'), settable: true } },
  });
  const started = Date.parse((await serverTime(t))!);
  expect(started).toBeGreaterThanOrEqual(Date.parse('2025-06-04T06:00:00Z'));
  expect(started).toBeLessThan(Date.parse('2025-06-04T06:01:00Z'));

  const moved = await t.request({ method: 'PUT', url: '/testing/clock', payload: { at: '2025-06-04T20:30:00Z' } });
  expect(moved.status).toBe(200);
  const read = await t.request({ method: 'GET', url: '/testing/clock' });
  expect(Date.parse((read.body as { now: string }).now)).toBeGreaterThanOrEqual(Date.parse('2025-06-04T20:30:00Z'));
  expect(Date.parse((await serverTime(t))!)).toBeLessThan(Date.parse('2025-06-04T20:31:00Z'));

  const bad = await t.request({ method: 'PUT', url: '/testing/clock', payload: { at: 'tonight' } });
  expect(bad.status).toBe(422);
});

test('outside NODE_ENV=test no request can read or move the clock', async () => {
  t = await createTestApp({ now: undefined, env: { testClock: { start: null, settable: false } } });
  const before = Date.now();
  for (const method of ['GET', 'PUT', 'POST'] as const) {
    const payload = method === 'GET' ? undefined : { at: '2020-01-01T00:00:00Z' };
    const res = await t.request({ method, url: '/testing/clock', payload });
    expect(res.status).toBe(404);
  }
  expect(Date.parse((await serverTime(t))!)).toBeGreaterThanOrEqual(before);
});
