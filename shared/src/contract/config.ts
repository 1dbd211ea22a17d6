import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { ModuleTypeSchema } from './module-type';

export const SocialMediaSchema = z.object({
  id: IdSchema.optional(),
  name: z.string(),
  link: z.string(),
  status: FlagSchema.optional(),
});
export type SocialMedia = z.infer<typeof SocialMediaSchema>;

export const DefaultLocationSchema = z.object({ lat: NumericSchema, lng: NumericSchema });

/** Base URLs of the image folders; the full_url fields of entities are already absolute. */
export const BaseUrlsSchema = z.object({
  item_image_url: z.string(),
  store_image_url: z.string(),
  store_cover_photo_url: z.string(),
  category_image_url: z.string(),
  banner_image_url: z.string(),
  brand_image_url: z.string().optional(),
  campaign_image_url: z.string().optional(),
  customer_image_url: z.string().optional(),
  module_image_url: z.string().optional(),
  business_logo_url: z.string().optional(),
});

/** The business's own control in the top strip: a link such as a help line or "Become a seller". */
export const TopStripLinkSchema = z.object({
  label: z.string().min(1),
  /** A path of the site (/…), a web address or a tel: or mailto: link. */
  url: z.string().min(1),
});
export type TopStripLink = z.infer<typeof TopStripLinkSchema>;

export const LanguageEntrySchema = z.object({ key: z.string(), value: z.string() });

export const ModuleConfigEntrySchema = z.object({
  order_status: z.record(z.string(), z.boolean()).optional(),
  order_place_to_schedule_interval: z.boolean().optional(),
  add_on: z.boolean(),
  stock: z.boolean(),
  vendor_complete_reg: z.boolean().optional(),
  veg_non_veg: z.boolean(),
  unit: z.boolean(),
  order_attachment: z.boolean(),
  always_open: z.boolean().optional(),
  all_zone_service: z.boolean().optional(),
  item_available_time: z.boolean(),
  show_restaurant_text: z.boolean().optional(),
  is_parcel: z.boolean().optional(),
  organic_product: z.boolean().optional(),
  halal_tag: z.boolean().optional(),
  prescription_order: z.boolean().optional(),
  description: z.string().optional(),
});

/** GET /config */
export const ConfigSchema = z.object({
  business_name: z.string(),
  logo: z.string().nullable().optional(),
  logo_full_url: ImageUrlSchema,
  fav_icon_full_url: ImageUrlSchema.optional(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  footer_text: z.string(),
  cookies_text: z.string().optional(),
  default_location: DefaultLocationSchema,
  country: z.string(),
  country_picker_status: FlagSchema,
  currency_symbol: z.string(),
  currency_symbol_direction: z.enum(['left', 'right']),
  currency_code: z.string().optional(),
  digit_after_decimal_point: NumericSchema,
  timeformat: z.string().optional(),
  base_urls: BaseUrlsSchema,
  social_media: z.array(SocialMediaSchema),
  customer_wallet_status: FlagSchema,
  loyalty_point_status: FlagSchema,
  loyalty_point_exchange_rate: NumericSchema.optional(),
  loyalty_point_minimum_point: NumericSchema.optional(),
  ref_earning_status: FlagSchema,
  ref_earning_exchange_rate: NumericSchema.optional(),
  /** Policy flags: a footer link shows when its flag is not 0. */
  refund_policy: FlagSchema,
  cancelation_policy: FlagSchema,
  shipping_policy: FlagSchema,
  free_delivery_over: NumericSchema.nullable(),
  guest_checkout_status: FlagSchema,
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  offline_payment_status: FlagSchema.optional(),
  partial_payment_status: FlagSchema.optional(),
  partial_payment_method: z.string().optional(),
  add_fund_status: FlagSchema.optional(),
  schedule_order: z.boolean(),
  schedule_order_slot_duration: NumericSchema.optional(),
  home_delivery_status: FlagSchema.optional(),
  takeaway_status: FlagSchema.optional(),
  dm_tips_status: FlagSchema.optional(),
  tax_included: FlagSchema.optional(),
  additional_charge_status: FlagSchema.optional(),
  additional_charge_name: z.string().nullable().optional(),
  additional_charge: NumericSchema.optional(),
  toggle_veg_non_veg: z.boolean().optional(),
  maintenance_mode: z.boolean().optional(),
  /** The API's clock when it answered: the page reads business hours on it, not on the device's clock. */
  server_time: z.string().optional(),
  demo: z.boolean().optional(),
  customer_verification: z.boolean().optional(),
  order_delivery_verification: z.boolean().optional(),
  per_km_shipping_charge: NumericSchema.optional(),
  minimum_shipping_charge: NumericSchema.optional(),
  parcel_per_km_shipping_charge: NumericSchema.optional(),
  parcel_minimum_shipping_charge: NumericSchema.optional(),
  new_customer_discount_status: FlagSchema.optional(),
  new_customer_discount_amount: NumericSchema.optional(),
  new_customer_discount_amount_type: z.enum(['percentage', 'amount']).optional(),
  new_customer_discount_amount_validity: NumericSchema.optional(),
  new_customer_discount_validity_type: z.string().optional(),
  language: z.array(LanguageEntrySchema).optional(),
  /** Absent or null: the top strip has no such control. */
  top_strip_link: TopStripLinkSchema.nullable().optional(),
  module_config: z
    .object({ module_type: z.array(ModuleTypeSchema) })
    .catchall(ModuleConfigEntrySchema)
    .optional(),
  landing_page_links: z
    .object({
      app_url_android_status: FlagSchema.optional(),
      app_url_android: z.string().optional(),
      app_url_ios_status: FlagSchema.optional(),
      app_url_ios: z.string().optional(),
      web_app_url_status: FlagSchema.optional(),
      web_app_url: z.string().optional(),
    })
    .optional(),
  social_login: z.array(z.object({ login_medium: z.string(), status: z.boolean() })).optional(),
  centralize_login: z
    .object({
      manual_login_status: FlagSchema,
      otp_login_status: FlagSchema,
      social_login_status: FlagSchema,
      google_login_status: FlagSchema.optional(),
      facebook_login_status: FlagSchema.optional(),
      apple_login_status: FlagSchema.optional(),
      email_verification_status: FlagSchema.optional(),
      phone_verification_status: FlagSchema.optional(),
    })
    .optional(),
  active_payment_method_list: z
    .array(z.object({ gateway: z.string(), gateway_title: z.string(), gateway_image_full_url: ImageUrlSchema }))
    .optional(),
});
export type Config = z.infer<typeof ConfigSchema>;
