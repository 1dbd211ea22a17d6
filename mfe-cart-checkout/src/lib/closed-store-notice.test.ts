import {
  NO_HOURS_TEXT,
  ORDER_WHEN_OPEN_TEXT,
  SCHEDULE_AT_CHECKOUT_TEXT,
  SCHEDULE_BELOW_TEXT,
  closedStoreNotice,
} from './closed-store-notice';

// 07:00 in Dhaka on Wednesday 18 November 2026.
const now = new Date('2026-11-18T01:00:00Z');
const hours = [{ day: 3, opening_time: '09:00:00', closing_time: '22:30:00' }];
const closed = {
  name: 'Fresh Basket',
  open: 0 as const,
  active: true,
  next_opening_at: '2026-11-18T03:00:00Z',
  schedules: hours,
};

test('an open store has no notice', () => {
  expect(
    closedStoreNotice({ ...closed, open: 1, next_opening_at: null }, { canSchedule: true, where: 'cart' }, now),
  ).toBeNull();
});

test('a closed store says when it opens, and where the order can be scheduled', () => {
  expect(closedStoreNotice(closed, { canSchedule: true, where: 'cart' }, now)).toEqual({
    title: 'Fresh Basket: Closed · opens 9:00 AM',
    text: SCHEDULE_AT_CHECKOUT_TEXT,
  });
  expect(closedStoreNotice(closed, { canSchedule: true, where: 'checkout' }, now)?.text).toBe(SCHEDULE_BELOW_TEXT);
  expect(closedStoreNotice(closed, { canSchedule: false, where: 'checkout' }, now)?.text).toBe(ORDER_WHEN_OPEN_TEXT);
});

test('a store without opening hours says it cannot take the order', () => {
  expect(
    closedStoreNotice({ ...closed, next_opening_at: null, schedules: [] }, { canSchedule: false, where: 'cart' }, now),
  ).toEqual({ title: 'Fresh Basket: Closed · no opening hours yet', text: NO_HOURS_TEXT });
});
