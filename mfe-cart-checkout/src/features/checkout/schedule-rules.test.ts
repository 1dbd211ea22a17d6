import { chosenSlot, slotDays } from './schedule-rules';

// 23:00 in Dhaka on Wednesday 18 November 2026 (17:00 UTC); the device's own zone plays no part.
const now = new Date('2026-11-18T17:00:00Z');
const slots = [
  // 23:30 in Dhaka, still the 18th there.
  { schedule_at: '2026-11-18 23:30:00', start: '2026-11-18T17:30:00.000Z', end: '2026-11-18T18:00:00.000Z' },
  // 00:00 on the 19th in Dhaka, though the 18th in UTC.
  { schedule_at: '2026-11-19 00:00:00', start: '2026-11-18T18:00:00.000Z', end: '2026-11-18T18:30:00.000Z' },
  { schedule_at: '2026-11-20 09:00:00', start: '2026-11-20T03:00:00.000Z', end: '2026-11-20T03:30:00.000Z' },
];

test("the slots by the business's days, each with its times", () => {
  expect(slotDays(slots, now)).toEqual([
    { date: '2026-11-18', label: 'Today', times: [{ value: '2026-11-18 23:30:00', label: '11:30 PM – 12:00 AM' }] },
    { date: '2026-11-19', label: 'Tomorrow', times: [{ value: '2026-11-19 00:00:00', label: '12:00 AM – 12:30 AM' }] },
    {
      date: '2026-11-20',
      label: 'Friday 20 Nov',
      times: [{ value: '2026-11-20 09:00:00', label: '9:00 AM – 9:30 AM' }],
    },
  ]);
});

test('the chosen slot while it is offered, else the first one; none without slots', () => {
  expect(chosenSlot(slots, '2026-11-20 09:00:00')).toBe(slots[2]);
  // A slot that has passed is no longer offered: the first one still is.
  expect(chosenSlot(slots, '2026-11-18 23:00:00')).toBe(slots[0]);
  expect(chosenSlot(slots, '')).toBe(slots[0]);
  expect(chosenSlot([], '')).toBeNull();
});
