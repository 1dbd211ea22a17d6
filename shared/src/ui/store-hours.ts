import type { Store } from '../contract/store';
import { formatBusinessOpening } from '../time/business-format';
import { businessNow } from '../time/business-time';

/** A store with no opening hours is closed until it is given some. */
export const NO_OPENING_HOURS_TEXT = 'Closed · no opening hours yet';
export const CLOSED_STORE_TEXT = 'Closed';

type HoursFields = Pick<Store, 'open' | 'active'> & Partial<Pick<Store, 'next_opening_at' | 'schedules'>>;

/** Whether the store takes no order for now: inactive, or closed by its schedule. */
export const isStoreClosed = (store: Pick<Store, 'open' | 'active'>): boolean => store.open !== 1 || !store.active;

/**
 * What a closed store's card, page, cart and checkout say of its hours, in business time: 'Closed ·
 * opens 9:00 AM' (or 'tomorrow 9:00 AM', 'Friday 9:00 AM'); null while it is open.
 */
export function storeClosedText(store: HoursFields, now: Date = businessNow()): string | null {
  if (!isStoreClosed(store)) return null;
  if (store.next_opening_at) return `Closed · opens ${formatBusinessOpening(store.next_opening_at, now)}`;
  if (store.active && store.schedules && store.schedules.length === 0) return NO_OPENING_HOURS_TEXT;
  return CLOSED_STORE_TEXT;
}
