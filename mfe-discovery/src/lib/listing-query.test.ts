import {
  SEARCH_PAGE_LIMIT,
  SORT_OPTIONS,
  SORT_VALUES,
  filterEntries,
  filterValues,
  hasNextPage,
  initialFilters,
  listingModuleId,
  listingTabs,
  listingTitle,
  parseListingRoute,
  searchCallParams,
  showsBrandFilter,
} from './listing-query';

const route = (query: string) => parseListingRoute(new URLSearchParams(query))!;

describe('parseListingRoute', () => {
  it('needs a known data_type', () => {
    expect(parseListingRoute(new URLSearchParams(''))).toBeNull();
    expect(parseListingRoute(new URLSearchParams('data_type=other'))).toBeNull();
    expect(route('search=special-offer&data_type=discounted')).toMatchObject({
      search: 'special-offer',
      dataType: 'discounted',
    });
  });

  it('reads id, the encoded name, brand_id and module_id', () => {
    expect(route('data_type=category&id=5&name=Bread+%26+Juice&module_id=1')).toMatchObject({
      dataType: 'category',
      id: 5,
      name: 'Bread & Juice',
      moduleId: 1,
    });
    expect(route('data_type=brand&brand_id=3').brandId).toBe(3);
  });
});

describe('searchCallParams', () => {
  it('sends name only when data_type is searched, and every other parameter of the call', () => {
    const searched = route('search=milk&data_type=searched');
    expect(searchCallParams(searched, initialFilters(searched), 'item', 1)).toEqual({
      name: 'milk',
      offset: 1,
      data_type: 'searched',
      list_type: 'item',
      limit: 12,
      category_ids: '[]',
      brand_ids: '[]',
      filter: '[]',
      rating_count: 0,
      min_price: 0,
      max_price: 20000,
    });
    const category = route('search=x&data_type=category&id=5&name=Milks');
    const params = searchCallParams(category, initialFilters(category), 'store', 3);
    expect(params).not.toHaveProperty('name');
    expect(params).toMatchObject({ offset: 3, list_type: 'store', category_ids: '[5]', limit: SEARCH_PAGE_LIMIT });
  });

  it('starts a brand listing with its brand and a discounted listing with the discounted filter', () => {
    const brand = route('data_type=brand&brand_id=4');
    expect(searchCallParams(brand, initialFilters(brand), 'item', 1).brand_ids).toBe('[4]');
    const offer = route('search=special-offer&data_type=discounted');
    expect(searchCallParams(offer, initialFilters(offer), 'item', 1).filter).toBe('["discounted"]');
  });

  it('sends the chosen sort inside filter, one sort value at a time', () => {
    expect(filterValues({ flags: ['veg', 'low'], sort: 'high' })).toEqual(['veg', 'high']);
    expect(filterValues({ flags: ['veg'], sort: '' })).toEqual(['veg']);
  });

  it('offers every sort value once', () => {
    expect(SORT_OPTIONS.map((option) => option.value).filter(Boolean)).toEqual([...SORT_VALUES]);
  });

  it("asks a listing as the query's module_id only when it names another module", () => {
    expect(listingModuleId({ moduleId: 2 }, 1)).toBe(2);
    expect(listingModuleId({ moduleId: 1 }, 1)).toBeUndefined();
    expect(listingModuleId({}, 1)).toBeUndefined();
  });
});

describe('listing rules', () => {
  it('checks discounted on the first load only for data_type discounted', () => {
    expect(filterEntries('grocery', 'discounted').find((e) => e.value === 'discounted')?.checked).toBe(true);
    expect(filterEntries('grocery', 'searched').some((e) => e.checked)).toBe(false);
  });

  it('offers the stores tab only for food and brands only in ecommerce items', () => {
    expect(listingTabs('food')).toEqual(['item', 'store']);
    expect(listingTabs('grocery')).toEqual(['item']);
    expect(showsBrandFilter('ecommerce', 'item')).toBe(true);
    expect(showsBrandFilter('ecommerce', 'store')).toBe(false);
    expect(showsBrandFilter('grocery', 'item')).toBe(false);
  });

  it('loads another page only while the last page returned entries and more remain', () => {
    expect(hasNextPage({ count: 12, loaded: 12, totalSize: 30 })).toBe(true);
    expect(hasNextPage({ count: 0, loaded: 24, totalSize: 30 })).toBe(false);
    expect(hasNextPage({ count: 6, loaded: 30, totalSize: 30 })).toBe(false);
    expect(hasNextPage(undefined)).toBe(false);
  });

  it('titles the listing', () => {
    expect(listingTitle(route('search=special-offer&data_type=discounted'))).toBe('Special Offer');
    expect(listingTitle(route('search=milk&data_type=searched'))).toBe('Search results for \u201cmilk\u201d');
    expect(listingTitle(route('data_type=category&id=5&name=Milks'))).toBe('Milks');
  });
});
