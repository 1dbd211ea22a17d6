import { ORDER_TIMELINE } from '../contract/order';

/** The label of each timeline step, as the spec names them. */
export const TIMELINE_LABELS: Record<(typeof ORDER_TIMELINE)[number], string> = {
  pending: 'Order Placed',
  confirmed: 'Order Confirmed',
  picked_up: 'On the Way',
  delivered: 'Delivered',
};

/** The tracking timeline, in order, with the spec's labels. */
export const TIMELINE_STEPS = ORDER_TIMELINE.map((status) => ({ status, label: TIMELINE_LABELS[status] }));

/** The tracking drawer re-fetches every 10 seconds until the order is delivered. */
export const TRACKING_POLL_MS = 10_000;

/** Statuses between the timeline's own steps count as the step they belong to. */
const BETWEEN_STEPS: Record<string, number> = { accepted: 2, processing: 2, handover: 2 };

/** The step reached (1..4), or 0 for orders off the timeline (canceled, failed, refunded). */
export function timelineStep(status: string): number {
  const index = (ORDER_TIMELINE as readonly string[]).indexOf(status);
  return index >= 0 ? index + 1 : (BETWEEN_STEPS[status] ?? 0);
}

/** 'refund_requested' → 'Refund Requested': statuses off the timeline read as their own words. */
const titleCase = (status: string) =>
  status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * What the order's status reads as, from the timeline's own labels so the two agree (picked_up reads
 * 'On the Way' in both); a status between steps reads as its step, one off the timeline as its words.
 */
export function statusLabel(status: string): string {
  const step = TIMELINE_STEPS[timelineStep(status) - 1];
  return step ? step.label : titleCase(status);
}

/**
 * The polling interval for an order: 10 s while it moves, none once delivered. Orders that left the
 * timeline (canceled, failed, refunded) never reach delivered, so they stop too.
 */
export function pollInterval(status: string | undefined): number {
  if (status === undefined) return TRACKING_POLL_MS;
  return timelineStep(status) > 0 && status !== 'delivered' ? TRACKING_POLL_MS : 0;
}

/** Directions in the map provider's own app, from the store (or the delivery man) to the door. */
export function directionsUrl(from: { lat: number; lng: number }, to: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&origin=${from.lat},${from.lng}&destination=${to.lat},${to.lng}&travelmode=driving`;
}
