import { NO_OPENING_HOURS_TEXT, storeClosedText } from './store-hours';

// 07:00 in Dhaka on Wednesday 18 November 2026.
const now = new Date('2026-11-18T01:00:00Z');
const hours = [{ day: 3, opening_time: '09:00:00', closing_time: '22:30:00' }];

test('an open store says nothing; a closed one says when it opens, in business time', () => {
  expect(storeClosedText({ open: 1, active: true, next_opening_at: null, schedules: hours }, now)).toBeNull();
  expect(
    storeClosedText({ open: 0, active: true, next_opening_at: '2026-11-18T03:00:00Z', schedules: hours }, now),
  ).toBe('Closed · opens 9:00 AM');
  expect(
    storeClosedText({ open: 0, active: true, next_opening_at: '2026-11-19T03:00:00Z', schedules: hours }, now),
  ).toBe('Closed · opens tomorrow 9:00 AM');
});

test('a store without opening hours says so; an inactive one is only closed', () => {
  expect(storeClosedText({ open: 0, active: true, next_opening_at: null, schedules: [] }, now)).toBe(
    NO_OPENING_HOURS_TEXT,
  );
  expect(storeClosedText({ open: 1, active: false, next_opening_at: null, schedules: hours }, now)).toBe('Closed');
});
