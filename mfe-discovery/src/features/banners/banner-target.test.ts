import type { Banner } from '@storefront/shared/contract/banner';
import { bannerTarget } from './banner-target';

const base: Banner = {
  id: 1,
  title: 'Deals',
  type: 'default',
  image_full_url: null,
  link: '/home?search=special-offer&data_type=discounted',
  store: null,
  item: null,
};

describe('bannerTarget', () => {
  it('follows the link of a default banner (inside the site or in a new window)', () => {
    expect(bannerTarget(base, 'grocery')).toEqual({
      kind: 'route',
      href: '/home?search=special-offer&data_type=discounted',
    });
    expect(bannerTarget({ ...base, link: 'https://example.com/x' }, 'grocery')).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget({ ...base, link: null }, 'grocery')).toBeNull();
    expect(bannerTarget({ ...base, link: 'javascript:alert(1)' }, 'grocery')).toBeNull();
  });

  it('opens the store of a store_wise banner', () => {
    const banner: Banner = {
      ...base,
      type: 'store_wise',
      link: null,
      store: { id: 15, slug: 'fresh-basket', name: 'Fresh Basket', zone_id: 1, module_id: 1 },
    };
    expect(bannerTarget(banner, 'grocery')).toEqual({
      kind: 'route',
      href: '/store/fresh-basket?module_id=1&store_zone_id=1',
    });
  });

  it('opens the item of an item_wise banner, in the quick view for food', () => {
    const banner: Banner = {
      ...base,
      type: 'item_wise',
      link: null,
      item: { id: 122, slug: 'oreo-shake-122', name: 'Oreo Shake', image_full_url: null },
    };
    expect(bannerTarget(banner, 'grocery', 1)).toEqual({ kind: 'route', href: '/product/oreo-shake-122?module_id=1' });
    expect(bannerTarget(banner, 'food', 2)).toEqual({ kind: 'quickView', itemId: 122 });
  });
});
