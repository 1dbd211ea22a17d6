import { businessInstant } from '../lib/time';
import { closedNowMessage, nextOpeningAt, scheduleAtText, scheduleSlots, slotMinutesOf } from './store-hours';

// Wednesday 4 June 2025 in Dhaka (UTC+6); the weekday of a row is 0 for Sunday.
const at = (time: string, date = '2025-06-04') => businessInstant(date, time);
const everyDay = (opening_time: string, closing_time: string) =>
  Array.from({ length: 7 }, (_, day) => ({ day, opening_time, closing_time }));
const times = (slots: { start: Date }[]) => slots.map((slot) => scheduleAtText(slot.start));

describe('when a closed store next opens', () => {
  test('later today, or tomorrow once its hours today are over', () => {
    const hours = everyDay('09:00:00', '22:30:00');
    expect(nextOpeningAt(hours, at('07:00'))).toEqual(at('09:00'));
    expect(nextOpeningAt(hours, at('23:00'))).toEqual(at('09:00', '2025-06-05'));
  });

  test('on its next open day, skipping the days it is closed', () => {
    // Closed on Thursday and Friday: from Wednesday night it opens on Saturday.
    const hours = everyDay('10:00:00', '20:00:00').filter((row) => row.day !== 4 && row.day !== 5);
    expect(nextOpeningAt(hours, at('21:00'))).toEqual(at('10:00', '2025-06-07'));
  });

  test('never, without opening hours', () => {
    expect(nextOpeningAt([], at('07:00'))).toBeNull();
    expect(closedNowMessage([], at('07:00'), false)).toBe('The store is closed: it has no opening hours yet.');
  });

  test('the refusal of an order for now says when, and whether it can be scheduled', () => {
    const hours = everyDay('09:00:00', '22:30:00');
    expect(closedNowMessage(hours, at('07:00'), true)).toBe(
      'The store is closed now (it opens 9:00 AM). Schedule the order for one of its times.',
    );
    expect(closedNowMessage(hours, at('23:00'), false)).toBe(
      'The store is closed now (it opens tomorrow 9:00 AM) and takes no scheduled orders. Order once it is open.',
    );
  });
});

describe('the slots a scheduled order may be placed for', () => {
  test('every slot length from opening, the last one starting before closing, all after now', () => {
    const slots = scheduleSlots(everyDay('09:00:00', '22:30:00'), at('07:00'), 30);
    const today = times(slots).filter((time) => time.startsWith('2025-06-04'));
    expect(today[0]).toBe('2025-06-04 09:00:00');
    expect(today[1]).toBe('2025-06-04 09:30:00');
    expect(today.at(-1)).toBe('2025-06-04 22:00:00');
    expect(today).toHaveLength(27);
    expect(slots[0]!.end).toEqual(at('09:30'));
  });

  test('a slot under way or past is not offered; the next one is', () => {
    const slots = scheduleSlots(everyDay('09:00:00', '22:30:00'), at('14:10'), 30);
    expect(times(slots)[0]).toBe('2025-06-04 14:30:00');
  });

  test('the slot length is the business setting, 30 minutes when it is unusable', () => {
    expect(times(scheduleSlots(everyDay('09:00:00', '22:30:00'), at('07:00'), 45)).slice(0, 3)).toEqual([
      '2025-06-04 09:00:00',
      '2025-06-04 09:45:00',
      '2025-06-04 10:30:00',
    ]);
    expect(slotMinutesOf({ schedule_order_slot_duration: 45 })).toBe(45);
    expect(slotMinutesOf({ schedule_order_slot_duration: 0 })).toBe(30);
    expect(slotMinutesOf({ schedule_order_slot_duration: Number.NaN })).toBe(30);
  });

  test('the last slot ends at closing; an all-day store runs to midnight', () => {
    const short = scheduleSlots(everyDay('09:00:00', '22:30:00'), at('07:00'), 40);
    const last = short.filter((slot) => scheduleAtText(slot.start).startsWith('2025-06-04')).at(-1)!;
    expect(scheduleAtText(last.start)).toBe('2025-06-04 22:20:00');
    expect(last.end).toEqual(at('22:30'));
    const allDay = scheduleSlots(everyDay('00:00:00', '23:59:59'), at('22:50'), 30);
    expect(times(allDay).slice(0, 3)).toEqual(['2025-06-04 23:00:00', '2025-06-04 23:30:00', '2025-06-05 00:00:00']);
  });

  test('evening hours run past midnight into the next day', () => {
    const slots = times(scheduleSlots(everyDay('17:00:00', '02:00:00'), at('07:00'), 30));
    expect(slots[0]).toBe('2025-06-04 17:00:00');
    expect(slots).toContain('2025-06-05 01:30:00');
    expect(slots).not.toContain('2025-06-05 02:00:00');
  });

  test('none past the scheduling window, and none on a day the store is closed', () => {
    const hours = everyDay('09:00:00', '22:30:00').filter((row) => row.day !== 5);
    const slots = scheduleSlots(hours, at('07:00'), 30);
    // A week from now, 07:00 on Wednesday the 11th, is the window's end.
    expect(times(slots).at(-1)).toBe('2025-06-10 22:00:00');
    expect(times(slots).some((time) => time.startsWith('2025-06-06'))).toBe(false);
    expect(scheduleSlots([], at('07:00'), 30)).toEqual([]);
  });
});
