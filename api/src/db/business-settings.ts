import type { Wire } from '@storefront/shared/contract/common';
import type { TopStripLinkSchema } from '@storefront/shared/contract/config';
import type { Point } from '../lib/geo';

/** Business settings behind GET /config (image fields are file names; URLs are added when served). */
export function businessSettings(defaultLocation: Point, country: string) {
  return {
    business_name: 'Storefront',
    logo: 'storefront-logo.svg',
    fav_icon: 'storefront-icon.svg',
    email: 'support@storefront.test',
    phone: '+8809610000000',
    address: 'House 12, Road 90, Gulshan 2, Dhaka 1212, Bangladesh',
    footer_text: '© Storefront. All rights reserved.',
    cookies_text: 'We use cookies to keep you signed in and to remember your cart.',
    default_location: { lat: defaultLocation.lat, lng: defaultLocation.lng },
    country: 'BD',
    country_name: country,
    country_picker_status: 1,
    currency_symbol: '৳',
    currency_symbol_direction: 'left',
    currency_code: 'BDT',
    digit_after_decimal_point: 2,
    timeformat: '12',
    social_media: [
      { id: 1, name: 'facebook', link: 'https://facebook.com/storefront', status: 1 },
      { id: 2, name: 'instagram', link: 'https://instagram.com/storefront', status: 1 },
      { id: 3, name: 'twitter', link: 'https://twitter.com/storefront', status: 1 },
      { id: 4, name: 'linkedin', link: 'https://linkedin.com/company/storefront', status: 1 },
      { id: 5, name: 'pinterest', link: 'https://pinterest.com/storefront', status: 1 },
    ],
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    loyalty_point_exchange_rate: 10,
    loyalty_point_minimum_point: 100,
    ref_earning_status: 1,
    ref_earning_exchange_rate: 50,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 1,
    free_delivery_over: 1500,
    guest_checkout_status: 1,
    cash_on_delivery: true,
    digital_payment: true,
    offline_payment_status: 1,
    partial_payment_status: 1,
    partial_payment_method: 'both',
    add_fund_status: 1,
    /** A cancelled order's online payment goes back to the wallet (1) or to the card through the provider (0). */
    wallet_add_refund: 0,
    schedule_order: true,
    schedule_order_slot_duration: 30,
    home_delivery_status: 1,
    takeaway_status: 1,
    dm_tips_status: 1,
    tax_included: 0,
    additional_charge_status: 1,
    additional_charge_name: 'Service charge',
    additional_charge: 10,
    toggle_veg_non_veg: true,
    maintenance_mode: false,
    demo: true,
    customer_verification: false,
    order_delivery_verification: false,
    per_km_shipping_charge: 12,
    minimum_shipping_charge: 30,
    parcel_per_km_shipping_charge: 15,
    parcel_minimum_shipping_charge: 60,
    new_customer_discount_status: 1,
    new_customer_discount_amount: 10,
    new_customer_discount_amount_type: 'percentage',
    new_customer_discount_amount_validity: 7,
    new_customer_discount_validity_type: 'day',
    language: [{ key: 'en', value: 'English' }],
    // The top strip's control: the help line, called from a phone.
    top_strip_link: { label: 'Help line: 09610-000000', url: 'tel:+8809610000000' } as Wire<
      typeof TopStripLinkSchema
    > | null,
    landing_page_links: {
      app_url_android_status: 1,
      app_url_android: 'https://play.google.com/store/apps/details?id=test.storefront',
      app_url_ios_status: 1,
      app_url_ios: 'https://apps.apple.com/app/storefront/id0000000000',
      web_app_url_status: 0,
      web_app_url: '',
    },
    social_login: [
      { login_medium: 'google', status: false },
      { login_medium: 'facebook', status: false },
      { login_medium: 'apple', status: false },
    ],
    centralize_login: {
      manual_login_status: 1,
      otp_login_status: 0,
      social_login_status: 0,
      google_login_status: 0,
      facebook_login_status: 0,
      apple_login_status: 0,
      email_verification_status: 0,
      phone_verification_status: 0,
    },
    active_payment_method_list: [
      { gateway: 'ssl_commerz', gateway_title: 'SSLCommerz', gateway_image: 'sslcommerz.svg' },
      { gateway: 'stripe', gateway_title: 'Card', gateway_image: 'card-payment.svg' },
    ],
  };
}
export type BusinessSettings = ReturnType<typeof businessSettings>;

/** Landing page data behind GET /landing-page and /react-landing-page. */
export function landingSettings() {
  return {
    fixed_header_title: 'Everything you need, delivered',
    fixed_header_sub_title: 'Food, groceries, medicine, shopping and parcels from one app.',
    fixed_module_title: 'Your everyday delivery partner',
    fixed_module_sub_title: 'Pick a module and start ordering from stores near you.',
    fixed_referal_title: 'Earn when your friends order',
    fixed_referal_sub_title: 'Share your referral code and both of you get wallet credit.',
    fixed_newsletter_title: 'Sign up to our newsletter',
    fixed_newsletter_sub_title: 'Receive offers and news from the stores you love.',
    fixed_footer_description:
      'Storefront brings the best stores of your city to your door: meals, groceries, medicine, fashion and parcels, all in one place.',
    fixed_promotional_banner: 'promotional-banner.svg',
    header_banner: 'landing-header.svg',
    download_user_app_links: {
      playstore_url_status: 1,
      playstore_url: 'https://play.google.com/store/apps/details?id=test.storefront',
      apple_store_url_status: 1,
      apple_store_url: 'https://apps.apple.com/app/storefront/id0000000000',
    },
    promotion_banners: [
      { id: 1, title: 'Free delivery over ৳1500', sub_title: 'On every module, every day', image: 'free-delivery.svg' },
      { id: 2, title: 'Medicine in 30 minutes', sub_title: 'From licensed pharmacies', image: 'medicine-fast.svg' },
      { id: 3, title: 'Fresh groceries', sub_title: 'Straight from the farm', image: 'fresh-groceries.svg' },
    ],
    special_criterias: [
      { id: 1, title: 'Fast delivery', image: 'fast-delivery.svg' },
      { id: 2, title: 'Secure payment', image: 'secure-payment.svg' },
      { id: 3, title: 'Easy returns', image: 'easy-returns.svg' },
    ],
    available_zone_status: 1,
    available_zone_title: 'Where we deliver',
    available_zone_short_description: 'We are live across Gulshan, Dhanmondi and Uttara.',
  };
}
export type LandingSettings = ReturnType<typeof landingSettings>;

/** The parcel home's `parcel_video_content` setting: the how-it-works block (three label and text pairs). */
export function parcelVideoContent() {
  return {
    banner_type: 'video_content',
    banner_video: null as string | null,
    banner_video_content: 'parcel-how-it-works.svg',
    banner_image: 'parcel-delivery-rider.svg',
    banner_contents: [
      'Book a pickup',
      'Tell us what you send, where it is and where it goes. Prices show up front.',
      'We collect it',
      'A verified rider picks the parcel up from your door, usually within 30 minutes.',
      'Delivered same day',
      'Follow the rider live on the map until the receiver has the parcel in hand.',
    ],
  };
}
