import { z } from '@storefront/shared/zod';

export const NEW_LOCATION_SET = 'New location has been set.';
export const NAME_REQUIRED = 'Name is required';
export const PHONE_REQUIRED = 'Phone Number is required';
export const ADDRESS_REQUIRED = 'Address is required';
export const RECEIVER_PAYS_CASH_ONLY = 'When the receiver pays, the payment is cash on delivery.';

export type ChargePayer = 'sender' | 'receiver';
export type ParcelPaymentMethod = 'cash_on_delivery' | 'digital_payment';

export interface DeliveryInfoValues {
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  senderAddress: string;
  senderLat: number | null;
  senderLng: number | null;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  receiverLat: number | null;
  receiverLng: number | null;
  chargePayer: ChargePayer;
  paymentMethod: ParcelPaymentMethod;
  instruction: string;
}

const text = (message: string) =>
  z.pipe(
    z.transform((v) => (typeof v === 'string' ? v.trim() : v)),
    z.string({ message }).check(z.minLength(1, message)),
  );
/** A phone counts only with digits after its country code. */
const phone = z
  .string({ message: PHONE_REQUIRED })
  .check(z.refine((v) => /\d{4,}/.test(v.replace(/^\+\d{1,3}/, '')), PHONE_REQUIRED));
const coordinate = z.number({ message: ADDRESS_REQUIRED });

/** The parcel form: both parties need a name, a phone and an address picked on the map. */
export const DeliveryInfoSchema = z.object({
  senderName: text(NAME_REQUIRED),
  senderPhone: phone,
  senderEmail: z.optional(z.string()),
  senderAddress: text(ADDRESS_REQUIRED),
  senderLat: coordinate,
  senderLng: coordinate,
  receiverName: text(NAME_REQUIRED),
  receiverPhone: phone,
  receiverAddress: text(ADDRESS_REQUIRED),
  receiverLat: coordinate,
  receiverLng: coordinate,
  chargePayer: z.enum(['sender', 'receiver']),
  paymentMethod: z.enum(['cash_on_delivery', 'digital_payment']),
  instruction: z.optional(z.string()),
});

/** Address errors surface on the address text field; a missing coordinate means no address was picked. */
export function validateDeliveryInfo(values: DeliveryInfoValues): Record<string, string> {
  const result = DeliveryInfoSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    let field = String(issue.path[0]);
    if (field === 'senderLat' || field === 'senderLng') field = 'senderAddress';
    if (field === 'receiverLat' || field === 'receiverLng') field = 'receiverAddress';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What the API needs to price the parcel (the quote): the route, the category, who pays and how.
 * Names and phones are left out, so typing them does not ask for a new price.
 */
export function parcelQuotePayload(values: DeliveryInfoValues, categoryId: number, guestId: string | null) {
  return {
    order_type: 'parcel' as const,
    payment_method: values.paymentMethod,
    parcel_category_id: categoryId,
    charge_payer: values.chargePayer,
    address: values.senderAddress.trim() || 'Sender',
    latitude: values.senderLat ?? undefined,
    longitude: values.senderLng ?? undefined,
    receiver_details: { latitude: values.receiverLat, longitude: values.receiverLng },
    dm_tips: 0,
    ...(guestId ? { guest_id: guestId } : {}),
  };
}

/** Payment methods offered: the configuration's, and only cash on delivery when the receiver pays. */
export function paymentMethodsFor(
  chargePayer: ChargePayer,
  config: { cash_on_delivery?: boolean; digital_payment?: boolean } | undefined,
): ParcelPaymentMethod[] {
  const methods: ParcelPaymentMethod[] = [];
  if (config?.cash_on_delivery !== false) methods.push('cash_on_delivery');
  if (chargePayer === 'sender' && config?.digital_payment) methods.push('digital_payment');
  return methods;
}

export const PAYMENT_LABELS: Record<ParcelPaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  digital_payment: 'Digital payment',
};

export interface ParcelOrderInput {
  values: DeliveryInfoValues;
  categoryId: number;
  distanceKm: number;
  charge: number;
  /** Set for guests (no token). */
  guestId: string | null;
}

/** The body of POST /customer/order/place for a parcel: no store, the sender's address, the receiver's details. */
export function parcelOrderBody({ values, categoryId, distanceKm, charge, guestId }: ParcelOrderInput) {
  const body: Record<string, unknown> = {
    order_type: 'parcel',
    payment_method: values.paymentMethod,
    order_amount: charge,
    parcel_category_id: categoryId,
    charge_payer: values.chargePayer,
    distance: Math.round(distanceKm * 1000) / 1000,
    address: values.senderAddress.trim(),
    latitude: values.senderLat,
    longitude: values.senderLng,
    address_type: 'other',
    dm_tips: 0,
    contact_person_name: values.senderName.trim(),
    contact_person_number: values.senderPhone,
    receiver_details: {
      contact_person_name: values.receiverName.trim(),
      contact_person_number: values.receiverPhone,
      address: values.receiverAddress.trim(),
      latitude: values.receiverLat,
      longitude: values.receiverLng,
      address_type: 'other',
    },
  };
  if (values.instruction.trim()) body.delivery_instruction = values.instruction.trim();
  if (guestId) {
    body.guest_id = guestId;
    if (values.senderEmail.trim()) body.contact_person_email = values.senderEmail.trim();
  }
  return body;
}
