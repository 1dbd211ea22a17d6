import { getParsed } from '../api/client';
import { WishlistResponseSchema } from '../contract/wishlist';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { wishlistAtom } from '../state/wishlist';

/** Loads the signed-in customer's wishlist into the shared atom (guests have none). */
export async function loadWishlist(): Promise<void> {
  if (!appStore.get(tokenAtom)) {
    appStore.set(wishlistAtom, { itemIds: [], storeIds: [] });
    return;
  }
  const reply = await getParsed('/customer/wish-list', WishlistResponseSchema);
  appStore.set(wishlistAtom, {
    itemIds: reply.item.map((item) => item.id),
    storeIds: reply.store.map((store) => store.id),
  });
}
