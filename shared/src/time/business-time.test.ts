import { businessClock, businessInstant, businessNow, syncBusinessClock } from './business-time';

afterEach(() => {
  jest.useRealTimers();
  // Back to the device's clock exactly: the same instant as the reply's time and its arrival.
  const now = Date.now();
  syncBusinessClock(new Date(now).toISOString(), now);
});

test('reads the date, weekday and time in Dhaka, whatever the device zone', () => {
  // 19:12 UTC on Wednesday is 01:12 on Thursday in Dhaka.
  expect(businessClock(new Date('2026-11-25T19:12:00Z'))).toEqual({ date: '2026-11-26', day: 4, time: '01:12:00' });
  expect(businessClock(new Date('2025-06-04T08:00:00Z'))).toEqual({ date: '2025-06-04', day: 3, time: '14:00:00' });
});

test('turns a Dhaka wall-clock date and time into the instant', () => {
  expect(businessInstant('2026-11-26', '01:12').toISOString()).toBe('2026-11-25T19:12:00.000Z');
  expect(businessInstant('2025-06-04', '23:59:59').toISOString()).toBe('2025-06-04T17:59:59.000Z');
  expect(businessInstant('2025-06-04').toISOString()).toBe('2025-06-03T18:00:00.000Z');
  // A zone with daylight saving: both sides of New York's change.
  expect(businessInstant('2025-01-15', '12:00', 'America/New_York').toISOString()).toBe('2025-01-15T17:00:00.000Z');
  expect(businessInstant('2025-07-15', '12:00', 'America/New_York').toISOString()).toBe('2025-07-15T16:00:00.000Z');
});

test("business time follows the API's clock, not the device's", () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T19:12:00Z') });
  expect(businessNow().toISOString()).toBe('2026-11-25T19:12:00.000Z');
  syncBusinessClock('2025-06-04T06:00:00.000Z');
  expect(businessNow().toISOString()).toBe('2025-06-04T06:00:00.000Z');
  jest.advanceTimersByTime(5_000);
  expect(businessNow().toISOString()).toBe('2025-06-04T06:00:05.000Z');
  syncBusinessClock('not a time');
  expect(businessNow().toISOString()).toBe('2025-06-04T06:00:05.000Z');
});

test("a kept reply's Age moves its server_time on by that many seconds", () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T19:12:00Z') });
  syncBusinessClock('2025-06-04T06:00:00.000Z', Date.now(), '40');
  expect(businessNow().toISOString()).toBe('2025-06-04T06:00:40.000Z');
  syncBusinessClock('2025-06-04T06:00:00.000Z', Date.now(), 'soon');
  expect(businessNow().toISOString()).toBe('2025-06-04T06:00:00.000Z');
});
