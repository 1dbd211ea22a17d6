import { storeListParams, storeListTitle } from './store-list-rules';

describe('store list', () => {
  it('asks 12 a page and sends take away as take_away', () => {
    expect(storeListParams({ deliveryType: 'take away', categoryId: 0 }, 2)).toEqual({
      offset: 2,
      limit: 12,
      store_type: 'take_away',
    });
    expect(storeListParams({ deliveryType: 'all', categoryId: 7 }, 1)).toEqual({
      offset: 1,
      limit: 12,
      store_type: 'all',
      category_ids: '[7]',
    });
  });
  it('is titled by module', () => {
    expect(storeListTitle('food')).toBe('All Restaurants');
    expect(storeListTitle('grocery')).toBe('All Stores');
  });
});
