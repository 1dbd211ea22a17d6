import { toast } from '@storefront/shared';

/** The track-order form's rules, one for every part that offers it (account's /track-order, parcel's home). */
export const NEED_ORDER_ID = 'Need a order id';
export const NEED_CONTACT_NUMBER = 'Need a contact number';

export const TRACK_ORDER_PATH = '/track-order';
/** The query /track-order is prefilled from: what an order-placed page knows. */
export const TRACK_QUERY = { orderId: 'order_id', phone: 'phone' } as const;

export interface TrackFormValues {
  orderId: string;
  /** The phone or email the order was placed with (needed only when signed out). */
  contact: string;
}

export type TrackFormCheck = { ok: true; orderId: number; contact: string } | { ok: false; message: string };

/**
 * An order id always — a whole number, '#' allowed before it, as the order pages print it; signed
 * out, a phone or email too. The contact goes as typed: the API reads a phone in its local, national
 * or international form. Answers the first problem, or what to track.
 */
export function checkTrackForm(values: TrackFormValues, signedIn: boolean): TrackFormCheck {
  const idText = values.orderId.trim().replace(/^#\s*/, '');
  const orderId = Number(idText);
  if (!/^\d+$/.test(idText) || !Number.isSafeInteger(orderId) || orderId <= 0)
    return { ok: false, message: NEED_ORDER_ID };
  const contact = values.contact.trim();
  if (!signedIn && !contact) return { ok: false, message: NEED_CONTACT_NUMBER };
  return { ok: true, orderId, contact };
}

/**
 * Shows a check's answer as the form's toasts: a newer warning replaces the other, and a search that
 * goes through clears both. True when the search may go ahead.
 */
export function toastTrackCheck(check: TrackFormCheck): check is Extract<TrackFormCheck, { ok: true }> {
  for (const message of [NEED_ORDER_ID, NEED_CONTACT_NUMBER])
    if (check.ok || message !== check.message) toast.close(message);
  if (!check.ok) toast.error(check.message);
  return check.ok;
}

/** /track-order for an order just placed, so the form opens filled in (the phone when known). */
export function trackOrderPath(orderId: number, phone?: string | null): string {
  const query = new URLSearchParams({ [TRACK_QUERY.orderId]: String(orderId) });
  if (phone?.trim()) query.set(TRACK_QUERY.phone, phone.trim());
  return `${TRACK_ORDER_PATH}?${query.toString()}`;
}

/** The form's values from /track-order's query (empty when absent). */
export function trackFormFromQuery(query: URLSearchParams): TrackFormValues {
  return { orderId: query.get(TRACK_QUERY.orderId) ?? '', contact: query.get(TRACK_QUERY.phone) ?? '' };
}
