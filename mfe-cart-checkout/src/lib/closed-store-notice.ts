import { businessNow, isStoreClosed, storeClosedText } from '@storefront/shared';
import type { Store } from '@storefront/shared/contract/store';

export interface ClosedStoreNotice {
  /** '{store}: Closed · opens 9:00 AM'. */
  title: string;
  /** What the customer can do about it here. */
  text: string;
}

type NoticeStore = Pick<Store, 'name' | 'open' | 'active' | 'next_opening_at' | 'schedules'>;

export const SCHEDULE_AT_CHECKOUT_TEXT = 'You can schedule the order for one of its times at checkout.';
export const SCHEDULE_BELOW_TEXT = 'Choose one of its times for your order below.';
export const ORDER_WHEN_OPEN_TEXT = 'It takes no scheduled orders: you can place the order once it opens.';
export const NO_HOURS_TEXT = 'It cannot take an order until it has opening hours.';

/**
 * What the cart and checkout say, before anything is filled in, of a store that takes no order for now:
 * when it opens and whether the order can be scheduled. Null while it is open.
 */
export function closedStoreNotice(
  store: NoticeStore,
  { canSchedule, where }: { canSchedule: boolean; where: 'cart' | 'checkout' },
  now: Date = businessNow(),
): ClosedStoreNotice | null {
  if (!isStoreClosed(store)) return null;
  const title = `${store.name}: ${storeClosedText(store, now) ?? ''}`;
  if (!store.next_opening_at) return { title, text: NO_HOURS_TEXT };
  if (!canSchedule) return { title, text: ORDER_WHEN_OPEN_TEXT };
  return { title, text: where === 'cart' ? SCHEDULE_AT_CHECKOUT_TEXT : SCHEDULE_BELOW_TEXT };
}
