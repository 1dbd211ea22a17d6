import { screen, waitFor, within } from '@testing-library/react';
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
import { draftKey } from '@storefront/shared/forms';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { readLastOrder } from '../../lib/last-order';
import { goToPaymentPage } from '@storefront/shared/ordering';
import { CheckoutView } from './CheckoutView';

// The browser's navigation to the payment provider's page, which jsdom cannot follow.
// The browser's navigation to the provider's origin, which jsdom cannot make.
jest.mock('@storefront/shared/ordering', () => ({
  ...jest.requireActual<object>('@storefront/shared/ordering'),
  goToPaymentPage: jest.fn(),
}));

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

const address = (id: number, type: string, text: string) => ({
  id,
  address_type: type,
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000000',
  address: text,
  latitude: '23.79',
  longitude: '90.41',
  zone_id: 1,
  zone_ids: [1],
});

const coupon = {
  id: 3,
  title: 'Ten off',
  code: 'SAVE10',
  start_date: '2024-01-01',
  expire_date: '2099-01-01',
  min_purchase: 0,
  max_discount: 0,
  discount: 10,
  discount_type: 'amount',
  coupon_type: 'default',
  limit: null,
  store_id: null,
  module_id: 1,
};

const customer = {
  id: 1,
  f_name: 'Demo',
  l_name: 'Customer',
  email: 'demo@storefront.test',
  phone: '+8801700000000',
  image_full_url: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  order_count: 3,
  member_since_days: 100,
  wallet_balance: 0,
  loyalty_point: 0,
  ref_code: null,
};

const DRAFT = draftKey('checkout');

/** Everything kept in the browser's storage, as one text. */
const allStored = () =>
  [localStorage, sessionStorage]
    .flatMap((storage) => Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!)))
    .join('\n');

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(moduleAtom, null);
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, 'guest-7');
  appStore.set(locationAtom, 'Gulshan Avenue');
  appStore.set(currentLatLngAtom, { lat: 23.7925, lng: 90.4078 });
  appStore.set(cartLinesAtom, [makeLine({ price: 500 }, { price: 500 })]);
  jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
  jest.spyOn(toast, 'error').mockImplementation(() => 'error');
  jest.spyOn(toast, 'info').mockImplementation(() => 'info');
  jest.mocked(goToPaymentPage).mockClear();
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(cartLinesAtom, []);
  appStore.set(tokenAtom, null);
});

function routes(extra: Record<string, (params: Record<string, unknown>) => { data: unknown; status?: number }> = {}) {
  return fakeApi({
    'GET /stores/details/7': () => ({ data: store }),
    'GET /most-tips': () => ({ data: { most_tips_amount: 0 } }),
    'GET /customer/address/list': () => ({
      data: { addresses: [address(21, 'home', 'Road 1, Gulshan'), address(22, 'office', 'Road 11, Banani')] },
    }),
    'GET /customer/info': () => ({ data: customer }),
    'POST /customer/order/place': () => ({
      data: { message: 'Order placed successfully', order_id: 100077, total_ammount: 535 },
    }),
    ...extra,
  });
}

const renderCheckout = () => renderPart(<CheckoutView pageParam="cart" />, { route: '/checkout?page=cart' });

it("keeps a guest's saved contact and a custom tip across a reload, never the password, and drops them once placed", async () => {
  const calls = routes();
  const first = renderCheckout();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit contact info' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact information' });
  await userEvent.type(within(dialog).getByLabelText('Contact Person Name'), 'Nadia Islam');
  await userEvent.type(within(dialog).getByLabelText('Contact Person Number'), '1711111111');
  await userEvent.type(within(dialog).getByLabelText('Contact Person Email'), 'nadia@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
  await userEvent.type(screen.getByLabelText('Tip amount'), '15');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Create an account with this order' }));
  await userEvent.type(screen.getByLabelText('Password for your account'), 'hunter2222');
  expect(allStored()).not.toContain('hunter2222');
  first.unmount();

  renderCheckout();
  const contact = await screen.findByTestId('guest-contact');
  expect(contact).toHaveTextContent('Nadia Islam');
  expect(contact).toHaveTextContent('+8801711111111');
  expect(contact).toHaveTextContent('nadia@example.com');
  expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
  expect(screen.getByLabelText('Tip amount')).toHaveValue(15);
  // The password is never kept: after the reload the option starts unticked.
  expect(screen.getByRole('checkbox', { name: 'Create an account with this order' })).not.toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(calls.some((call) => call.url === '/customer/order/place')).toBe(true));
  const placed = calls.find((call) => call.url === '/customer/order/place');
  expect(placed?.body).toMatchObject({ contact_person_name: 'Nadia Islam', dm_tips: 15 });
  await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toBeNull());
  expect(allStored()).not.toContain('Nadia Islam');
}, 30_000);

it('a guest who chose a listed tip gets it back, and a damaged draft is dropped', async () => {
  routes();
  const first = renderCheckout();
  await userEvent.click(await screen.findByRole('radio', { name: '৳20.00' }));
  first.unmount();
  const second = renderCheckout();
  expect(await screen.findByRole('radio', { name: '৳20.00' })).toBeChecked();
  expect(screen.queryByLabelText('Tip amount')).not.toBeInTheDocument();
  second.unmount();

  sessionStorage.setItem(DRAFT, JSON.stringify({ version: 1, data: { tip: 'lots' } }));
  renderCheckout();
  expect(await screen.findByRole('radio', { name: 'No tip' })).toBeChecked();
  expect(sessionStorage.getItem(DRAFT)).toBeNull();
});

it("keeps a customer's chosen address, its house and the coupon, which is applied again on return", async () => {
  appStore.set(tokenAtom, 'token');
  const calls = routes({ 'GET /coupon/apply': () => ({ data: coupon }) });
  const first = renderCheckout();
  expect(await screen.findByTestId('selected-address')).toHaveTextContent('Road 1, Gulshan');
  await userEvent.click(screen.getByRole('button', { name: 'View Saved Address' }));
  const saved = await screen.findByRole('dialog', { name: 'Saved Addresses' });
  await userEvent.click(within(saved).getByRole('radio', { name: /Road 11, Banani/ }));
  await userEvent.click(within(saved).getByRole('button', { name: 'Select' }));
  await userEvent.type(screen.getByLabelText('House'), '7B');
  await userEvent.type(screen.getByLabelText('Coupon code'), 'SAVE10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByTestId('applied-coupon')).toHaveTextContent('SAVE10');
  first.unmount();

  renderCheckout();
  expect(await screen.findByTestId('applied-coupon')).toHaveTextContent('SAVE10');
  expect(await screen.findByTestId('selected-address')).toHaveTextContent('Road 11, Banani');
  expect(screen.getByLabelText('House')).toHaveValue('7B');
  const applied = calls.filter((call) => call.url === '/coupon/apply');
  expect(applied).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(calls.some((call) => call.url === '/customer/order/place')).toBe(true));
  expect(calls.find((call) => call.url === '/customer/order/place')?.body).toMatchObject({
    coupon_code: 'SAVE10',
    address: 'Road 11, Banani',
    house: '7B',
  });
  await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toBeNull());
}, 30_000);

it('a coupon that no longer applies after a reload shows its error and is forgotten', async () => {
  appStore.set(tokenAtom, 'token');
  let expired = false;
  routes({
    'GET /coupon/apply': () =>
      expired ? { status: 403, data: { errors: [{ code: 'coupon', message: 'Coupon expired' }] } } : { data: coupon },
  });
  const first = renderCheckout();
  await userEvent.type(await screen.findByLabelText('Coupon code'), 'SAVE10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByTestId('applied-coupon');
  first.unmount();

  expired = true;
  renderCheckout();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Coupon expired'));
  expect(screen.queryByTestId('applied-coupon')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Coupon code')).toHaveValue('SAVE10');
  await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT)!).data.coupon).toBeNull());
});

it("a digital order with a payment page goes to the provider's page, not to the success page", async () => {
  appStore.set(tokenAtom, 'token');
  mockConfig.digital_payment = true;
  window.history.replaceState(null, '', '/checkout?page=cart');
  const calls = routes({
    'POST /customer/order/place': () => ({
      data: {
        message: 'Order placed successfully',
        order_id: 100078,
        total_ammount: 535,
        order_status: 'pending',
        payment_status: 'unpaid',
        payment_url: 'https://pay.example/c/100078',
      },
    }),
  });
  try {
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: 'Digital Payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/c/100078'));
    expect(calls.find((call) => call.url === '/customer/order/place')?.body).toMatchObject({
      payment_method: 'digital_payment',
    });
    // The success and failed views read the record once the provider sends the customer back.
    expect(readLastOrder(100078)).toMatchObject({ orderId: 100078, total: 535 });
    expect(window.location.pathname).toBe('/checkout');
  } finally {
    mockConfig.digital_payment = false;
  }
}, 30_000);

it('an order decided at once (no payment page) goes to the order page as before', async () => {
  appStore.set(tokenAtom, 'token');
  window.history.replaceState(null, '', '/checkout?page=cart');
  routes();
  renderCheckout();
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(window.location.pathname).toBe('/order'));
  expect(window.location.search).toBe('?order_id=100077');
  expect(goToPaymentPage).not.toHaveBeenCalled();
}, 30_000);

it('a guest is told a coupon needs a sign-in, which comes back to checkout; a customer gets the code field', async () => {
  routes();
  const guest = renderCheckout();
  const hint = await screen.findByRole('region', { name: 'Promo code' });
  expect(hint).toHaveTextContent('Have a coupon? Sign in to apply it.');
  expect(within(hint).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/auth/sign-in?return_to=${encodeURIComponent('/checkout?page=cart')}`,
  );
  expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  guest.unmount();

  appStore.set(tokenAtom, 'token');
  renderCheckout();
  expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
  expect(screen.queryByText('Have a coupon? Sign in to apply it.')).not.toBeInTheDocument();
});
