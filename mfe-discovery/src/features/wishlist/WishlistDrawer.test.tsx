import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  appStore,
  moduleAtom,
  toast,
  tokenAtom,
  wishlistAtom,
  wishlistCountAtom,
  wishlistDrawerOpenAtom,
} from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { wireItem } from '../../test/fixtures';
import { WishlistDrawer } from './WishlistDrawer';

jest.spyOn(toast, 'success').mockImplementation(() => 'success');

it('lists wishlisted items and stores and removes one with its heart', async () => {
  appStore.set(tokenAtom, 'token-1');
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  appStore.set(wishlistAtom, { itemIds: [11], storeIds: [] });
  fakeApi({
    'GET /customer/wish-list': () => ({ data: { item: [wireItem(11, 'Fresh Milk')], store: [] } }),
    'DELETE /customer/wish-list/remove': () => ({ data: { message: 'Removed from wishlist' } }),
  });
  renderPart(<WishlistDrawer />);
  act(() => appStore.set(wishlistDrawerOpenAtom, true));
  const dialog = await screen.findByRole('dialog', { name: 'Wishlist' });
  expect(await within(dialog).findByRole('link', { name: 'Fresh Milk' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Fresh Milk from wishlist' }));
  expect(await within(dialog).findByText('No favourite items found')).toBeInTheDocument();
  expect(appStore.get(wishlistCountAtom)).toBe(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stores' }));
  expect(await within(dialog).findByText('No favourite stores found')).toBeInTheDocument();
});

it('tells a guest to sign in', async () => {
  appStore.set(tokenAtom, null);
  renderPart(<WishlistDrawer />);
  act(() => appStore.set(wishlistDrawerOpenAtom, true));
  expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});
