export const NEED_ORDER_ID = 'Need a order id';
export const NEED_CONTACT = 'Need a contact number';

export interface TrackFormValues {
  orderId: string;
  contact: string;
}

/**
 * The track form: an order id always; signed out, a phone or email too. The contact goes as typed:
 * the API reads a phone in its local, national or international form. Answers the first problem, or
 * the target to track.
 */
export function checkTrackForm(
  values: TrackFormValues,
  signedIn: boolean,
): { ok: false; message: string } | { ok: true; orderId: number; contactNumber?: string } {
  const orderId = Number(values.orderId.trim().replace(/^#/, ''));
  if (!values.orderId.trim() || !Number.isInteger(orderId) || orderId <= 0)
    return { ok: false, message: NEED_ORDER_ID };
  const contact = values.contact.trim();
  if (!signedIn && !contact) return { ok: false, message: NEED_CONTACT };
  if (!contact) return { ok: true, orderId };
  return { ok: true, orderId, contactNumber: contact };
}
