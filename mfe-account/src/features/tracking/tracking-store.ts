import { useSyncExternalStore } from 'react';

/** The order the tracking drawer shows (guests add the phone or email they ordered with). */
export interface TrackingTarget {
  orderId: number;
  contactNumber?: string;
}

let current: TrackingTarget | null = null;
const listeners = new Set<() => void>();

/**
 * The drawer is opened from the order pages and /track-order (the account route part) and shown by
 * the overlay host: both are exposes of this one remote and share this module.
 */
export const trackingDrawer = {
  open(target: TrackingTarget) {
    current = target;
    listeners.forEach((listener) => listener());
  },
  close() {
    current = null;
    listeners.forEach((listener) => listener());
  },
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTrackingTarget(): TrackingTarget | null {
  return useSyncExternalStore(trackingDrawer.subscribe, trackingDrawer.get, trackingDrawer.get);
}
