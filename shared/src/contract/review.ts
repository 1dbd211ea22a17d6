import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';

/**
 * GET /customer/review-reminder: the latest delivered order the customer has neither reviewed
 * nor dismissed (order_id null when there is none), with its product images.
 */
export const ReviewReminderSchema = z.nullable(
  z.object({
    order_id: z.nullable(IdSchema),
    images_full_url: z.optional(z.array(z.string())),
  }),
);
export type ReviewReminder = z.infer<typeof ReviewReminderSchema>;

/** What every review sends: its order, a rating of 1 to 5 and an optional comment. */
const reviewFields = {
  order_id: z.coerce
    .number({ message: 'The order id field is required.' })
    .check(z.int(), z.positive('The order id field is required.')),
  rating: z.coerce
    .number({ message: 'The rating field is required.' })
    .check(
      z.int('The rating must be between 1 and 5.'),
      z.minimum(1, 'The rating must be between 1 and 5.'),
      z.maximum(5, 'The rating must be between 1 and 5.'),
    ),
  comment: z.optional(
    z.string().check(z.trim(), z.maxLength(1000, 'The comment may not be greater than 1000 characters.')),
  ),
};

/** POST /items/reviews/submit */
export const ReviewSubmitPayloadSchema = z.object({
  item_id: z.coerce
    .number({ message: 'The item id field is required.' })
    .check(z.int(), z.positive('The item id field is required.')),
  ...reviewFields,
});
export type ReviewSubmitPayload = z.input<typeof ReviewSubmitPayloadSchema>;

export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully';

/** POST /delivery-man/reviews/submit (token): the delivery man of a delivered order of the customer's. */
export const DeliveryManReviewPayloadSchema = z.object({
  delivery_man_id: z.coerce
    .number({ message: 'The delivery man id field is required.' })
    .check(z.int(), z.positive('The delivery man id field is required.')),
  ...reviewFields,
});
export type DeliveryManReviewPayload = z.input<typeof DeliveryManReviewPayloadSchema>;

/** A customer's review of an item, as item and store review lists show it. */
export const ItemReviewSchema = z.object({
  id: IdSchema,
  item_id: IdSchema,
  item_name: z.string(),
  item_image_full_url: z.nullable(z.string()),
  order_id: IdSchema,
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string()),
  customer_name: z.string(),
  customer_image_full_url: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ItemReview = z.infer<typeof ItemReviewSchema>;

/** GET /items/reviews/{item_id}?limit&offset */
export const ItemReviewListResponseSchema = z.object({
  total_size: z.number(),
  limit: z.number(),
  offset: z.number(),
  reviews: z.array(ItemReviewSchema),
});
export type ItemReviewListResponse = z.infer<typeof ItemReviewListResponseSchema>;

/** GET /items/rating/{item_id}: the average, the count and the counts of 5, 4, 3, 2 and 1 stars. */
export const ItemRatingSchema = z.object({
  item_id: IdSchema,
  avg_rating: z.number(),
  rating_count: z.number(),
  review_count: z.number(),
  rating: z.array(z.number()).check(z.length(5)),
});
export type ItemRating = z.infer<typeof ItemRatingSchema>;

/** GET /stores/reviews?store_id=: reviews of the store's items, newest first. */
export const StoreReviewListSchema = z.array(ItemReviewSchema);
