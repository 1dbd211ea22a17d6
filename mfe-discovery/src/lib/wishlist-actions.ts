import { mutate } from 'swr';
import { apiClient, appStore, errorMessages, toast, tokenAtom, wishlistAtom } from '@storefront/shared';
import { MessageResponseSchema } from '@storefront/shared/contract/common';

/** Spec: wishlisting without a token. */
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in';

export type WishlistKind = 'item' | 'store';

/** The SWR key of the wishlist drawer's lists (revalidated after every change). */
export const WISHLIST_KEY = '/customer/wish-list';

type Wishlist = { itemIds: number[]; storeIds: number[] };

const listOf = (kind: WishlistKind): keyof Wishlist => (kind === 'item' ? 'itemIds' : 'storeIds');

export function isWishlisted(wishlist: Wishlist, kind: WishlistKind, id: number): boolean {
  return wishlist[listOf(kind)].includes(id);
}

/** The wishlist with the entry added (newest first) or removed. */
export function withEntry(wishlist: Wishlist, kind: WishlistKind, id: number, on: boolean): Wishlist {
  const key = listOf(kind);
  const others = wishlist[key].filter((x) => x !== id);
  return { ...wishlist, [key]: on ? [id, ...others] : others };
}

/**
 * Adds or removes an item or a store. Guests are stopped with the spec's message. The shared atom
 * changes at once (the nav's count follows) and goes back if the server refuses; the server's
 * message is shown either way.
 */
export async function toggleWishlist(kind: WishlistKind, id: number): Promise<boolean> {
  if (!appStore.get(tokenAtom)) {
    toast.error(NOT_LOGGED_IN_MESSAGE, { id: 'wishlist-login' });
    return false;
  }
  const before = appStore.get(wishlistAtom);
  const adding = !isWishlisted(before, kind, id);
  appStore.set(wishlistAtom, (current) => withEntry(current, kind, id, adding));
  const params = { [`${kind}_id`]: id };
  try {
    const response = adding
      ? await apiClient.post<unknown>('/customer/wish-list/add', null, { params })
      : await apiClient.delete<unknown>('/customer/wish-list/remove', { params });
    const reply = MessageResponseSchema.safeParse(response.data);
    if (reply.success) toast.success(reply.data.message);
    void mutate((key) => Array.isArray(key) && key[0] === WISHLIST_KEY);
    return true;
  } catch (error) {
    appStore.set(wishlistAtom, (current) => withEntry(current, kind, id, !adding));
    toast.error(errorMessages(error)[0] ?? '');
    return false;
  }
}
