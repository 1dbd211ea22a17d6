/** The home sections' sizes, carousel rules and cache times (spec: shell-and-discovery section 9, ordering-core section 9). */

const MINUTE = 60_000;

export const BANNER_CAROUSEL = {
  autoplayMs: 4000,
  speedMs: 800,
  /** Wraps around only with more than this many banners. */
  loopsWithMoreThan: 2,
  perView: 3,
  /** 1.1 slides below 600 px. */
  narrowPerView: 1.1,
  narrowMaxWidth: 600,
} as const;

/** Popular stores: type all, offset 1, limit 12. */
export const POPULAR_STORES_QUERY = { type: 'all', offset: 1, limit: 12 } as const;

/** Best-reviewed items: type=all; 4 slides beside a section banner, 5 without. */
export const BEST_REVIEWED_QUERY = { type: 'all', offset: 1, limit: 20 } as const;
export const BEST_REVIEWED_SLIDES = { withBanner: 4, withoutBanner: 5 } as const;

/** Category tabs of the best-reviewed section; tab 0 shows all, the others filter by category id. */
export const STATIC_CATEGORY_TABS = {
  grocery: ['All', 'Beauty', 'Bread & Juice', 'Drinks', 'Milks'],
  pharmacy: ['All', 'New', 'Baby Care', 'Womans Care', 'Mens'],
} as const;

/** Pharmacy's 'New' best-reviewed tab: items added in this many days, the API's new-arrival window. */
export const NEW_TAB_DAYS = 30;

/** New arrivals: mobile 4, tablet 6, desktop 8, or 10 without a banner. */
export const NEW_ARRIVALS_COUNT = { mobile: 4, tablet: 6, desktop: 8, desktopWithoutBanner: 10 } as const;

export function newArrivalsCount(viewportWidth: number, hasBanner: boolean): number {
  if (viewportWidth < 600) return NEW_ARRIVALS_COUNT.mobile;
  if (viewportWidth < 1024) return NEW_ARRIVALS_COUNT.tablet;
  return hasBanner ? NEW_ARRIVALS_COUNT.desktop : NEW_ARRIVALS_COUNT.desktopWithoutBanner;
}

/** Featured categories in food wrap around only at 7 or more. */
export const FOOD_CATEGORIES_LOOP_AT = 7;

/** Special-offer (discounted) products: limit and offset 15 / 1; its 'View all' target. */
export const DISCOUNTED_QUERY = { limit: 15, offset: 1 } as const;
export const SPECIAL_OFFER_VIEW_ALL = '/home?search=special-offer&data_type=discounted';

/** Most popular items (cached 5 minutes). */
export const POPULAR_ITEMS_QUERY = { type: 'all', limit: 12, offset: 1 } as const;

/** 'Item That You'll Love': items/recommended with filter=all, limit=15, offset=1. */
export const RECOMMENDED_QUERY = { filter: 'all', limit: 15, offset: 1 } as const;

/** Suggested items for a signed-in customer. */
export const SUGGESTED_QUERY = { limit: 15, offset: 1 } as const;

/** Featured stores: the stores call with type=all, limit 20, offset 1. */
export const FEATURED_STORES_QUERY = { type: 'all', limit: 20, offset: 1, featured: 1 } as const;

export const CACHE_MS = {
  categories: 5 * MINUTE,
  banners: 5 * MINUTE,
  featuredCategories: 8 * MINUTE,
  popularItems: 5 * MINUTE,
  default: 5 * MINUTE,
} as const;

/** Names are cut at 25 characters outside the food module. */
export const NAME_MAX_CHARS = 25;
