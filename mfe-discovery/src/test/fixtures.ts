/** Wire-shaped catalogue entries for unit tests (they pass the contract's schemas). */

export function wireItem(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    description: null,
    image_full_url: null,
    images_full_url: [],
    category_ids: [],
    price: 100,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    veg: 0,
    stock: 10,
    maximum_cart_quantity: null,
    store_id: 1,
    store_name: 'Fresh Basket',
    zone_id: 1,
    module_id: 1,
    module_type: 'grocery',
    avg_rating: 4,
    rating_count: 3,
    ...overrides,
  };
}

/** A flash sale's product: an item at 10 % off, one of ten sold. */
export function wireFlashSaleProduct(
  id: number,
  item: ReturnType<typeof wireItem>,
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    item_id: item.id,
    item,
    sold: 1,
    stock: 10,
    available_stock: 9,
    discount: 10,
    discount_type: 'percent',
    price: 90,
    ...overrides,
  };
}

export function wireStore(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: 'Gulshan Avenue',
    logo_full_url: null,
    cover_photo_full_url: null,
    latitude: 23.79,
    longitude: 90.41,
    module_id: 1,
    zone_id: 1,
    free_delivery: false,
    featured: 0,
    active: true,
    open: 1,
    avg_rating: 4.5,
    rating_count: 10,
    ...overrides,
  };
}

/** The landing page's data (GET landing-page). */
export const wireLanding = {
  fixed_header_title: 'Everything you need, delivered',
  fixed_header_sub_title: 'Food and parcels from one app.',
  fixed_module_title: 'Your everyday delivery partner',
  fixed_module_sub_title: 'Pick a module.',
  fixed_referal_title: 'Earn when your friends order',
  fixed_referal_sub_title: 'Share your code.',
  fixed_newsletter_title: 'Newsletter',
  fixed_newsletter_sub_title: 'News',
  fixed_footer_description: 'Footer',
  fixed_promotional_banner_full_url: 'http://api/images/landing/promo.svg',
  header_banner_full_url: 'http://api/images/landing/header.svg',
  download_user_app_links: {
    playstore_url_status: 1,
    playstore_url: 'https://play.example/app',
    apple_store_url_status: 0,
    apple_store_url: 'https://apple.example/app',
  },
  promotion_banners: [{ id: 1, title: 'Free delivery', sub_title: 'Every day', image_full_url: 'http://x/1.svg' }],
  special_criterias: [{ id: 1, title: 'Fast delivery', image_full_url: 'http://x/2.svg' }],
  available_zone_status: 1,
  available_zone_title: 'Where we deliver',
  available_zone_short_description: 'Live in Gulshan.',
  available_zone_list: [{ id: 1, display_name: 'Gulshan', modules: ['Grocery', 'Food'] }],
};
