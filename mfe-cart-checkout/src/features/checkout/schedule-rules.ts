import { businessClock, formatBusinessDay, formatBusinessTime, type SelectOption } from '@storefront/shared';
import type { ScheduleSlot } from '@storefront/shared/contract/schedule-slots';

// The checkout's "Schedule for later": the store's own slots (GET stores/schedule-slots/{id}), offered
// by day and time; the order sends the chosen slot's schedule_at.

export const SCHEDULE_REQUIRED_MESSAGE = 'Please choose a delivery time.';
export const CLOSED_NOW_SCHEDULE_TEXT = 'The store is closed now: choose one of its times.';

/** The slot the customer chose, else the first one offered (a time the store still takes). */
export function chosenSlot(slots: readonly ScheduleSlot[], value: string): ScheduleSlot | null {
  return slots.find((slot) => slot.schedule_at === value) ?? slots[0] ?? null;
}

export interface SlotDay {
  /** The business date (YYYY-MM-DD). */
  date: string;
  /** 'Today', 'Tomorrow', 'Friday 20 Nov'. */
  label: string;
  /** Each slot of the day: its schedule_at, and its times ('9:00 AM – 9:30 AM'). */
  times: SelectOption[];
}

/** The slots by business day, in order, as the day and time pickers offer them. */
export function slotDays(slots: readonly ScheduleSlot[], now: Date): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = businessClock(new Date(slot.start)).date;
    let day = days.at(-1);
    if (!day || day.date !== date) {
      day = { date, label: formatBusinessDay(slot.start, now), times: [] };
      days.push(day);
    }
    day.times.push({
      value: slot.schedule_at,
      label: `${formatBusinessTime(slot.start)} – ${formatBusinessTime(slot.end)}`,
    });
  }
  return days;
}
