import { atom } from 'jotai';

/** Ids on the customer's wishlist; the wishlist count is items plus stores. */
export const wishlistAtom = atom<{ itemIds: number[]; storeIds: number[] }>({ itemIds: [], storeIds: [] });
export const wishlistCountAtom = atom((get) => {
  const wishlist = get(wishlistAtom);
  return wishlist.itemIds.length + wishlist.storeIds.length;
});
