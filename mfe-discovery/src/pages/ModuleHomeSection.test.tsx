import type { Item } from '@storefront/shared/contract/item';
import { wireItem } from '../test/fixtures';
import type { HomeSectionId } from '../features/home/layouts';
import type { ItemSectionData } from '../features/home/use-home-items';
import { showsTheSame, type ModuleHomeContext } from './ModuleHomeSection';

const apple = wireItem(1, 'Red Apples') as unknown as Item;
const milk = wireItem(2, 'Whole Milk') as unknown as Item;

/** A home render: each item section's list as given (a new array every render, as dedupe makes them). */
function home(lists: Partial<Record<HomeSectionId, Item[] | undefined>>, changes: Partial<ModuleHomeContext> = {}) {
  const itemData = (id: HomeSectionId): ItemSectionData => ({
    items: lists[id] ? [...lists[id]] : undefined,
    error: undefined,
    retry: () => undefined,
  });
  return {
    moduleType: 'grocery',
    moduleId: 1,
    signedIn: false,
    itemData,
    shownItems: null,
    ...changes,
  } as ModuleHomeContext;
}

it('skips an item section whose items are the same, though the home rendered again for another read', () => {
  const before = home({ mostPopular: [apple], newArrivals: undefined });
  const after = home({ mostPopular: [apple], newArrivals: [milk] });
  expect(showsTheSame({ id: 'mostPopular', home: before }, { id: 'mostPopular', home: after })).toBe(true);
  expect(showsTheSame({ id: 'newArrivals', home: before }, { id: 'newArrivals', home: after })).toBe(false);
});

it('renders a section again when its items, the customer or the module change', () => {
  const before = home({ mostPopular: [apple] });
  expect(
    showsTheSame({ id: 'mostPopular', home: before }, { id: 'mostPopular', home: home({ mostPopular: [milk] }) }),
  ).toBe(false);
  const signedIn = home({ mostPopular: [apple] }, { signedIn: true });
  expect(showsTheSame({ id: 'mostPopular', home: before }, { id: 'mostPopular', home: signedIn })).toBe(false);
  expect(showsTheSame({ id: 'banners', home: before }, { id: 'banners', home: home({}, { moduleId: 2 }) })).toBe(false);
});

it('a section with reads of its own is never rendered again by the home; common conditions follow the items shown', () => {
  expect(showsTheSame({ id: 'banners', home: home({}) }, { id: 'banners', home: home({ mostPopular: [apple] }) })).toBe(
    true,
  );
  const unknown = home({});
  const known = home({}, { shownItems: new Set(['#1']) });
  expect(showsTheSame({ id: 'commonConditions', home: unknown }, { id: 'commonConditions', home: known })).toBe(false);
  expect(
    showsTheSame(
      { id: 'commonConditions', home: known },
      { id: 'commonConditions', home: home({}, { shownItems: new Set(['#1']) }) },
    ),
  ).toBe(true);
});
