/** The tracking timeline, in order, with the spec's labels. */
export const TIMELINE_STEPS = [
  { status: 'pending', label: 'Order Placed' },
  { status: 'confirmed', label: 'Order Confirmed' },
  { status: 'picked_up', label: 'On the Way' },
  { status: 'delivered', label: 'Delivered' },
] as const;

/** The tracking drawer re-fetches every 10 seconds until the order is delivered. */
export const TRACKING_POLL_MS = 10_000;

/** Statuses between the timeline's own steps count as the step they belong to. */
const STEP_OF: Record<string, number> = {
  pending: 1,
  confirmed: 2,
  accepted: 2,
  processing: 2,
  handover: 2,
  picked_up: 3,
  delivered: 4,
};

/** The step reached (1..4), or 0 for orders off the timeline (cancelled, failed, refunded). */
export function timelineStep(status: string): number {
  return STEP_OF[status] ?? 0;
}

/** 'refund_requested' → 'Refund Requested': statuses off the timeline read as their own words. */
const titleCase = (status: string) =>
  status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * What the order's status reads as, from the same steps as the timeline: the drawer's header names
 * the step the timeline marks (picked_up and the header both read 'On the Way'); a status between
 * steps reads as its step; an order off the timeline reads as its own status.
 */
export function statusLabel(status: string): string {
  const step = TIMELINE_STEPS[timelineStep(status) - 1];
  return step ? step.label : titleCase(status);
}

/**
 * The polling interval for an order: 10 s while it moves, none once delivered. Orders that left the
 * timeline (cancelled, failed, refunded) never reach delivered, so they stop too.
 */
export function pollInterval(status: string | undefined): number {
  if (status === undefined) return TRACKING_POLL_MS;
  return timelineStep(status) > 0 && status !== 'delivered' ? TRACKING_POLL_MS : 0;
}

/** Directions in the map provider's own app, from the store (or the delivery man) to the door. */
export function directionsUrl(from: { lat: number; lng: number }, to: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&origin=${from.lat},${from.lng}&destination=${to.lat},${to.lng}&travelmode=driving`;
}
