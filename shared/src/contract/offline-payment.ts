import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';

export const OFFLINE_PAYMENT_SUBMITTED_MESSAGE = 'Offline payment info submitted successfully.';

/**
 * PUT /customer/order/offline-payment (or POST with _method=put; token or guest_id): the proof of
 * an offline payment. The method's customer inputs (see offline_payment_method_list) arrive as
 * top-level fields or inside `method_fields` (an object or a JSON string).
 */
export const OfflinePaymentPayloadSchema = z.object({
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .check(z.int(), z.positive('The order id field is required.')),
  method_id: z.coerce
    .number({ message: 'The method id field is required.' })
    .check(z.int(), z.positive('The method id field is required.')),
  customer_note: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  method_fields: z.optional(z.unknown()),
  guest_id: z.optional(IdSchema),
});
export type OfflinePaymentPayload = z.input<typeof OfflinePaymentPayloadSchema>;

/** The proof as an order shows it. */
export const OfflinePaymentInfoSchema = z.object({
  method_id: IdSchema,
  method_name: z.string(),
  payment_info: z.record(z.string(), z.string()),
  customer_note: z.nullable(z.string()),
  status: z.enum(['pending', 'verified', 'denied']),
});
export type OfflinePaymentInfo = z.infer<typeof OfflinePaymentInfoSchema>;
