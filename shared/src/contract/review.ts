import { z } from 'zod';
import { IdSchema } from './common';

/**
 * GET /customer/review-reminder: the latest delivered order the customer has neither reviewed
 * nor dismissed (order_id null when there is none), with its product images.
 */
export const ReviewReminderSchema = z
  .object({
    order_id: IdSchema.nullable(),
    images_full_url: z.array(z.string()).optional(),
  })
  .nullable();
export type ReviewReminder = z.infer<typeof ReviewReminderSchema>;

/** POST /items/reviews/submit */
export const ReviewSubmitPayloadSchema = z.object({
  item_id: z.coerce
    .number({ message: 'The item id field is required.' })
    .int()
    .positive('The item id field is required.'),
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .int()
    .positive('The order id field is required.'),
  rating: z.coerce
    .number({ message: 'The rating field is required.' })
    .int('The rating must be between 1 and 5.')
    .min(1, 'The rating must be between 1 and 5.')
    .max(5, 'The rating must be between 1 and 5.'),
  comment: z.string().trim().max(1000, 'The comment may not be greater than 1000 characters.').optional(),
});
export type ReviewSubmitPayload = z.input<typeof ReviewSubmitPayloadSchema>;
