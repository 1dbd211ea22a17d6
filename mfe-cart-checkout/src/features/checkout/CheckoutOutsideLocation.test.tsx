import { act, screen, within } from '@testing-library/react';
import {
  appStore,
  cartLinesAtom,
  currentLatLngAtom,
  guestIdAtom,
  locationAtom,
  moduleAtom,
  toast,
  tokenAtom,
  zoneIdAtom,
} from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { saveDirectOrder } from '../../lib/direct-order';
import { OUTSIDE_LOCATION_TITLE } from '../../lib/outside-location';
import { CheckoutView } from './CheckoutView';

// The page reads a few fields of the configuration, whose own contract is tested in shared.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  useConfig: () => ({ data: mockConfig }),
}));

const mockConfig = {
  cash_on_delivery: true,
  digital_payment: false,
  customer_wallet_status: 0,
  offline_payment_status: 0,
  schedule_order: false,
  country: 'BD',
  country_picker_status: 1,
  digit_after_decimal_point: 2,
  currency_symbol: '৳',
  currency_symbol_direction: 'left',
};

// A Gulshan store (zone 1).
const store = {
  id: 7,
  name: 'Fresh Basket',
  slug: 'fresh-basket',
  address: 'Banani',
  logo_full_url: null,
  cover_photo_full_url: null,
  latitude: '23.79',
  longitude: '90.40',
  module_id: 1,
  module_type: 'grocery',
  zone_id: 1,
  free_delivery: false,
  delivery: true,
  take_away: false,
  featured: 0,
  active: true,
  open: 1,
  avg_rating: 4.5,
  positive_rating: 90,
};

const line = makeLine({ id: 41, price: 500 }, { price: 500, name: 'Fresh Milk', zone_id: 1 });

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(moduleAtom, null);
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, 'guest-7');
  // The guest has moved the delivery location to Dhanmondi (zone 2).
  appStore.set(locationAtom, 'Road 27, Dhanmondi');
  appStore.set(currentLatLngAtom, { lat: 23.7561, lng: 90.3746 });
  appStore.set(zoneIdAtom, '[2]');
  appStore.set(cartLinesAtom, [line]);
  jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
  jest.spyOn(toast, 'error').mockImplementation(() => 'error');
  fakeApi({
    'GET /stores/details/7': () => ({ data: store }),
    'GET /most-tips': () => ({ data: { most_tips_amount: 0 } }),
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(cartLinesAtom, []);
  appStore.set(zoneIdAtom, null);
});

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

it('does not let a line its store does not deliver to the location be ordered, and says why', async () => {
  renderPart(<CheckoutView pageParam="cart" />, { route: '/checkout?page=cart' });
  const notice = await screen.findByRole('region', { name: OUTSIDE_LOCATION_TITLE });
  expect(within(notice).getByRole('listitem')).toHaveTextContent('Fresh Milk');
  expect(within(notice).getByRole('button', { name: 'Remove from cart' })).toBeEnabled();
  expect(placeOrder()).toBeDisabled();

  // Back in Gulshan the line can be ordered again.
  act(() => appStore.set(zoneIdAtom, '[1]'));
  expect(screen.queryByRole('region', { name: OUTSIDE_LOCATION_TITLE })).toBeNull();
  expect(placeOrder()).toBeEnabled();
});

it('a Buy now item of a store that does not deliver here is named too, without a cart removal', async () => {
  saveDirectOrder({
    page: 'buy_now',
    item: { ...line.item, name: 'Basmati Rice' },
    payload: { model: 'Item', item_id: 5, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
    total: 500,
  });
  renderPart(<CheckoutView pageParam="buy_now" />, { route: '/checkout?page=buy_now' });
  const notice = await screen.findByRole('region', { name: OUTSIDE_LOCATION_TITLE });
  expect(within(notice).getByRole('listitem')).toHaveTextContent('Basmati Rice');
  expect(within(notice).queryByRole('button', { name: 'Remove from cart' })).toBeNull();
  expect(within(notice).getByRole('button', { name: 'Change location' })).toBeInTheDocument();
  expect(placeOrder()).toBeDisabled();
});
