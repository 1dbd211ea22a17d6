import type { Item } from '@storefront/shared/contract/item';
import { NEW_TAB_DAYS, STATIC_CATEGORY_TABS } from '../../lib/section-constants';

export interface CategoryTab {
  label: string;
  /** null: the 'All' tab, and pharmacy's 'New'. */
  categoryId: number | null;
  /** Pharmacy's 'New': the items added in the last NEW_TAB_DAYS days. */
  newOnly?: true;
}

/** Pharmacy's static tab that names no category. */
export const NEW_TAB_LABEL = 'New';

const MAX_DYNAMIC_TABS = 4;

/**
 * The best-reviewed section's tabs. Grocery and pharmacy use their static tab names (spec section 9),
 * each matched to a category of that name (a name without a category is left out); pharmacy's 'New'
 * is no category but the newly added items. Other modules offer the categories their best-reviewed
 * items belong to. Tab 0 is always 'All'.
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
        if (label === NEW_TAB_LABEL) return [{ label, categoryId: null, newOnly: true }];
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

const DAY_MS = 86_400_000;

/** Added within the last NEW_TAB_DAYS days of `now` (the API's new-arrival window); no date is not new. */
export function isNewItem(item: Pick<Item, 'created_at'>, now: Date): boolean {
  const added = item.created_at ? Date.parse(item.created_at) : NaN;
  return Number.isFinite(added) && now.getTime() - added <= NEW_TAB_DAYS * DAY_MS;
}

/** Tab 0 shows all; 'New' keeps the newly added items; any other tab the items of its category. */
export function itemsOfTab<T extends Pick<Item, 'category_ids' | 'created_at'>>(
  items: T[],
  tab: CategoryTab | undefined,
  now: Date,
): T[] {
  if (tab?.newOnly) return items.filter((item) => isNewItem(item, now));
  if (!tab || tab.categoryId === null) return items;
  return items.filter((item) => item.category_ids.some((ref) => ref.id === tab.categoryId));
}
