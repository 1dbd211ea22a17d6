import { appStore, orderTrackingAtom, useAtomValue, type OrderTrackingTarget } from '@storefront/shared';

/** The order the tracking drawer shows (guests add the phone or email they ordered with). */
export type TrackingTarget = OrderTrackingTarget;

/**
 * The drawer is opened from the order pages and /track-order (the account route part, or its
 * OrderDetails embed) and shown by the overlay host. The target is a shared atom so that the shell
 * can load the overlay host when the drawer is first asked for.
 */
export const trackingDrawer = {
  open(target: TrackingTarget) {
    appStore.set(orderTrackingAtom, target);
  },
  close() {
    appStore.set(orderTrackingAtom, null);
  },
};

export function useTrackingTarget(): TrackingTarget | null {
  return useAtomValue(orderTrackingAtom);
}
