/** The platform's time zone: opening hours, campaign windows and schedules are read in it. */
export const BUSINESS_TIME_ZONE = 'Asia/Dhaka';

/** A moment as the business reads it: its date, weekday (0 = Sunday) and HH:mm:ss in the business zone. */
export interface BusinessClock {
  date: string;
  day: number;
  time: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The business zone's date, weekday and time of day at `date`. */
export function businessClock(date: Date, timeZone = BUSINESS_TIME_ZONE): BusinessClock {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    day: Math.max(0, WEEKDAYS.indexOf(get('weekday'))),
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}

/** The instant a wall-clock date ('2026-06-04') and time ('18:30' or '18:30:00') name in the business zone. */
export function businessInstant(date: string, time = '00:00:00', timeZone = BUSINESS_TIME_ZONE): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at that moment, read back from its own wall clock (no offset table of ours).
  const offsetAt = (instant: number) => {
    const seen = businessClock(new Date(instant), timeZone);
    const [sy = 0, smo = 1, sd = 1] = seen.date.split('-').map(Number);
    const [sh = 0, smi = 0, ss = 0] = seen.time.split(':').map(Number);
    return Date.UTC(sy, smo - 1, sd, sh, smi, ss) - Math.floor(instant / 1000) * 1000;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** How far the API's clock is from this device's: business rules on the page read the API's. */
let serverOffsetMs = 0;

/**
 * Takes the API's clock from a reply's `server_time`, received at device time `receivedAt`. A reply
 * the API kept says its `Age` in seconds: the time in it was true that long before it came.
 */
export function syncBusinessClock(serverTime: string | null | undefined, receivedAt = Date.now(), age?: unknown): void {
  const at = serverTime ? Date.parse(serverTime) : Number.NaN;
  const ageSeconds = Number(age);
  const ageMs = Number.isFinite(ageSeconds) && ageSeconds > 0 ? ageSeconds * 1000 : 0;
  if (Number.isFinite(at)) serverOffsetMs = at + ageMs - receivedAt;
}

/** Now, on the API's clock (the device's until a reply has said otherwise). */
export function businessNow(): Date {
  return new Date(Date.now() + serverOffsetMs);
}
