import {
  formatBusinessDateTime,
  formatBusinessDay,
  formatBusinessOpening,
  formatBusinessTime,
} from './business-format';

afterEach(() => jest.restoreAllMocks());

test('shows a UTC instant as Dhaka wall time', () => {
  // 12:00 UTC is 07:00 in New York and 18:00 in Dhaka.
  expect(formatBusinessDateTime('2026-11-18T12:00:00.000Z')).toBe('18 Nov 2026, 6:00 PM');
  expect(formatBusinessTime('2026-11-18T12:00:00.000Z')).toBe('6:00 PM');
  // Past Dhaka's midnight, the date is the next day's there.
  expect(formatBusinessDateTime('2026-11-25T19:12:00Z')).toBe('26 Nov 2026, 1:12 AM');
  expect(formatBusinessTime('2026-01-01T06:05:00Z')).toBe('12:05 PM');
  expect(formatBusinessTime('2026-01-01T18:30:00Z')).toBe('12:30 AM');
});

test("never reads the device's zone: a device in New York gets the same Dhaka time", () => {
  // The device's local clock as New York would give it (UTC−5): none of it may be used.
  const local = ['getHours', 'getDate', 'getMonth', 'getFullYear', 'getMinutes', 'getTimezoneOffset'] as const;
  for (const getter of local)
    jest.spyOn(Date.prototype, getter).mockImplementation(() => {
      throw new Error(`device-local ${getter} read`);
    });
  expect(formatBusinessDateTime('2026-11-18T12:00:00.000Z')).toBe('18 Nov 2026, 6:00 PM');
  expect(formatBusinessDateTime('2026-11-18T12:00:00.000Z', 'America/New_York')).toBe('18 Nov 2026, 7:00 AM');
});

test('leaves a missing or unreadable time as it came', () => {
  expect(formatBusinessDateTime(null)).toBe('');
  expect(formatBusinessDateTime('soon')).toBe('soon');
  expect(formatBusinessTime(undefined)).toBe('');
});

describe('days and openings, named from now in business time', () => {
  // Wednesday 18 November 2026, 23:30 in Dhaka (17:30 UTC).
  const now = new Date('2026-11-18T17:30:00Z');

  test('an opening today reads as its time, the next day as tomorrow, within the week as its weekday', () => {
    expect(formatBusinessOpening('2026-11-18T17:45:00Z', now)).toBe('11:45 PM');
    // 09:00 in Dhaka on the 19th is 03:00 UTC on the 19th: tomorrow there.
    expect(formatBusinessOpening('2026-11-19T03:00:00Z', now)).toBe('tomorrow 9:00 AM');
    // 00:30 in Dhaka on the 19th, though still the 18th in UTC.
    expect(formatBusinessOpening('2026-11-18T18:30:00Z', now)).toBe('tomorrow 12:30 AM');
    expect(formatBusinessOpening('2026-11-20T03:00:00Z', now)).toBe('Friday 9:00 AM');
    expect(formatBusinessOpening('2026-11-27T03:00:00Z', now)).toBe('27 Nov 2026, 9:00 AM');
  });

  test("a slot's day reads Today, Tomorrow, then the weekday and date", () => {
    expect(formatBusinessDay('2026-11-18T17:45:00Z', now)).toBe('Today');
    expect(formatBusinessDay('2026-11-18T18:30:00Z', now)).toBe('Tomorrow');
    expect(formatBusinessDay('2026-11-20T03:00:00Z', now)).toBe('Friday 20 Nov');
    expect(formatBusinessDay(null, now)).toBe('');
  });
});
