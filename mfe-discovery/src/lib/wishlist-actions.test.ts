import { appStore, toast, tokenAtom, wishlistAtom, wishlistCountAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { toggleWishlist, withEntry } from './wishlist-actions';
import { wishlistEmptyText, wishlistTabLabel } from './wishlist-texts';

const error = jest.spyOn(toast, 'error').mockImplementation(() => 'error');
const success = jest.spyOn(toast, 'success').mockImplementation(() => 'success');

beforeEach(() => {
  error.mockClear();
  success.mockClear();
  appStore.set(wishlistAtom, { itemIds: [], storeIds: [] });
});

describe('wishlist rules', () => {
  it('puts a new entry first and removes it again', () => {
    const empty = { itemIds: [1], storeIds: [] };
    expect(withEntry(empty, 'item', 2, true)).toEqual({ itemIds: [2, 1], storeIds: [] });
    expect(withEntry(empty, 'store', 7, true)).toEqual({ itemIds: [1], storeIds: [7] });
    expect(withEntry({ itemIds: [2, 1], storeIds: [] }, 'item', 2, false)).toEqual(empty);
  });

  it('labels the tabs and empty states per module', () => {
    expect(wishlistTabLabel('item', 'grocery')).toBe('Items');
    expect(wishlistTabLabel('store', 'grocery')).toBe('Stores');
    expect(wishlistTabLabel('item', 'food')).toBe('Foods');
    expect(wishlistTabLabel('store', 'food')).toBe('Restaurants');
    expect(wishlistEmptyText('item', 'pharmacy')).toBe('No favourite items found');
  });
});

describe('toggleWishlist', () => {
  it('stops a guest with the spec message and calls nothing', async () => {
    appStore.set(tokenAtom, null);
    const calls = fakeApi({});
    expect(await toggleWishlist('item', 5)).toBe(false);
    expect(error).toHaveBeenCalledWith('You are not logged in', { id: 'wishlist-login' });
    expect(calls).toHaveLength(0);
  });

  it('adds and removes through the API and keeps the shared count in step', async () => {
    appStore.set(tokenAtom, 'token-1');
    const calls = fakeApi({
      'POST /customer/wish-list/add': () => ({ data: { message: 'Added to wishlist' } }),
      'DELETE /customer/wish-list/remove': () => ({ data: { message: 'Removed from wishlist' } }),
    });
    await toggleWishlist('item', 5);
    await toggleWishlist('store', 9);
    expect(appStore.get(wishlistCountAtom)).toBe(2);
    expect(success).toHaveBeenCalledWith('Added to wishlist');
    await toggleWishlist('item', 5);
    expect(appStore.get(wishlistAtom)).toEqual({ itemIds: [], storeIds: [9] });
    expect(success).toHaveBeenLastCalledWith('Removed from wishlist');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /customer/wish-list/add',
      'POST /customer/wish-list/add',
      'DELETE /customer/wish-list/remove',
    ]);
  });

  it('puts the heart back and shows the server message when the call fails', async () => {
    appStore.set(tokenAtom, 'token-1');
    fakeApi({
      'POST /customer/wish-list/add': () => ({
        status: 403,
        data: { errors: [{ code: 'wishlist', message: 'Already in your wishlist' }] },
      }),
    });
    expect(await toggleWishlist('item', 5)).toBe(false);
    expect(appStore.get(wishlistCountAtom)).toBe(0);
    expect(error).toHaveBeenCalledWith('Already in your wishlist');
  });
});
