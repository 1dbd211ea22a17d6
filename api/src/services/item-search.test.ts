import { ItemListQuerySchema, ItemNameQuerySchema, ItemSearchQuerySchema } from './item-query';
import { itemSearchFilter, itemSearchSort, storeSearchFilter, storeSearchSort, wantsDiscounted } from './item-search';

const NOW = new Date('2025-06-04T08:00:00.000Z');
const scope = { moduleId: 2, zoneIds: [1, 3] };
const search = (query: Record<string, unknown>) => ItemSearchQuerySchema.parse(query);

describe('item search query', () => {
  test('nothing asked for: no filters, no flags', () => {
    expect(search({})).toEqual({
      stores: false,
      name: '',
      dataType: '',
      flags: [],
      minRating: undefined,
      categoryIds: [],
      storeCategoryIds: [],
      brandIds: [],
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  test('values that do not parse drop their filter instead of failing', () => {
    const q = search({ rating_count: '0', min_price: 'abc', max_price: '', name: ['a', 'b'], list_type: ['store'] });
    expect(q).toMatchObject({
      minRating: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      name: '',
      stores: false,
    });
  });

  test('lists in any form, flags lower cased, one key or the other', () => {
    const q = search({
      name: '  rice ',
      filter: '["Veg","Top_Rated"]',
      sort_by: 'LOW',
      category_id: '4,5',
      brand_ids: ['7', '8'],
      rating_count: '3.5',
      min_price: '10',
      list_type: 'store',
    });
    expect(q).toMatchObject({
      stores: true,
      name: 'rice',
      flags: ['veg', 'top_rated', 'low'],
      categoryIds: [4, 5],
      storeCategoryIds: [],
      brandIds: [7, 8],
      minRating: 3.5,
      minPrice: 10,
    });
    expect(search({ category_ids: '[1]', category_id: '2' }).categoryIds).toEqual([1]);
  });
});

describe('itemSearchSort', () => {
  test('the first flag that names a sort, else popular for a name, else none', () => {
    expect(itemSearchSort(search({ filter: 'veg,high2low,low' }))).toBe('price_desc');
    expect(itemSearchSort(search({ sort_by: 'high' }))).toBe('rating');
    expect(itemSearchSort(search({ sort_by: 'a_to_z' }))).toBe('name_asc');
    expect(itemSearchSort(search({ name: 'rice' }))).toBe('popular');
    expect(itemSearchSort(search({}))).toBe('default');
  });
});

describe('itemSearchFilter', () => {
  test('veg or non-veg only when just one is asked for; new arrivals from the last 30 days', () => {
    expect(itemSearchFilter(scope, search({ filter: 'veg' }), NOW).veg).toBe(1);
    expect(itemSearchFilter(scope, search({ filter: 'non_veg' }), NOW).veg).toBe(0);
    expect(itemSearchFilter(scope, search({ filter: 'veg,non_veg' }), NOW).veg).toBeUndefined();
    expect(itemSearchFilter(scope, search({ filter: 'new_arrival' }), NOW).createdAfter).toBe(
      '2025-05-05T08:00:00.000Z',
    );
    expect(itemSearchFilter(scope, search({ name: 'rice', brand_id: '9' }), NOW)).toMatchObject({
      moduleId: 2,
      zoneIds: [1, 3],
      name: 'rice',
      brandIds: [9],
    });
  });

  test('discounted through data_type or a flag', () => {
    expect(wantsDiscounted(search({ data_type: 'discounted' }))).toBe(true);
    expect(wantsDiscounted(search({ filter: 'Discount' }))).toBe(true);
    expect(wantsDiscounted(search({ filter: 'veg' }))).toBe(false);
  });
});

describe('store search', () => {
  test('flags become store filters; top rated before popular', () => {
    const q = search({ filter: 'veg,take_away,popular,top_rated', category_ids: '3', rating_count: '4', name: 'x' });
    expect(storeSearchFilter(scope, q)).toEqual({
      moduleId: 2,
      zoneIds: [1, 3],
      name: 'x',
      minRating: 4,
      veg: true,
      nonVeg: false,
      takeAway: true,
      categoryIds: [3],
    });
    expect(storeSearchSort(q)).toBe('top_rated');
    expect(storeSearchSort(search({ sort_by: 'popular' }))).toBe('popular');
    expect(storeSearchSort(search({}))).toBe('default');
  });
});

describe('listing and name queries', () => {
  test('category_id before category_ids, ids from any of their keys, veg from type', () => {
    expect(
      ItemListQuerySchema.parse({ store_id: '5', category_id: '1', category_ids: '2', type: 'veg', item_ids: '7' }),
    ).toEqual({ storeId: 5, categoryIds: [1], veg: 1, ids: [7] });
    expect(ItemListQuerySchema.parse({ store_id: 'x', type: 'all' })).toEqual({
      storeId: undefined,
      categoryIds: [],
      veg: undefined,
      ids: [],
    });
    expect(ItemNameQuerySchema.parse({ name: ' tea ' })).toEqual({ name: 'tea' });
    expect(ItemNameQuerySchema.parse({})).toEqual({ name: '' });
  });
});
