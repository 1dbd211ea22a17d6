import { categoryTabs, isNewItem, itemsOfTab } from './category-tabs';

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

  it("gives pharmacy the spec's five tabs: All, New, Baby Care, Womans Care, Mens", () => {
    const pharmacy = [
      { id: 40, name: 'Baby Care' },
      { id: 41, name: 'Womans Care' },
      { id: 42, name: 'Mens' },
    ];
    expect(categoryTabs('pharmacy', pharmacy, [])).toEqual([
      { label: 'All', categoryId: null },
      { label: 'New', categoryId: null, newOnly: true },
      { label: 'Baby Care', categoryId: 40 },
      { label: 'Womans Care', categoryId: 41 },
      { label: 'Mens', categoryId: 42 },
    ]);
  });

  it('leaves out a static category name the module has no category for; New stays', () => {
    const tabs = categoryTabs('pharmacy', [{ id: 40, name: 'Baby Care' }], []);
    expect(tabs.map((tab) => tab.label)).toEqual(['All', 'New', 'Baby Care']);
  });

  it("keeps the items added in the last 30 days on 'New'", () => {
    const now = new Date('2026-11-18T12:00:00Z');
    const fresh = { category_ids: [], created_at: '2026-10-20T12:00:00Z' };
    const old = { category_ids: [], created_at: '2026-10-18T11:00:00Z' };
    const undated = { category_ids: [] };
    expect(isNewItem(fresh, now)).toBe(true);
    expect(isNewItem(old, now)).toBe(false);
    expect(itemsOfTab([fresh, old, undated], { label: 'New', categoryId: null, newOnly: true }, now)).toEqual([fresh]);
    expect(itemsOfTab([fresh, old, undated], { label: 'All', categoryId: null }, now)).toHaveLength(3);
  });

  it('offers the categories of the items elsewhere', () => {
    const items = [{ category_ids: [{ id: 5 }, { id: 6 }] }, { category_ids: [{ id: 12 }] }];
    expect(categoryTabs('food', categories, items).map((tab) => tab.categoryId)).toEqual([null, 5, 12]);
  });

  it('shows all items on tab 0 and filters by category id otherwise', () => {
    const items = [{ category_ids: [{ id: 5 }] }, { category_ids: [{ id: 12 }] }];
    const now = new Date();
    expect(itemsOfTab(items, { label: 'All', categoryId: null }, now)).toHaveLength(2);
    expect(itemsOfTab(items, { label: 'Drinks', categoryId: 12 }, now)).toEqual([items[1]]);
  });
});
