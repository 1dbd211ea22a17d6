/**
 * The configuration as the API serialises it (the fields every part needs, valid against ConfigSchema),
 * for component tests: fakeApi({ 'GET /config': () => ({ data: configFixture() }) }).
 */
export function configFixture(overrides: Record<string, unknown> = {}) {
  return {
    business_name: 'Storefront',
    logo_full_url: null,
    email: 'hello@storefront.test',
    phone: '+8801700000001',
    address: 'Dhaka',
    footer_text: 'Storefront',
    default_location: { lat: 23.79, lng: 90.4 },
    country: 'BD',
    country_picker_status: 1,
    currency_symbol: '$',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
    base_urls: {
      item_image_url: '',
      store_image_url: '',
      store_cover_photo_url: '',
      category_image_url: '',
      banner_image_url: '',
    },
    social_media: [],
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    ref_earning_status: 1,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 1,
    free_delivery_over: null,
    guest_checkout_status: 1,
    cash_on_delivery: true,
    digital_payment: true,
    add_fund_status: 1,
    schedule_order: true,
    ...overrides,
  };
}
