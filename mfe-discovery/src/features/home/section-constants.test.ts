import {
  BEST_REVIEWED_SLIDES,
  CACHE_MS,
  DISCOUNTED_QUERY,
  FEATURED_STORES_QUERY,
  FOOD_CATEGORIES_LOOP_AT,
  NAME_MAX_CHARS,
  POPULAR_STORES_QUERY,
  RECOMMENDED_QUERY,
  SPECIAL_OFFER_VIEW_ALL,
  STATIC_CATEGORY_TABS,
  newArrivalsCount,
} from './section-constants';

describe('home section constants', () => {
  it('asks for the spec page sizes', () => {
    expect(POPULAR_STORES_QUERY).toEqual({ type: 'all', offset: 1, limit: 12 });
    expect(RECOMMENDED_QUERY).toEqual({ filter: 'all', limit: 15, offset: 1 });
    expect(DISCOUNTED_QUERY).toEqual({ limit: 15, offset: 1 });
    expect(FEATURED_STORES_QUERY).toMatchObject({ type: 'all', limit: 20, offset: 1 });
  });

  it('shows 4 best-reviewed slides beside a banner and 5 without', () => {
    expect(BEST_REVIEWED_SLIDES).toEqual({ withBanner: 4, withoutBanner: 5 });
  });

  it('shows 4, 6, 8 or 10 new arrivals by width and banner', () => {
    expect(newArrivalsCount(400, true)).toBe(4);
    expect(newArrivalsCount(800, true)).toBe(6);
    expect(newArrivalsCount(1280, true)).toBe(8);
    expect(newArrivalsCount(1280, false)).toBe(10);
  });

  it('keeps the static tabs, the special-offer target and the cache times', () => {
    expect(STATIC_CATEGORY_TABS.grocery).toEqual(['All', 'Beauty', 'Bread & Juice', 'Drinks', 'Milks']);
    expect(STATIC_CATEGORY_TABS.pharmacy).toEqual(['All', 'New', 'Baby Care', 'Womans Care', 'Mens']);
    expect(SPECIAL_OFFER_VIEW_ALL).toBe('/home?search=special-offer&data_type=discounted');
    expect(CACHE_MS).toMatchObject({ categories: 300_000, banners: 300_000, featuredCategories: 480_000 });
    expect(FOOD_CATEGORIES_LOOP_AT).toBe(7);
    expect(NAME_MAX_CHARS).toBe(25);
  });
});
