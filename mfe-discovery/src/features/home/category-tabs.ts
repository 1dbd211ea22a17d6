import type { Item } from '@storefront/shared/contract/item';
import { STATIC_CATEGORY_TABS } from './section-constants';

export interface CategoryTab {
  label: string;
  /** null: the 'All' tab. */
  categoryId: number | null;
}

const MAX_DYNAMIC_TABS = 4;

/**
 * The best-reviewed section's tabs. Grocery and pharmacy use their static tab names, each matched to a
 * category of that name (a name without a category is left out); other modules offer the categories
 * their best-reviewed items belong to. Tab 0 is always 'All'.
 */
export function categoryTabs(
  moduleType: string,
  categories: { id: number; name: string }[],
  items: Pick<Item, 'category_ids'>[],
): CategoryTab[] {
  const all: CategoryTab = { label: 'All', categoryId: null };
  const byName = new Map(categories.map((category) => [category.name.toLowerCase(), category.id]));
  const staticNames = STATIC_CATEGORY_TABS[moduleType as keyof typeof STATIC_CATEGORY_TABS];
  if (staticNames) {
    return [
      all,
      ...staticNames.slice(1).flatMap((label): CategoryTab[] => {
        const id = byName.get(label.toLowerCase());
        return id === undefined ? [] : [{ label, categoryId: id }];
      }),
    ];
  }
  const used = new Set(items.flatMap((item) => item.category_ids.map((ref) => ref.id)));
  return [
    all,
    ...categories
      .filter((category) => used.has(category.id))
      .slice(0, MAX_DYNAMIC_TABS)
      .map((category) => ({ label: category.name, categoryId: category.id })),
  ];
}

/** Tab 0 shows all; any other tab keeps the items of its category. */
export function itemsOfTab<T extends Pick<Item, 'category_ids'>>(items: T[], tab: CategoryTab | undefined): T[] {
  if (!tab || tab.categoryId === null) return items;
  return items.filter((item) => item.category_ids.some((ref) => ref.id === tab.categoryId));
}
