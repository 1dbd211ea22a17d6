import { fireEvent, render, screen, within } from '@testing-library/react';
import { PartProviders, appStore, cartDrawerOpenAtom, cartLinesAtom, itemQuickViewAtom } from '@storefront/shared';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { makeItem, makeLine } from '../../../../tools/jest/cart-fixtures';
import { readDirectOrder } from '../../lib/direct-order';
import { ItemQuickView } from './ItemQuickView';

const item = makeItem({ id: 5, name: 'Fresh Milk' });

/** The API at the transport: the configuration, and the details of `details` (the shared fixture unless a test says otherwise). */
const api = (details: typeof item = item) =>
  fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    [`GET /items/details/${details.id}`]: () => ({ data: details }),
  });

beforeEach(() => {
  api();
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

let nextId = 60;

/** Opens the quick view of a new item (the page's SWR cache is shared), not in the cart. */
async function openQuickView(details: Partial<typeof item>) {
  const id = (nextId += 1);
  api({ ...item, id, ...details });
  appStore.set(cartLinesAtom, []);
  appStore.set(itemQuickViewAtom, { itemId: id, model: 'Item' });
  render(
    <PartProviders>
      <ItemQuickView />
    </PartProviders>,
  );
  return screen.findByRole('dialog', { name: 'Fresh Milk' });
}

it('shows the rating rounded to 0.5, as the cards do', async () => {
  const view = await openQuickView({ avg_rating: 4.3, rating_count: 12 });
  // The configuration's two decimal places (configFixture).
  expect(await within(view).findByTestId('rating')).toHaveTextContent('★4.50 out of 5(12)');
  expect(view).not.toHaveTextContent('4.3');
});

it('shows no rating at all for an item without reviews', async () => {
  const view = await openQuickView({ avg_rating: 0, rating_count: 0 });
  await within(view).findByRole('button', { name: 'Add to Cart' });
  expect(view).not.toHaveTextContent('★');
  expect(within(view).queryByTestId('rating')).toBeNull();
});

it('marks a sold-out item and offers nothing to order before any tap', async () => {
  const view = await openQuickView({ stock: 0 });
  expect(await within(view).findByText('Sold out')).toBeInTheDocument();
  expect(within(view).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(within(view).getByRole('button', { name: 'Buy now' })).toBeDisabled();
  expect(within(view).getByRole('button', { name: 'Increase quantity of Fresh Milk' })).toBeDisabled();
});

it('an item in stock has no badge and can be added', async () => {
  const view = await openQuickView({ stock: 3 });
  expect(await within(view).findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(within(view).queryByText('Sold out')).toBeNull();
  expect(within(view).queryByText(/prescription is required/i)).toBeNull();
});

it("says a pharmacy item needs a prescription, in the cart line's words", async () => {
  const view = await openQuickView({ module_type: 'pharmacy', is_prescription_required: 1 });
  expect(await within(view).findByText('prescription is required')).toBeInTheDocument();
});

it('chooses an older-shape variation in a radio group per option, as the product page does', async () => {
  const view = await openQuickView({
    choice_options: [{ name: 'choice_1', title: 'Weight', options: ['500 g', '1 kg'] }],
    variations: [
      { type: '500g', price: 60, stock: 4 },
      { type: '1kg', price: 110, stock: 0 },
    ],
  });
  const weight = await within(view).findByRole('radiogroup', { name: 'Weight' });
  expect(within(weight).getByRole('radio', { name: '500 g' })).toBeInTheDocument();
  // The sold-out weight says so before it is chosen.
  expect(within(weight).getByRole('radio', { name: '1 kg (out of stock)' })).toBeInTheDocument();
  fireEvent.click(within(weight).getByRole('radio', { name: '1 kg (out of stock)' }));
  expect(
    within(view).getByText('This variation is out of stock. Choose another variation to proceed further.'),
  ).toBeInTheDocument();
  expect(within(view).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});
