import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema } from './common';

export const BANNER_TYPES = ['default', 'store_wise', 'item_wise'] as const;

/** A banner: default banners follow `link`; store_wise open `store`; item_wise open `item`. */
export const BannerSchema = z.object({
  id: IdSchema,
  title: z.string(),
  type: z.enum(BANNER_TYPES),
  image: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
  link: z.string().nullable(),
  module_id: IdSchema.optional(),
  zone_id: IdSchema.optional(),
  featured: z.boolean().optional(),
  store: z
    .object({
      id: IdSchema,
      slug: z.string().nullable(),
      name: z.string(),
      zone_id: IdSchema,
      module_id: IdSchema.optional(),
    })
    .nullable(),
  item: z
    .object({
      id: IdSchema,
      slug: z.string().nullable(),
      name: z.string(),
      image: z.string().nullable().optional(),
      image_full_url: ImageUrlSchema,
    })
    .nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A running basic campaign listed next to the banners. */
export const CampaignSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  slug: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
  start_date: z.string().nullable().optional(),
  end_date: z.string().nullable().optional(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

/** GET /banners */
export const BannersResponseSchema = z.object({
  banners: z.array(BannerSchema),
  campaigns: z.array(CampaignSummarySchema),
});
export type BannersResponse = z.infer<typeof BannersResponseSchema>;
