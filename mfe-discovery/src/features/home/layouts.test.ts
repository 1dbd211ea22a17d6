import { HOME_LAYOUTS, ITEM_SECTIONS, isStoreModule, itemSectionsOf, sectionTitle } from './layouts';

describe('home layouts', () => {
  it('gives each store module its own order of the shared sections', () => {
    const orders = Object.values(HOME_LAYOUTS).map((layout) => layout.join());
    expect(new Set(orders).size).toBe(4);
    for (const layout of Object.values(HOME_LAYOUTS)) {
      expect(layout[0]).toBe('banners');
      expect(layout).toEqual(
        expect.arrayContaining([...ITEM_SECTIONS, 'stores', 'featuredCategories', 'featuredStores']),
      );
    }
  });

  it('shares items out among the item sections, narrowest list first, suggested ones only for a signed-in customer', () => {
    const layout = HOME_LAYOUTS.grocery;
    const claimOrder = ['newArrivals', 'specialOffer', 'mostPopular', 'recommended', 'suggested', 'bestReviewed'];
    expect(itemSectionsOf(layout, false)).toEqual(claimOrder.filter((id) => id !== 'suggested'));
    expect(itemSectionsOf(layout, true)).toEqual(claimOrder);
    expect(itemSectionsOf(['banners', 'bestReviewed', 'newArrivals'], false)).toEqual(['newArrivals', 'bestReviewed']);
    expect(itemSectionsOf(['banners', 'stores', 'coupons'], true)).toEqual([]);
  });

  it('leaves the parcel home to the parcel part', () => {
    expect(isStoreModule('parcel')).toBe(false);
    expect(isStoreModule('food')).toBe(true);
  });

  it('titles the sections with the spec texts', () => {
    const guest = { moduleType: 'grocery' as const, signedIn: false };
    expect(sectionTitle('recommended', guest)).toBe("Item That You'll Love");
    expect(sectionTitle('stores', guest)).toBe('Popular Stores');
    expect(sectionTitle('stores', { ...guest, signedIn: true, hasVisitedStores: true })).toBe('Visited Stores');
    expect(sectionTitle('specialOffer', { moduleType: 'food', signedIn: false })).toBe('Special Food Offers');
    expect(sectionTitle('campaigns', guest)).toBe('Just For You');
    expect(sectionTitle('ads', guest)).toBe('Highlights for you');
  });

  it('puts the promotion sections on every store home, common conditions only on pharmacy', () => {
    for (const [type, layout] of Object.entries(HOME_LAYOUTS)) {
      expect(layout).toEqual(
        expect.arrayContaining(['cashback', 'campaigns', 'ads', 'coupons', 'bottomBanner', 'suggested']),
      );
      expect(layout.includes('commonConditions')).toBe(type === 'pharmacy');
      expect(new Set(layout).size).toBe(layout.length);
    }
  });
});
