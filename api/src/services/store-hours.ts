// A store's hours read forward from now, in business time: when it next opens, and the slots a
// scheduled order may be placed for (docs/choices.md, "Slots").
import { SCHEDULE_WINDOW_DAYS } from '@storefront/shared/contract/order';
import { formatBusinessOpening } from '@storefront/shared/time/business-format';
import type { ScheduleRow, StoreRow } from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/business-settings';
import { businessClock, businessInstant } from '../lib/time';

type Hours = Pick<ScheduleRow, 'day' | 'opening_time' | 'closing_time'>;

/** The slot length when the setting is missing or unusable (the platform's default). */
export const DEFAULT_SLOT_MINUTES = 30;
const DAY_MS = 86_400_000;

export interface Slot {
  start: Date;
  end: Date;
}

/** The business's slot length in minutes: `schedule_order_slot_duration`, 30 when it is not a sane number. */
export function slotMinutesOf(settings: Pick<BusinessSettings, 'schedule_order_slot_duration'>): number {
  const minutes = Number(settings.schedule_order_slot_duration);
  return Number.isInteger(minutes) && minutes >= 5 && minutes <= 24 * 60 ? minutes : DEFAULT_SLOT_MINUTES;
}

/** A store takes scheduled orders when it says so, the platform does, and it has opening hours. */
export function takesScheduledOrders(
  store: Pick<StoreRow, 'schedule_order'>,
  settings: Pick<BusinessSettings, 'schedule_order'>,
  hours: readonly Hours[],
): boolean {
  return store.schedule_order === 1 && Boolean(settings.schedule_order) && hours.length > 0;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Each opening of the store from the day before `now` (an evening that runs past midnight) to `days`
 * ahead: [opens, closes) as instants. A closing time before the opening one is the next day's; one of
 * 23:59 or later is the day's end, so an all-day store's last slot ends at midnight.
 */
function openings(hours: readonly Hours[], now: Date, days: number): Slot[] {
  const today = businessClock(now).date;
  const found: Slot[] = [];
  for (let offset = -1; offset <= days; offset++) {
    const day = addDays(today, offset);
    const date = dateOf(day);
    for (const row of hours) {
      if (row.day !== day.getUTCDay() || row.opening_time === row.closing_time) continue;
      const start = businessInstant(date, row.opening_time);
      const end =
        row.closing_time < row.opening_time
          ? businessInstant(dateOf(addDays(date, 1)), row.closing_time)
          : row.closing_time >= '23:59'
            ? businessInstant(dateOf(addDays(date, 1)), '00:00:00')
            : businessInstant(date, row.closing_time);
      found.push({ start, end });
    }
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** When the store next opens after `now` (null without opening hours). */
export function nextOpeningAt(hours: readonly Hours[], now: Date): Date | null {
  // A week and a day ahead: a store open one day a week opens again within it.
  return openings(hours, now, 8).find((opening) => opening.start.getTime() > now.getTime())?.start ?? null;
}

/**
 * The times a scheduled order may be placed for: every `minutes` from each opening while the slot
 * starts before closing (the last one ends at closing), starting after `now` and at most the
 * scheduling window ahead.
 */
export function scheduleSlots(hours: readonly Hours[], now: Date, minutes: number): Slot[] {
  const last = now.getTime() + SCHEDULE_WINDOW_DAYS * DAY_MS;
  const slots = new Map<number, Slot>();
  for (const opening of openings(hours, now, SCHEDULE_WINDOW_DAYS)) {
    for (let t = opening.start.getTime(); t < opening.end.getTime() && t <= last; t += minutes * 60_000) {
      // Two rows of one day that overlap offer a time once.
      if (t > now.getTime() && !slots.has(t)) {
        slots.set(t, { start: new Date(t), end: new Date(Math.min(t + minutes * 60_000, opening.end.getTime())) });
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `at` is the start of one of the store's slots. */
export const isSlotStart = (hours: readonly Hours[], at: Date, now: Date, minutes: number): boolean =>
  scheduleSlots(hours, now, minutes).some((slot) => slot.start.getTime() === at.getTime());

/** The platform's schedule_at for an instant: its wall-clock time in the business zone. */
export function scheduleAtText(at: Date): string {
  const { date, time } = businessClock(at);
  return `${date} ${time}`;
}

export const STORE_SLOT_MESSAGE =
  "The scheduled time is not one of the store's time slots. Choose one of the times it offers.";
export const NO_OPENING_HOURS_MESSAGE = 'The store is closed: it has no opening hours yet.';

/** Why an order for now is refused at a closed store, with when it opens and what the customer can do. */
export function closedNowMessage(hours: readonly Hours[], now: Date, scheduled: boolean): string {
  const opens = nextOpeningAt(hours, now);
  if (!opens) return NO_OPENING_HOURS_MESSAGE;
  const when = formatBusinessOpening(opens.toISOString(), now);
  return scheduled
    ? `The store is closed now (it opens ${when}). Schedule the order for one of its times.`
    : `The store is closed now (it opens ${when}) and takes no scheduled orders. Order once it is open.`;
}
