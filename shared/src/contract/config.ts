import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { ModuleTypeSchema } from './module-type';

export const SocialMediaSchema = z.object({
  id: z.optional(IdSchema),
  name: z.string(),
  link: z.string(),
  status: z.optional(FlagSchema),
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
  brand_image_url: z.optional(z.string()),
  campaign_image_url: z.optional(z.string()),
  customer_image_url: z.optional(z.string()),
  module_image_url: z.optional(z.string()),
  business_logo_url: z.optional(z.string()),
});

/** The business's own control in the top strip: a link such as a help line or "Become a seller". */
export const TopStripLinkSchema = z.object({
  label: z.string().check(z.minLength(1)),
  /** A path of the site (/…), a web address or a tel: or mailto: link. */
  url: z.string().check(z.minLength(1)),
});
export type TopStripLink = z.infer<typeof TopStripLinkSchema>;

export const LanguageEntrySchema = z.object({ key: z.string(), value: z.string() });

export const ModuleConfigEntrySchema = z.object({
  order_status: z.optional(z.record(z.string(), z.boolean())),
  order_place_to_schedule_interval: z.optional(z.boolean()),
  add_on: z.boolean(),
  stock: z.boolean(),
  vendor_complete_reg: z.optional(z.boolean()),
  veg_non_veg: z.boolean(),
  unit: z.boolean(),
  order_attachment: z.boolean(),
  always_open: z.optional(z.boolean()),
  all_zone_service: z.optional(z.boolean()),
  item_available_time: z.boolean(),
  show_restaurant_text: z.optional(z.boolean()),
  is_parcel: z.optional(z.boolean()),
  organic_product: z.optional(z.boolean()),
  halal_tag: z.optional(z.boolean()),
  prescription_order: z.optional(z.boolean()),
  description: z.optional(z.string()),
});

/** GET /config */
export const ConfigSchema = z.object({
  business_name: z.string(),
  logo: z.optional(z.nullable(z.string())),
  logo_full_url: ImageUrlSchema,
  fav_icon_full_url: z.optional(ImageUrlSchema),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  footer_text: z.string(),
  cookies_text: z.optional(z.string()),
  default_location: DefaultLocationSchema,
  country: z.string(),
  country_picker_status: FlagSchema,
  currency_symbol: z.string(),
  currency_symbol_direction: z.enum(['left', 'right']),
  currency_code: z.optional(z.string()),
  digit_after_decimal_point: NumericSchema,
  timeformat: z.optional(z.string()),
  base_urls: BaseUrlsSchema,
  social_media: z.array(SocialMediaSchema),
  customer_wallet_status: FlagSchema,
  loyalty_point_status: FlagSchema,
  loyalty_point_exchange_rate: z.optional(NumericSchema),
  loyalty_point_minimum_point: z.optional(NumericSchema),
  ref_earning_status: FlagSchema,
  ref_earning_exchange_rate: z.optional(NumericSchema),
  /** Policy flags: a footer link shows when its flag is not 0. */
  refund_policy: FlagSchema,
  cancelation_policy: FlagSchema,
  shipping_policy: FlagSchema,
  free_delivery_over: z.nullable(NumericSchema),
  guest_checkout_status: FlagSchema,
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  offline_payment_status: z.optional(FlagSchema),
  partial_payment_status: z.optional(FlagSchema),
  partial_payment_method: z.optional(z.string()),
  add_fund_status: z.optional(FlagSchema),
  schedule_order: z.boolean(),
  schedule_order_slot_duration: z.optional(NumericSchema),
  home_delivery_status: z.optional(FlagSchema),
  takeaway_status: z.optional(FlagSchema),
  dm_tips_status: z.optional(FlagSchema),
  tax_included: z.optional(FlagSchema),
  additional_charge_status: z.optional(FlagSchema),
  additional_charge_name: z.optional(z.nullable(z.string())),
  additional_charge: z.optional(NumericSchema),
  toggle_veg_non_veg: z.optional(z.boolean()),
  maintenance_mode: z.optional(z.boolean()),
  /** The API's clock when it answered: the page reads business hours on it, not on the device's clock. */
  server_time: z.optional(z.string()),
  demo: z.optional(z.boolean()),
  customer_verification: z.optional(z.boolean()),
  order_delivery_verification: z.optional(z.boolean()),
  per_km_shipping_charge: z.optional(NumericSchema),
  minimum_shipping_charge: z.optional(NumericSchema),
  parcel_per_km_shipping_charge: z.optional(NumericSchema),
  parcel_minimum_shipping_charge: z.optional(NumericSchema),
  new_customer_discount_status: z.optional(FlagSchema),
  new_customer_discount_amount: z.optional(NumericSchema),
  new_customer_discount_amount_type: z.optional(z.enum(['percentage', 'amount'])),
  new_customer_discount_amount_validity: z.optional(NumericSchema),
  new_customer_discount_validity_type: z.optional(z.string()),
  language: z.optional(z.array(LanguageEntrySchema)),
  /** Absent or null: the top strip has no such control. */
  top_strip_link: z.optional(z.nullable(TopStripLinkSchema)),
  module_config: z.optional(z.catchall(z.object({ module_type: z.array(ModuleTypeSchema) }), ModuleConfigEntrySchema)),
  landing_page_links: z.optional(
    z.object({
      app_url_android_status: z.optional(FlagSchema),
      app_url_android: z.optional(z.string()),
      app_url_ios_status: z.optional(FlagSchema),
      app_url_ios: z.optional(z.string()),
      web_app_url_status: z.optional(FlagSchema),
      web_app_url: z.optional(z.string()),
    }),
  ),
  social_login: z.optional(z.array(z.object({ login_medium: z.string(), status: z.boolean() }))),
  centralize_login: z.optional(
    z.object({
      manual_login_status: FlagSchema,
      otp_login_status: FlagSchema,
      social_login_status: FlagSchema,
      google_login_status: z.optional(FlagSchema),
      facebook_login_status: z.optional(FlagSchema),
      apple_login_status: z.optional(FlagSchema),
      email_verification_status: z.optional(FlagSchema),
      phone_verification_status: z.optional(FlagSchema),
    }),
  ),
  active_payment_method_list: z.optional(
    z.array(z.object({ gateway: z.string(), gateway_title: z.string(), gateway_image_full_url: ImageUrlSchema })),
  ),
});
export type Config = z.infer<typeof ConfigSchema>;
