import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  PartProviders,
  appStore,
  cartDrawerOpenAtom,
  cartLinesAtom,
  itemQuickViewAtom,
  toast,
} from '@storefront/shared';
import { syncBusinessClock } from '@storefront/shared/time/business-time';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { CartDrawer } from './CartDrawer';

const first = makeLine({ id: 41, quantity: 3 }, { id: 5, name: 'Fresh Milk' });
const second = makeLine({ id: 42, quantity: 1, variation: [{ type: 'Large' }] }, { id: 5, name: 'Fresh Milk' });

/** The API at the transport: the configuration the drawer reads, and whatever routes a test adds. */
const api = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /config': () => ({ data: configFixture({ free_delivery_over: 1500 }) }), ...routes });

/** Renders the drawer and waits for its configuration: the free-delivery threshold shows the progress bar. */
async function renderDrawer() {
  render(
    <PartProviders>
      <CartDrawer />
    </PartProviders>,
  );
  await screen.findByTestId('free-delivery-progress');
}

beforeEach(() => {
  api();
  appStore.set(cartLinesAtom, [first, second]);
  appStore.set(cartDrawerOpenAtom, true);
  appStore.set(itemQuickViewAtom, null);
});
afterEach(() => {
  appStore.set(cartLinesAtom, []);
  appStore.set(cartDrawerOpenAtom, false);
});

it('a line opens the quick view of that very line, even when two lines hold one item', async () => {
  await renderDrawer();
  fireEvent.click(screen.getAllByRole('button', { name: 'Fresh Milk' })[1]!);
  expect(appStore.get(itemQuickViewAtom)).toEqual({ itemId: 5, moduleId: 1, cartId: 42, model: 'Item' });
});

it("a line's delete removes it whatever its quantity, with 'Cart item remove successfully'", async () => {
  const success = jest.spyOn(toast, 'success').mockImplementation(() => '');
  const requests: unknown[] = [];
  api({
    'DELETE /customer/cart/remove-item': (params) => {
      requests.push(params);
      return { data: [second] };
    },
  });
  await renderDrawer();
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete Fresh Milk from cart' })[0]!);
  await waitFor(() => expect(success).toHaveBeenCalledWith('Cart item remove successfully'));
  expect(requests[0]).toMatchObject({ cart_id: 41 });
  expect(appStore.get(cartLinesAtom)).toEqual([second]);
});

it('a line reads the prescription note and a sold-out item its badge, as the item page does', async () => {
  appStore.set(cartLinesAtom, [
    makeLine({ id: 51 }, { id: 8, name: 'Cefixime 200mg', module_type: 'pharmacy', is_prescription_required: 1 }),
    makeLine({ id: 52 }, { id: 9, name: 'Digital Thermometer', module_type: 'pharmacy', stock: 0 }),
  ]);
  await renderDrawer();
  const [prescription, soldOut] = screen.getAllByTestId('cart-line');
  expect(prescription).toHaveTextContent('prescription is required');
  expect(prescription).not.toHaveTextContent('Sold out');
  expect(soldOut).toHaveTextContent('Sold out');
  expect(soldOut).not.toHaveTextContent('prescription is required');
});

it('a store that delivers free says so, with no amount to reach', async () => {
  const free = makeLine({ id: 43, quantity: 1 }, { id: 6, name: 'Basmati Rice', free_delivery: true });
  appStore.set(cartLinesAtom, [free]);
  await renderDrawer();
  expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent('This store delivers free.');
  expect(screen.queryByText(/more to get free delivery/)).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('a store that does not deliver free shows how much more reaches the threshold', async () => {
  await renderDrawer();
  expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent(/more to get free delivery/);
  expect(screen.getByRole('progressbar', { name: 'Free delivery progress' })).toBeInTheDocument();
});

it('a store closed now says so and when it opens, before checkout, and that the order can be scheduled there', async () => {
  // 07:00 in Dhaka, on the API's clock; the store opens at 09:00.
  const config = configFixture({
    free_delivery_over: 1500,
    schedule_order: true,
    server_time: '2026-11-18T01:00:00.000Z',
  });
  api({
    'GET /config': () => ({ data: config }),
    [`GET /stores/details/${first.item.store_id}`]: () => ({
      data: {
        id: first.item.store_id,
        name: 'Fresh Basket',
        slug: 'fresh-basket',
        address: 'Banani',
        logo_full_url: null,
        cover_photo_full_url: null,
        latitude: '23.79',
        longitude: '90.40',
        module_id: 1,
        zone_id: 1,
        free_delivery: false,
        schedule_order: true,
        featured: 0,
        active: true,
        open: 0,
        avg_rating: 4.5,
        positive_rating: 90,
        schedules: [{ day: 3, opening_time: '09:00:00', closing_time: '22:30:00' }],
        next_opening_at: '2026-11-18T03:00:00.000Z',
      },
    }),
  });
  try {
    await renderDrawer();
    const notice = await screen.findByTestId('store-closed-notice');
    expect(notice).toHaveTextContent('Fresh Basket: Closed · opens 9:00 AM');
    expect(notice).toHaveTextContent('You can schedule the order for one of its times at checkout.');
  } finally {
    syncBusinessClock(new Date().toISOString());
  }
});
