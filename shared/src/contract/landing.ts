import { z } from '@storefront/shared/zod';
import { FlagSchema, ImageUrlSchema } from './common';

export const DownloadAppLinksSchema = z.object({
  playstore_url_status: FlagSchema,
  playstore_url: z.nullable(z.string()),
  apple_store_url_status: FlagSchema,
  apple_store_url: z.nullable(z.string()),
});

const TitledImageSchema = z.object({
  id: z.optional(z.number()),
  title: z.string(),
  sub_title: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
});

/** GET /landing-page and GET /react-landing-page */
export const LandingSchema = z.object({
  fixed_header_title: z.optional(z.string()),
  fixed_header_sub_title: z.optional(z.string()),
  fixed_module_title: z.optional(z.string()),
  fixed_module_sub_title: z.optional(z.string()),
  fixed_referal_title: z.optional(z.string()),
  fixed_referal_sub_title: z.optional(z.string()),
  fixed_newsletter_title: z.string(),
  fixed_newsletter_sub_title: z.string(),
  fixed_footer_description: z.string(),
  fixed_promotional_banner_full_url: z.optional(ImageUrlSchema),
  download_user_app_links: DownloadAppLinksSchema,
  promotion_banners: z.optional(z.array(TitledImageSchema)),
  special_criterias: z.optional(z.array(TitledImageSchema)),
  header_banner_full_url: z.optional(ImageUrlSchema),
  available_zone_status: z.optional(FlagSchema),
  available_zone_title: z.optional(z.string()),
  available_zone_short_description: z.optional(z.string()),
  available_zone_list: z.optional(
    z.array(z.object({ id: z.number(), display_name: z.string(), modules: z.array(z.string()) })),
  ),
});
export type Landing = z.infer<typeof LandingSchema>;

/** POST /newsletter/subscribe */
export const NewsletterPayloadSchema = z.object({
  email: z.string({ message: 'Please insert a valid email' }).check(z.trim(), z.email('Please insert a valid email')),
});
export type NewsletterPayload = z.infer<typeof NewsletterPayloadSchema>;
