import { categoryTabs, itemsOfTab } from './category-tabs';

const categories = [
  { id: 1, name: 'Fruits & Vegetables' },
  { id: 5, name: 'Milks' },
  { id: 9, name: 'Bread & Juice' },
  { id: 12, name: 'Drinks' },
  { id: 16, name: 'Beauty' },
];

describe('best-reviewed category tabs', () => {
  it('uses the static grocery tabs matched to category ids', () => {
    expect(categoryTabs('grocery', categories, [])).toEqual([
      { label: 'All', categoryId: null },
      { label: 'Beauty', categoryId: 16 },
      { label: 'Bread & Juice', categoryId: 9 },
      { label: 'Drinks', categoryId: 12 },
      { label: 'Milks', categoryId: 5 },
    ]);
  });

  it('leaves out static names without a category (pharmacy New)', () => {
    const tabs = categoryTabs('pharmacy', [{ id: 40, name: 'Baby Care' }], []);
    expect(tabs.map((tab) => tab.label)).toEqual(['All', 'Baby Care']);
  });

  it('offers the categories of the items elsewhere', () => {
    const items = [{ category_ids: [{ id: 5 }, { id: 6 }] }, { category_ids: [{ id: 12 }] }];
    expect(categoryTabs('food', categories, items).map((tab) => tab.categoryId)).toEqual([null, 5, 12]);
  });

  it('shows all items on tab 0 and filters by category id otherwise', () => {
    const items = [{ category_ids: [{ id: 5 }] }, { category_ids: [{ id: 12 }] }];
    expect(itemsOfTab(items, { label: 'All', categoryId: null })).toHaveLength(2);
    expect(itemsOfTab(items, { label: 'Drinks', categoryId: 12 })).toEqual([items[1]]);
  });
});
