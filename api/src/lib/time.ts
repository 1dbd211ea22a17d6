/** The platform's local time zone: store hours are read in it. */
export const BUSINESS_TIME_ZONE = 'Asia/Dhaka';

/** Day of week (0 = Sunday) and HH:mm:ss of `date` in the business time zone. */
export function localClock(date: Date, timeZone = BUSINESS_TIME_ZONE): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return { day: Math.max(0, days.indexOf(get('weekday'))), time: `${get('hour')}:${get('minute')}:${get('second')}` };
}

/** Whether HH:mm:ss `time` lies in [start, end]; an end before the start wraps past midnight. */
export function withinHours(time: string, start: string, end: string): boolean {
  return start <= end ? time >= start && time <= end : time >= start || time <= end;
}
