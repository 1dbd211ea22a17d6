import { ParcelCategorySchema, type ParcelCategory } from '@storefront/shared/contract/parcel';

/** The category chosen on the parcel home, kept for /parcel-delivery-info (and a reload of it). */
export const SELECTED_CATEGORY_KEY = 'parcel-category';

export function saveSelectedCategory(category: ParcelCategory): void {
  sessionStorage.setItem(SELECTED_CATEGORY_KEY, JSON.stringify(category));
}

export function readSelectedCategory(): ParcelCategory | null {
  const raw = sessionStorage.getItem(SELECTED_CATEGORY_KEY);
  if (!raw) return null;
  try {
    const parsed = ParcelCategorySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSelectedCategory(): void {
  sessionStorage.removeItem(SELECTED_CATEGORY_KEY);
}
