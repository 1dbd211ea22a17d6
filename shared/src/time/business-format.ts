import { formatTime12h } from '../format/format';
import { BUSINESS_TIME_ZONE, businessClock } from './business-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
