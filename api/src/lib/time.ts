export { BUSINESS_TIME_ZONE, businessClock, businessInstant } from '@storefront/shared/time/business-time';

/** Whether HH:mm:ss `time` lies in [start, end]; an end before the start wraps past midnight. */
export function withinHours(time: string, start: string, end: string): boolean {
  return start <= end ? time >= start && time <= end : time >= start || time <= end;
}
