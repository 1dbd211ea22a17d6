import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { StoreSchema } from './store';

/** An ad: a store promotion (cover and profile images) or a video promotion. */
export const AdvertisementSchema = z.object({
  id: IdSchema,
  add_type: z.enum(['store_promotion', 'video_promotion']),
  title: z.string(),
  description: z.string(),
  module_id: IdSchema,
  zone_id: IdSchema,
  store_id: IdSchema,
  cover_image_full_url: ImageUrlSchema,
  profile_image_full_url: ImageUrlSchema,
  video_attachment_full_url: ImageUrlSchema,
  is_rating_active: FlagSchema,
  is_review_active: FlagSchema,
  average_rating: NumericSchema,
  reviews_comments_count: z.number(),
  priority: z.optional(z.number()),
  start_date: z.string(),
  end_date: z.string(),
  store: StoreSchema,
});
export type Advertisement = z.infer<typeof AdvertisementSchema>;

/** GET /advertisement/list */
export const AdvertisementListSchema = z.array(AdvertisementSchema);
