import { runningClock } from './clock';

afterEach(() => jest.useRealTimers());

test('a running clock starts at the given instant and advances with real time', () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T20:00:00Z') });
  const clock = runningClock(new Date('2025-06-04T06:00:00Z'));
  expect(clock.now().toISOString()).toBe('2025-06-04T06:00:00.000Z');
  jest.advanceTimersByTime(90_000);
  expect(clock.now().toISOString()).toBe('2025-06-04T06:01:30.000Z');
  clock.set(new Date('2025-06-04T21:00:00Z'));
  jest.advanceTimersByTime(1_000);
  expect(clock.now().toISOString()).toBe('2025-06-04T21:00:01.000Z');
});

test('without a start it is the real time', () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T20:00:00Z') });
  expect(runningClock().now().toISOString()).toBe('2026-11-25T20:00:00.000Z');
});
