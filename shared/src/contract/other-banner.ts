import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema } from './common';

/** GET /other-banners: the module's promotional banners (the parcel home's promo banners). */
export const PromotionalBannerSchema = z.object({
  id: IdSchema,
  module_id: IdSchema,
  key: z.literal('promotional_banner'),
  title: z.string(),
  value: z.string(),
  value_full_url: ImageUrlSchema,
});
export const PromotionalBannerListSchema = z.array(PromotionalBannerSchema);
export type PromotionalBanner = z.infer<typeof PromotionalBannerSchema>;

/**
 * GET /other-banners/video-content: the parcel how-it-works block. `banner_contents` holds six
 * values: three label and description pairs.
 */
export const ParcelVideoContentSchema = z.object({
  banner_type: z.enum(['video', 'video_content', 'image']),
  banner_video: z.nullable(z.string()),
  banner_video_content_full_url: ImageUrlSchema,
  banner_image_full_url: ImageUrlSchema,
  banner_contents: z.array(z.string()).check(z.length(6)),
});
export type ParcelVideoContent = z.infer<typeof ParcelVideoContentSchema>;

/** GET /other-banners/why-choose */
export const WhyChooseBannerSchema = z.object({
  id: IdSchema,
  title: z.string(),
  short_description: z.string(),
  image_full_url: ImageUrlSchema,
});
export const WhyChooseBannersResponseSchema = z.object({ banners: z.array(WhyChooseBannerSchema) });
export type WhyChooseBanner = z.infer<typeof WhyChooseBannerSchema>;
