import { fireEvent, render, screen } from '@testing-library/react';
import {
  PartProviders,
  apiClient,
  appStore,
  cartDrawerOpenAtom,
  cartLinesAtom,
  itemQuickViewAtom,
} from '@storefront/shared';
import { makeItem, makeLine } from '../../test/fixtures';
import { readDirectOrder } from '../checkout/direct-order';
import { ItemQuickView } from './ItemQuickView';

const item = makeItem({ id: 5, name: 'Fresh Milk' });

beforeEach(() => {
  apiClient.defaults.adapter = async (config) => ({
    status: 200,
    data: item,
    headers: {},
    config,
    statusText: 'OK',
  });
  appStore.set(cartLinesAtom, [
    makeLine({ id: 41, quantity: 1 }, { id: 5 }),
    makeLine({ id: 42, quantity: 3 }, { id: 5 }),
  ]);
  appStore.set(cartDrawerOpenAtom, true);
});
afterEach(() => {
  appStore.set(cartLinesAtom, []);
  appStore.set(itemQuickViewAtom, null);
});

it('opened from a cart line it edits that line; Buy now closes the drawer and goes to checkout', async () => {
  appStore.set(itemQuickViewAtom, { itemId: 5, cartId: 42, model: 'Item' });
  render(
    <PartProviders>
      <ItemQuickView />
    </PartProviders>,
  );
  expect(await screen.findByRole('button', { name: 'Update to cart' })).toBeInTheDocument();
  // The second line's quantity, not the first's.
  expect(screen.getByRole('group', { name: 'Quantity of Fresh Milk' })).toHaveTextContent('3');
  fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
  expect(appStore.get(cartDrawerOpenAtom)).toBe(false);
  expect(appStore.get(itemQuickViewAtom)).toBeNull();
  expect(window.location.pathname + window.location.search).toBe('/checkout?page=buy_now');
  expect(readDirectOrder('buy_now')?.payload).toMatchObject({ item_id: 5, quantity: 3 });
});
