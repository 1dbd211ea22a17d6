import { formatTime12h } from '../format/format';
import { BUSINESS_TIME_ZONE, businessClock, businessNow } from './business-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const instantOf = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * An order's (or any record's) moment as the business reads it, "18 Nov 2026, 6:00 PM": in Dhaka's
 * zone whatever the device's, so a customer abroad sees the times the store and rider see.
 */
export function formatBusinessDateTime(iso: string | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  const at = instantOf(iso);
  if (!at) return iso ?? '';
  const { date, time } = businessClock(at, timeZone);
  const [year, month = '1', day = '1'] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${formatTime12h(time)}`;
}

/** The time of day alone, in business time: "6:00 PM". */
export function formatBusinessTime(iso: string | null | undefined, timeZone = BUSINESS_TIME_ZONE): string {
  const at = instantOf(iso);
  if (!at) return iso ?? '';
  return formatTime12h(businessClock(at, timeZone).time);
}

/** Calendar days from `now`'s business date to `at`'s (0 the same day, 1 the next). */
function businessDaysAhead(at: Date, now: Date, timeZone: string): number {
  const day = (date: Date) => Date.parse(`${businessClock(date, timeZone).date}T00:00:00Z`);
  return Math.round((day(at) - day(now)) / 86_400_000);
}

/**
 * A business day as a customer names it from `now`: 'Today', 'Tomorrow', then the weekday and date
 * ('Friday 20 Nov').
 */
export function formatBusinessDay(
  iso: string | null | undefined,
  now: Date = businessNow(),
  timeZone = BUSINESS_TIME_ZONE,
): string {
  const at = instantOf(iso);
  if (!at) return iso ?? '';
  const ahead = businessDaysAhead(at, now, timeZone);
  if (ahead === 0) return 'Today';
  if (ahead === 1) return 'Tomorrow';
  const { date, day } = businessClock(at, timeZone);
  const [, month = '1', dayOfMonth = '1'] = date.split('-');
  return `${WEEKDAYS[day]} ${Number(dayOfMonth)} ${MONTHS[Number(month) - 1]}`;
}

/**
 * When something happens next, from `now`, in business time: '9:00 AM' today, 'tomorrow 9:00 AM',
 * 'Friday 9:00 AM' within the week, else the whole date ('27 Nov 2026, 9:00 AM').
 */
export function formatBusinessOpening(
  iso: string | null | undefined,
  now: Date = businessNow(),
  timeZone = BUSINESS_TIME_ZONE,
): string {
  const at = instantOf(iso);
  if (!at) return iso ?? '';
  const ahead = businessDaysAhead(at, now, timeZone);
  const time = formatBusinessTime(iso, timeZone);
  if (ahead <= 0) return time;
  if (ahead === 1) return `tomorrow ${time}`;
  if (ahead < 7) return `${WEEKDAYS[businessClock(at, timeZone).day]} ${time}`;
  return formatBusinessDateTime(iso, timeZone);
}
