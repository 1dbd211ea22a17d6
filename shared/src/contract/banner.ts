import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema } from './common';

export const BANNER_TYPES = ['default', 'store_wise', 'item_wise'] as const;

/** A banner: default banners follow `link`; store_wise open `store`; item_wise open `item`. */
export const BannerSchema = z.object({
  id: IdSchema,
  title: z.string(),
  type: z.enum(BANNER_TYPES),
  image: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
  link: z.nullable(z.string()),
  module_id: z.optional(IdSchema),
  zone_id: z.optional(IdSchema),
  featured: z.optional(z.boolean()),
  store: z.nullable(
    z.object({
      id: IdSchema,
      slug: z.nullable(z.string()),
      name: z.string(),
      zone_id: IdSchema,
      module_id: z.optional(IdSchema),
    }),
  ),
  item: z.nullable(
    z.object({
      id: IdSchema,
      slug: z.nullable(z.string()),
      name: z.string(),
      image: z.optional(z.nullable(z.string())),
      image_full_url: ImageUrlSchema,
    }),
  ),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A running basic campaign listed next to the banners. */
export const CampaignSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  slug: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
  start_date: z.optional(z.nullable(z.string())),
  end_date: z.optional(z.nullable(z.string())),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

/** GET /banners */
export const BannersResponseSchema = z.object({
  banners: z.array(BannerSchema),
  campaigns: z.array(CampaignSummarySchema),
});
export type BannersResponse = z.infer<typeof BannersResponseSchema>;
