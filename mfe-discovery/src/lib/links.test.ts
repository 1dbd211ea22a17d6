import { categoryListingPath, productPath, storePath } from './links';

describe('links', () => {
  it('opens a product by slug, else by id, with its module', () => {
    expect(productPath({ id: 7, slug: 'oreo-shake-7', module_id: 2 })).toBe('/product/oreo-shake-7?module_id=2');
    expect(productPath({ id: 7, slug: null, module_id: 2 })).toBe('/product/7?module_id=2');
  });

  it('marks campaign items with product_type=campaign', () => {
    expect(productPath({ id: 7, slug: 'x', module_id: 2, available_date_starts: '2024-01-01' })).toBe(
      '/product/x?module_id=2&product_type=campaign',
    );
  });

  it('opens a store by slug with module, type and zone; cards add the distance', () => {
    const store = { id: 3, slug: 'burger-barn', module_id: 2, module_type: 'food', zone_id: 1, distance: 1234 };
    expect(storePath(store)).toBe('/store/burger-barn?module_id=2&module_type=food&store_zone_id=1');
    expect(storePath({ ...store, slug: null }, { withDistance: true })).toBe(
      '/store/3?module_id=2&module_type=food&store_zone_id=1&distance=1234',
    );
  });

  it('lists a category on /home with its encoded name', () => {
    expect(categoryListingPath({ id: 5, name: 'Bread & Juice' }, 1)).toBe(
      '/home?data_type=category&id=5&module_id=1&name=Bread+%26+Juice',
    );
  });
});
