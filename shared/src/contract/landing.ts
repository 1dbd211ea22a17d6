import { z } from '@storefront/shared/zod';
import { FlagSchema, ImageUrlSchema } from './common';

export const DownloadAppLinksSchema = z.object({
  playstore_url_status: FlagSchema,
  playstore_url: z.string().nullable(),
  apple_store_url_status: FlagSchema,
  apple_store_url: z.string().nullable(),
});

const TitledImageSchema = z.object({
  id: z.number().optional(),
  title: z.string(),
  sub_title: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
});

/** GET /landing-page and GET /react-landing-page */
export const LandingSchema = z.object({
  fixed_header_title: z.string().optional(),
  fixed_header_sub_title: z.string().optional(),
  fixed_module_title: z.string().optional(),
  fixed_module_sub_title: z.string().optional(),
  fixed_referal_title: z.string().optional(),
  fixed_referal_sub_title: z.string().optional(),
  fixed_newsletter_title: z.string(),
  fixed_newsletter_sub_title: z.string(),
  fixed_footer_description: z.string(),
  fixed_promotional_banner_full_url: ImageUrlSchema.optional(),
  download_user_app_links: DownloadAppLinksSchema,
  promotion_banners: z.array(TitledImageSchema).optional(),
  special_criterias: z.array(TitledImageSchema).optional(),
  header_banner_full_url: ImageUrlSchema.optional(),
  available_zone_status: FlagSchema.optional(),
  available_zone_title: z.string().optional(),
  available_zone_short_description: z.string().optional(),
  available_zone_list: z
    .array(z.object({ id: z.number(), display_name: z.string(), modules: z.array(z.string()) }))
    .optional(),
});
export type Landing = z.infer<typeof LandingSchema>;

/** POST /newsletter/subscribe */
export const NewsletterPayloadSchema = z.object({
  email: z.string({ message: 'Please insert a valid email' }).trim().email('Please insert a valid email'),
});
export type NewsletterPayload = z.infer<typeof NewsletterPayloadSchema>;
