import { ORDER_TIMELINE } from '@storefront/shared/contract/order';

// The form's checks ('Need a order id', 'Need a contact number') are the shared checkTrackForm.

export const TIMELINE_LABELS: Record<(typeof ORDER_TIMELINE)[number], string> = {
  pending: 'Order Placed',
  confirmed: 'Order Confirmed',
  picked_up: 'On the Way',
  delivered: 'Delivered',
};

/** The tracking timeline step (1 to 4) of a status; 0 when the order left the timeline (canceled, failed…). */
export function timelineStep(status: string): number {
  const index = (ORDER_TIMELINE as readonly string[]).indexOf(status);
  if (index >= 0) return index + 1;
  if (['accepted', 'processing', 'handover'].includes(status)) return 2;
  return 0;
}

/** A status as words: refund_requested reads "Refund requested". */
export function statusText(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The status line, from the timeline's own labels so the two agree (picked_up reads 'On the Way' in
 * both); a status between steps reads as its step, one off the timeline as its words.
 */
export function statusLabel(status: string): string {
  const step = ORDER_TIMELINE[timelineStep(status) - 1];
  return step ? TIMELINE_LABELS[step] : statusText(status);
}
