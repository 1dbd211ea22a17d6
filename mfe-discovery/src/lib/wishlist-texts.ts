import type { WishlistKind } from './wishlist-actions';

/** The wishlist drawer is 523 px wide (spec section 9). */
export const WISHLIST_DRAWER_WIDTH = '523px';

/** Tab labels: items and stores, foods and restaurants in the food module. */
export function wishlistTabLabel(kind: WishlistKind, moduleType: string | undefined): string {
  const food = moduleType === 'food';
  if (kind === 'item') return food ? 'Foods' : 'Items';
  return food ? 'Restaurants' : 'Stores';
}

/** Empty states: the spec's 'No favourite items found', and its store counterpart. */
export function wishlistEmptyText(kind: WishlistKind, moduleType: string | undefined): string {
  if (kind === 'item') return moduleType === 'food' ? 'No favourite foods found' : 'No favourite items found';
  return moduleType === 'food' ? 'No favourite restaurants found' : 'No favourite stores found';
}
