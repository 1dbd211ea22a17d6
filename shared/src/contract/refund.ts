import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';

export const REFUND_REQUESTED_MESSAGE = 'Refund request placed successfully';

export const RefundReasonSchema = z.object({
  id: IdSchema,
  reason: z.string(),
  status: z.optional(z.number()),
});

/** GET /customer/order/refund-reasons */
export const RefundReasonsResponseSchema = z.object({
  refund_reasons: z.array(RefundReasonSchema),
});
export type RefundReasonsResponse = z.infer<typeof RefundReasonsResponseSchema>;

/**
 * POST /customer/order/refund-request (token or guest_id; JSON, form or multipart with up to 3
 * `image[]` files): for a delivered order, once.
 */
export const RefundRequestPayloadSchema = z.object({
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .check(z.int(), z.positive('The order id field is required.')),
  customer_reason: z
    .string({ message: 'The customer reason field is required.' })
    .check(z.trim(), z.minLength(1, 'The customer reason field is required.'), z.maxLength(255)),
  customer_note: z.optional(
    z.string().check(z.trim(), z.maxLength(1000, 'The customer note may not be greater than 1000 characters.')),
  ),
  refund_method: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  guest_id: z.optional(IdSchema),
});
export type RefundRequestPayload = z.input<typeof RefundRequestPayloadSchema>;
