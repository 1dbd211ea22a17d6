import { appStore, moduleAtom, tokenAtom } from '@storefront/shared';
import { followWishlist } from './follow-wishlist';

const loadWishlist = jest.fn(() => Promise.resolve());
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual<object>('@storefront/shared'),
  loadWishlist: () => loadWishlist(),
}));

const grocery = { id: 1, module_type: 'grocery', module_name: 'Grocery' } as const;
const food = { id: 2, module_type: 'food', module_name: 'Food' } as const;

it('loads the wishlist at start, at sign-in and sign-out, and when another module is chosen', () => {
  appStore.set(moduleAtom, grocery);
  followWishlist();
  expect(loadWishlist).toHaveBeenCalledTimes(1);

  appStore.set(tokenAtom, 'token');
  expect(loadWishlist).toHaveBeenCalledTimes(2);

  // The wishlist is kept per module: the nav's count follows the module chosen.
  appStore.set(moduleAtom, food);
  expect(loadWishlist).toHaveBeenCalledTimes(3);
  // Choosing the same module again asks for nothing.
  appStore.set(moduleAtom, { ...food });
  expect(loadWishlist).toHaveBeenCalledTimes(3);

  appStore.set(tokenAtom, null);
  expect(loadWishlist).toHaveBeenCalledTimes(4);
});
