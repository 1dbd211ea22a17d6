import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  PartProviders,
  appStore,
  cartDrawerOpenAtom,
  cartLinesAtom,
  pickLocationOpenAtom,
  toast,
  zoneIdAtom,
} from '@storefront/shared';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { CartDrawer } from './CartDrawer';
import { OUTSIDE_LOCATION_TITLE } from '../../lib/outside-location';

// Gulshan is zone 1, Dhanmondi zone 2: a Gulshan store's line and a Dhanmondi store's.
const gulshan = makeLine({ id: 41 }, { id: 5, name: 'Fresh Milk', store_name: 'Fresh Basket', zone_id: 1 });
const dhanmondi = makeLine({ id: 42 }, { id: 6, name: 'Brown Bread', store_name: 'Corner Bakery', zone_id: 2 });

const api = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /config': () => ({ data: configFixture({ free_delivery_over: 1500 }) }), ...routes });

async function renderDrawer() {
  render(
    <PartProviders>
      <CartDrawer />
    </PartProviders>,
  );
  await screen.findByTestId('free-delivery-progress');
}

const notice = () => screen.queryByRole('region', { name: OUTSIDE_LOCATION_TITLE });
const lineOf = (name: string) =>
  screen.getAllByTestId('cart-line').find((line) => within(line).queryByRole('button', { name }))!;

beforeEach(() => {
  api();
  appStore.set(cartLinesAtom, [gulshan, dhanmondi]);
  appStore.set(cartDrawerOpenAtom, true);
  appStore.set(pickLocationOpenAtom, false);
  appStore.set(zoneIdAtom, '[2]');
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(cartLinesAtom, []);
  appStore.set(cartDrawerOpenAtom, false);
  appStore.set(zoneIdAtom, null);
});

it('in Dhanmondi the cart names the Gulshan store’s line as not delivered there, and keeps it', async () => {
  await renderDrawer();
  const box = notice()!;
  expect(box).toHaveTextContent(
    'Fresh Basket does not deliver to your delivery location, so this item cannot be ordered there.',
  );
  expect(
    within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Fresh Milk']);
  expect(lineOf('Fresh Milk')).toHaveTextContent('Not delivered to your location');
  expect(lineOf('Brown Bread')).not.toHaveTextContent('Not delivered to your location');
  expect(appStore.get(cartLinesAtom)).toEqual([gulshan, dhanmondi]);
});

it('moving the location back to Gulshan takes the notice away; with no location there is nothing to say', async () => {
  await renderDrawer();
  expect(notice()).not.toBeNull();
  act(() => appStore.set(zoneIdAtom, '[1,2]'));
  expect(notice()).toBeNull();
  expect(screen.queryByText('Not delivered to your location')).toBeNull();
  act(() => appStore.set(zoneIdAtom, '[1]'));
  // Now the Dhanmondi line is the one not delivered.
  expect(
    within(notice()!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Brown Bread']);
  act(() => appStore.set(zoneIdAtom, null));
  expect(notice()).toBeNull();
});

it('Remove from cart takes out only the lines not delivered here', async () => {
  const success = jest.spyOn(toast, 'success').mockImplementation(() => '');
  const removed: unknown[] = [];
  api({
    'DELETE /customer/cart/remove-item': (params) => {
      removed.push(params.cart_id);
      return { data: [dhanmondi] };
    },
  });
  await renderDrawer();
  fireEvent.click(within(notice()!).getByRole('button', { name: 'Remove from cart' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Removed from cart.'));
  expect(removed).toEqual([41]);
  expect(appStore.get(cartLinesAtom)).toEqual([dhanmondi]);
  expect(notice()).toBeNull();
});

it('Change location closes the drawer and opens the location picker', async () => {
  await renderDrawer();
  fireEvent.click(within(notice()!).getByRole('button', { name: 'Change location' }));
  expect(appStore.get(cartDrawerOpenAtom)).toBe(false);
  expect(appStore.get(pickLocationOpenAtom)).toBe(true);
});
