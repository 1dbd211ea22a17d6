import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';

export const REFUND_REQUESTED_MESSAGE = 'Refund request placed successfully';

export const RefundReasonSchema = z.object({
  id: IdSchema,
  reason: z.string(),
  status: z.number().optional(),
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
    .int()
    .positive('The order id field is required.'),
  customer_reason: z
    .string({ message: 'The customer reason field is required.' })
    .trim()
    .min(1, 'The customer reason field is required.')
    .max(255),
  customer_note: z.string().trim().max(1000, 'The customer note may not be greater than 1000 characters.').optional(),
  refund_method: z.string().trim().max(100).optional(),
  guest_id: IdSchema.optional(),
});
export type RefundRequestPayload = z.input<typeof RefundRequestPayloadSchema>;
