import { businessClock, businessInstant } from '@storefront/shared';
import { SCHEDULE_WINDOW_DAYS } from '@storefront/shared/contract/order';

// The checkout's "Schedule for later": what the picker offers and what the order sends.

export const SCHEDULE_REQUIRED_MESSAGE = 'Please choose a delivery time.';

/**
 * A datetime-local value ('2026-11-22T18:30'), a wall-clock time of the business zone, as the
 * platform's schedule_at ('2026-11-22 18:30:00'); null when empty or in the past.
 */
export function scheduleAtOf(local: string, now: Date): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [, date = '', time = ''] = match;
  if (businessInstant(date, time).getTime() <= now.getTime()) return null;
  return `${date} ${time}:00`;
}

/** The earliest value a schedule input allows: the next minute in the business zone, as a datetime-local value. */
export function scheduleMin(now: Date): string {
  return pickerValue(new Date(now.getTime() + 60_000));
}

/** The latest time the schedule picker offers: the API takes orders up to a week ahead. */
export function scheduleMax(now: Date): string {
  return pickerValue(new Date(now.getTime() + SCHEDULE_WINDOW_DAYS * 86_400_000));
}

/** A datetime-local value in business time. */
function pickerValue(at: Date): string {
  const { date, time } = businessClock(at);
  return `${date}T${time.slice(0, 5)}`;
}
