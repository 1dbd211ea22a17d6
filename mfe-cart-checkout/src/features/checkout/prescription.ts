import type { CartLine } from '@storefront/shared/contract/cart';

export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image.';
export const PRESCRIPTION_IMAGES_ONLY_MESSAGE = 'Only images can be uploaded as a prescription.';

/**
 * The fields of the spec's multipart prescription form (POST customer/order/prescription/place),
 * besides the images; order_type and payment_method go along for take-away and the chosen method.
 */
export const PRESCRIPTION_FORM_FIELDS = [
  'store_id',
  'distance',
  'address',
  'longitude',
  'latitude',
  'order_note',
  'guest_id',
  'contact_person_name',
  'contact_person_number',
  'dm_tips',
  'order_type',
  'payment_method',
] as const;

export type PrescriptionOrderFields = Partial<Record<(typeof PRESCRIPTION_FORM_FIELDS)[number], unknown>>;

/** The prescription form's fields out of an order payload (no cart, coupon or schedule). */
export function prescriptionFields(payload: object): PrescriptionOrderFields {
  const source = payload as Record<string, unknown>;
  const fields: PrescriptionOrderFields = {};
  for (const name of PRESCRIPTION_FORM_FIELDS) if (source[name] !== undefined) fields[name] = source[name];
  return fields;
}

/** A prescription image is requested when a line's item has is_prescription_required set. */
export function needsPrescription(
  lines: readonly { item: Pick<CartLine['item'], 'is_prescription_required'> }[],
  store: { prescription_order?: boolean } | undefined,
): boolean {
  return store?.prescription_order !== false && lines.some((line) => Boolean(line.item.is_prescription_required));
}

/**
 * Whether this checkout asks for a prescription: always for a prescription order, else when an item
 * ordered needs one — the cart's lines, or the one item of a Buy now or campaign order.
 */
export function checkoutNeedsPrescription(
  page: 'cart' | 'buy_now' | 'campaign' | 'prescription',
  direct: { item: Pick<CartLine['item'], 'is_prescription_required'> } | null,
  cartLines: readonly { item: Pick<CartLine['item'], 'is_prescription_required'> }[],
  store: { prescription_order?: boolean } | undefined,
): boolean {
  if (page === 'prescription') return true;
  return needsPrescription(direct ? [direct] : cartLines, store);
}

/**
 * A multipart form of an order: every given field as text (objects and lists as JSON strings) and
 * the images as order_attachment[].
 */
export function multipartForm(fields: object, images: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const image of images) form.append('order_attachment[]', image);
  return form;
}
