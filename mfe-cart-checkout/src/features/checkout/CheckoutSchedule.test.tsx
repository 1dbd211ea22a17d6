import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  appStore,
  cartLinesAtom,
  currentLatLngAtom,
  guestIdAtom,
  locationAtom,
  moduleAtom,
  toast,
  tokenAtom,
} from '@storefront/shared';
import { syncBusinessClock } from '@storefront/shared/time/business-time';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { CheckoutView } from './CheckoutView';

// Checkout at a store closed now: it says when the store opens, offers the store's own slots, and the
// bill and the order are for the slot chosen.

jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  useConfig: () => ({ data: mockConfig }),
}));

const mockConfig = {
  cash_on_delivery: true,
  digital_payment: false,
  customer_wallet_status: 0,
  offline_payment_status: 0,
  schedule_order: true,
  country: 'BD',
  country_picker_status: 1,
  digit_after_decimal_point: 2,
  currency_symbol: '৳',
  currency_symbol_direction: 'left',
};

// 07:00 in Dhaka on Wednesday 18 November 2026: the store opens at 09:00.
const NOW = '2026-11-18T01:00:00.000Z';

const storeOf = (overrides: Record<string, unknown> = {}) => ({
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
  schedule_order: true,
  featured: 0,
  active: true,
  open: 0,
  avg_rating: 4.5,
  positive_rating: 90,
  schedules: [3, 4].map((day) => ({ day, opening_time: '09:00:00', closing_time: '22:30:00' })),
  next_opening_at: '2026-11-18T03:00:00.000Z',
  ...overrides,
});

const slot = (date: string, utcHour: number, minute: number, dhakaTime: string) => ({
  schedule_at: `${date} ${dhakaTime}:00`,
  start: `${date}T${String(utcHour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`,
  end: `${date}T${String(minute === 30 ? utcHour + 1 : utcHour).padStart(2, '0')}:${minute === 30 ? '00' : '30'}:00.000Z`,
});
const SLOTS = [
  slot('2026-11-18', 3, 0, '09:00'),
  slot('2026-11-18', 3, 30, '09:30'),
  slot('2026-11-19', 3, 0, '09:00'),
  slot('2026-11-19', 3, 30, '09:30'),
];

const bill = (total: number) => ({
  item_total: 500,
  add_on_total: 0,
  discount_on_items: 0,
  subtotal: 500,
  coupon_discount: 0,
  coupon_title: null,
  tax: 0,
  original_delivery_charge: 35,
  delivery_charge: 35,
  additional_charge: 0,
  dm_tips: 0,
  total,
});

const address = {
  id: 21,
  address_type: 'home',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000000',
  address: 'Road 1, Gulshan',
  latitude: '23.79',
  longitude: '90.41',
  zone_id: 1,
  zone_ids: [1],
};

function routes(store = storeOf()) {
  return fakeApi({
    'GET /stores/details/7': () => ({ data: store }),
    'GET /stores/schedule-slots/7': () => ({
      data: {
        store_id: 7,
        schedule_order: store.schedule_order,
        slot_minutes: 30,
        slots: store.schedule_order ? SLOTS : [],
      },
    }),
    'GET /most-tips': () => ({ data: { most_tips_amount: 0 } }),
    'GET /customer/address/list': () => ({ data: { addresses: [address] } }),
    // The quote of a scheduled order is its bill; one for now is refused, as the API does at a closed store.
    'POST /customer/order/quote': (_params, body) =>
      (body as { schedule_at?: string }).schedule_at
        ? { data: bill((body as { schedule_at: string }).schedule_at.startsWith('2026-11-19') ? 545 : 535) }
        : { status: 403, data: { errors: [{ code: 'store_id', message: 'The store is closed now.' }] } },
    'POST /customer/order/place': () => ({
      data: { message: 'Order placed successfully', order_id: 100090, total_ammount: 545 },
    }),
  });
}

const quotes = (calls: ReturnType<typeof fakeApi>) =>
  calls
    .filter((call) => call.url === '/customer/order/quote')
    .map((call) => (call.body as { schedule_at?: string }).schedule_at);

beforeEach(() => {
  syncBusinessClock(NOW);
  sessionStorage.clear();
  appStore.set(moduleAtom, null);
  appStore.set(tokenAtom, 'token');
  appStore.set(guestIdAtom, 'guest-7');
  appStore.set(locationAtom, 'Gulshan Avenue');
  appStore.set(currentLatLngAtom, { lat: 23.7925, lng: 90.4078 });
  appStore.set(cartLinesAtom, [makeLine({ price: 500 }, { price: 500 })]);
  jest.spyOn(toast, 'error').mockImplementation(() => 'error');
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(cartLinesAtom, []);
  appStore.set(tokenAtom, null);
  syncBusinessClock(new Date().toISOString());
});

const renderCheckout = () => renderPart(<CheckoutView pageParam="cart" />, { route: '/checkout?page=cart' });

it('a store closed now says when it opens; the order is scheduled for its first slot, quoted and placed for it', async () => {
  const calls = routes();
  renderCheckout();
  const notice = await screen.findByTestId('store-closed-notice');
  expect(notice).toHaveTextContent('Fresh Basket: Closed · opens 9:00 AM');
  expect(notice).toHaveTextContent('Choose one of its times for your order below.');
  // An order for now cannot be had: the store's slots are the choice.
  expect(await screen.findByRole('radio', { name: 'Schedule for later' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Now' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('Today');
  expect(screen.getByRole('combobox', { name: 'Time slot' })).toHaveDisplayValue('9:00 AM – 9:30 AM');
  expect(await screen.findByTestId('bill-total')).toHaveTextContent('৳535.00');
  expect(quotes(calls)).toEqual(['2026-11-18 09:00:00']);

  // Another day starts at its first slot; the bill follows the time chosen.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Tomorrow');
  expect(screen.getByRole('combobox', { name: 'Time slot' })).toHaveDisplayValue('9:00 AM – 9:30 AM');
  await waitFor(() => expect(screen.getByTestId('bill-total')).toHaveTextContent('৳545.00'));
  expect(quotes(calls).at(-1)).toBe('2026-11-19 09:00:00');

  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(calls.some((call) => call.url === '/customer/order/place')).toBe(true));
  expect(calls.find((call) => call.url === '/customer/order/place')?.body).toMatchObject({
    schedule_at: '2026-11-19 09:00:00',
  });
}, 30_000);

it('an open store is ordered for now unless a slot is chosen', async () => {
  const calls = routes(storeOf({ open: 1, next_opening_at: null }));
  renderCheckout();
  expect(await screen.findByRole('radio', { name: 'Now' })).toBeChecked();
  expect(screen.queryByTestId('store-closed-notice')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Time slot' })).not.toBeInTheDocument();
  await waitFor(() => expect(quotes(calls)).toEqual([undefined]));
  await userEvent.click(screen.getByRole('radio', { name: 'Schedule for later' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time slot' }), '9:30 AM – 10:00 AM');
  await waitFor(() => expect(quotes(calls).at(-1)).toBe('2026-11-18 09:30:00'));
}, 30_000);

it('a store that takes no scheduled orders offers no schedule, and says the order waits for its opening', async () => {
  routes(storeOf({ schedule_order: false }));
  renderCheckout();
  const notice = await screen.findByTestId('store-closed-notice');
  expect(notice).toHaveTextContent('It takes no scheduled orders: you can place the order once it opens.');
  expect(await screen.findByText('The store is closed now.')).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Schedule for later' })).not.toBeInTheDocument();
});
