import {
  clearSelectedCategory,
  readSelectedCategory,
  saveSelectedCategory,
  SELECTED_CATEGORY_KEY,
} from './selected-category';

const documents = {
  id: 1,
  name: 'Documents',
  description: 'Papers and envelopes',
  image_full_url: null,
  module_id: 5,
  parcel_per_km_shipping_charge: null,
  parcel_minimum_shipping_charge: null,
};

describe('selected parcel category', () => {
  afterEach(() => sessionStorage.clear());

  it('is saved and read back', () => {
    saveSelectedCategory(documents);
    expect(readSelectedCategory()).toEqual(documents);
    clearSelectedCategory();
    expect(readSelectedCategory()).toBeNull();
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem(SELECTED_CATEGORY_KEY, '{not json');
    expect(readSelectedCategory()).toBeNull();
    sessionStorage.setItem(SELECTED_CATEGORY_KEY, JSON.stringify({ id: 'x' }));
    expect(readSelectedCategory()).toBeNull();
  });
});
