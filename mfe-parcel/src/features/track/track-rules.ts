import { ORDER_TIMELINE } from '@storefront/shared/contract/order';

export const NEED_ORDER_ID = 'Need a order id';
export const NEED_CONTACT_NUMBER = 'Need a contact number';

export type TrackCheck = { ok: true; orderId: string; phone: string } | { ok: false; message: string };

/** The parcel track form: an order id always; a phone when signed out, sent as typed (the API reads any form). */
export function checkTrackForm(values: { orderId: string; phone: string }, signedIn: boolean): TrackCheck {
  const orderId = values.orderId.trim();
  if (!orderId) return { ok: false, message: NEED_ORDER_ID };
  const phone = values.phone.trim();
  if (!signedIn && !phone) return { ok: false, message: NEED_CONTACT_NUMBER };
  return { ok: true, orderId, phone };
}

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

/** A status as words: picked_up reads "Picked up". */
export function statusText(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
