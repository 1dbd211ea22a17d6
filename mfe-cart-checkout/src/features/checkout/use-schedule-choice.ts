import { isStoreClosed } from '@storefront/shared';
import type { Config } from '@storefront/shared/contract/config';
import type { StoreDetails } from '@storefront/shared/contract/store';
import { useScheduleSlots } from '../../lib/store-details';
import { chosenSlot } from './schedule-rules';

/**
 * Checkout's delivery time: now, or one of the store's own slots where the platform and the store take
 * scheduled orders. At a store closed now the order can only be scheduled, so a slot is chosen from
 * the start (the first, until the customer picks another) and the bill is quoted for it.
 */
export function useScheduleChoice(
  config: Pick<Config, 'schedule_order'> | undefined,
  store: StoreDetails | undefined,
  fields: { scheduling: boolean; scheduleValue: string },
) {
  const storeSchedules = Boolean(config?.schedule_order && store?.schedule_order);
  const { data } = useScheduleSlots(storeSchedules && store ? store.id : null);
  const slots = data?.schedule_order ? data.slots : [];
  const canSchedule = storeSchedules && slots.length > 0;
  const closedNow = store ? isStoreClosed(store) : false;
  const scheduling = canSchedule && (closedNow || fields.scheduling);
  const slot = scheduling ? chosenSlot(slots, fields.scheduleValue) : null;
  return {
    canSchedule,
    /** The store takes scheduled orders, as far as is known yet (its slots may still be on their way). */
    offered: storeSchedules && (data === undefined || slots.length > 0),
    /** A store closed now whose slots are still on their way: its bill waits for the first slot. */
    waiting: storeSchedules && closedNow && data === undefined,
    closedNow,
    scheduling,
    slots,
    /** What the quote and the order send as schedule_at (null: now). */
    scheduleAt: slot?.schedule_at ?? null,
  };
}
