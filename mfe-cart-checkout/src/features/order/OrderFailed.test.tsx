import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient, appStore, toast, tokenAtom } from '@storefront/shared';
import { IDEMPOTENCY_HEADER } from '@storefront/shared/ordering';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { renderPart } from '../../../../tools/jest/render-part';
import { orderFixture } from '../../test-fixtures';
import { ORDER_FAILED_QUESTION } from './order-failed-texts';
import { saveLastOrder } from '../../lib/last-order';
import { goToPaymentPage } from '@storefront/shared/ordering';
import { OrderFailed } from './OrderFailed';
import { useLocation } from '@storefront/shared/router';

// The browser's navigation to the provider's origin, which jsdom cannot make.
jest.mock('@storefront/shared/ordering', () => ({
  ...jest.requireActual<object>('@storefront/shared/ordering'),
  goToPaymentPage: jest.fn(),
}));

/** The API at the transport: what payment-options answers (an API without the route answers 404). */
const paymentOptionsAnswer = (cashOnDelivery: boolean | null) =>
  fakeApi(
    cashOnDelivery === null
      ? {}
      : { 'GET /customer/order/payment-options': () => ({ data: { cash_on_delivery: cashOnDelivery } }) },
  );

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  sessionStorage.clear();
});

/**
 * Renders the page of `orderId` for a visitor with neither a token nor the guest's contact (as in every
 * test here): the order's details are not shown, and the console says why.
 */
function renderOrderFailed(orderId: number) {
  renderPart(<OrderFailed orderId={orderId} />, { route: `/order?flag=fail&order_id=${orderId}` });
  expect(warn).toHaveBeenCalledWith(`Order ${orderId}: no token or guest contact, so its details are not shown.`);
  expect(screen.queryByRole('region', { name: 'Order details' })).toBeNull();
}

async function switchOffered(orderId: number) {
  renderOrderFailed(orderId);
  await screen.findByRole('dialog', { name: ORDER_FAILED_QUESTION }, { timeout: 2000 });
  await screen.findByRole('button', { name: 'Cancel Order' });
  // Give the answer its turn before judging the switch absent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return screen.queryByRole('button', { name: 'Switch to Cash On Delivery' });
}

it("offers the switch when the order's zone allows it, with no record from the tab that placed it", async () => {
  paymentOptionsAnswer(true);
  expect(await switchOffered(71)).not.toBeNull();
});

it("offers Cancel only when the order's zone refuses cash on delivery, whatever this tab recorded", async () => {
  saveLastOrder({ orderId: 72, total: 500, cashOnDelivery: true });
  paymentOptionsAnswer(false);
  expect(await switchOffered(72)).toBeNull();
});

it('against an API without the route, the record of the tab that placed the order decides', async () => {
  saveLastOrder({ orderId: 73, total: 500, cashOnDelivery: true });
  paymentOptionsAnswer(null);
  expect(await switchOffered(73)).not.toBeNull();
});

it("Cancel Order cancels the order with the reason 'Order payment canceled'", async () => {
  const calls = fakeApi({
    'GET /customer/order/payment-options': () => ({ data: { cash_on_delivery: false } }),
    'POST /customer/order/cancel': () => ({ data: { message: 'Order canceled successfully' } }),
  });
  renderOrderFailed(74);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }, { timeout: 2000 }));
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: '/customer/order/cancel',
        body: expect.objectContaining({ order_id: 74, reason: 'Order payment canceled' }),
      }),
    ),
  );
  // The cancelled order's lines are back in the cart on the server: the cart is read, never cleared.
  await waitFor(() => expect(calls.some((call) => call.url === '/customer/cart/list')).toBe(true));
  expect(calls.filter((call) => call.method === 'DELETE' || call.url.includes('remove'))).toEqual([]);
});

let interceptor: number | null = null;
const PAYMENT_DOWN = 'Online payment is not answering right now. Please try again in a moment.';

/**
 * A signed-in customer's failed digital order, with the API offering digital payment; `retry`
 * answers POST payment/retry. The Idempotency-Key each request carried is recorded too.
 */
function retryApi(orderId: number, retry: () => { status?: number; data: unknown }, method = 'digital_payment') {
  appStore.set(tokenAtom, 'token');
  const calls = fakeApi({
    'GET /config': () => ({ data: configFixture({ digital_payment: true }) }),
    'GET /customer/order/payment-options': () => ({ data: { cash_on_delivery: true } }),
    'GET /customer/order/track': () => ({
      data: orderFixture({ id: orderId, payment_method: method, payment_status: 'failed', order_status: 'failed' }),
    }),
    'POST /customer/order/payment/retry': retry,
  });
  const keys: unknown[] = [];
  interceptor = apiClient.interceptors.request.use((config) => {
    if (config.url === '/customer/order/payment/retry') keys.push(config.headers.get(IDEMPOTENCY_HEADER));
    return config;
  });
  return { calls, keys };
}

/** The failed page in a fresh SWR cache (the configuration differs from the tests above), its dialog open. */
async function failedDialog(orderId: number) {
  renderPart(<OrderFailed orderId={orderId} />, { route: `/order?flag=fail&order_id=${orderId}` });
  const dialog = await screen.findByRole('dialog', { name: ORDER_FAILED_QUESTION }, { timeout: 2000 });
  await within(dialog).findByRole('button', { name: 'Switch to Cash On Delivery' });
  return dialog;
}

describe('Try again', () => {
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    // The order's embedded details (the account part's) cannot load here, and say so.
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toast, 'error').mockImplementation(() => 'error');
    jest.mocked(goToPaymentPage).mockClear();
  });
  afterEach(() => {
    // Unmounted before the token goes, so nothing renders outside the test.
    cleanup();
    if (interceptor !== null) apiClient.interceptors.request.eject(interceptor);
    interceptor = null;
    quiet.mockRestore();
    jest.restoreAllMocks();
    appStore.set(tokenAtom, null);
  });

  it('asks for a new payment page with an Idempotency-Key and goes there', async () => {
    const { calls, keys } = retryApi(81, () => ({ data: { payment_url: 'https://pay.example/c/81-2' } }));
    const dialog = await failedDialog(81);
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    // First among the answers: above the switch to cash on delivery.
    const cashOnDelivery = within(dialog).getByRole('button', { name: 'Switch to Cash On Delivery' });
    expect(tryAgain.compareDocumentPosition(cashOnDelivery) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(tryAgain);
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/c/81-2'));
    expect(calls.filter((call) => call.url === '/customer/order/payment/retry')).toEqual([
      expect.objectContaining({ method: 'POST', body: { order_id: 81 } }),
    ]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a provider that does not answer shows the API's message, and the page stays", async () => {
    retryApi(82, () => ({ status: 503, data: { errors: [{ code: 'payment_unavailable', message: PAYMENT_DOWN }] } }));
    const dialog = await failedDialog(82);
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    fireEvent.click(tryAgain);
    expect(tryAgain).toBeDisabled();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PAYMENT_DOWN));
    expect(goToPaymentPage).not.toHaveBeenCalled();
    expect(tryAgain).toBeEnabled();
    expect(screen.getByRole('dialog', { name: ORDER_FAILED_QUESTION })).toBeInTheDocument();
  });

  it('is not offered for an order paid otherwise than online', async () => {
    const { calls } = retryApi(83, () => ({ data: { payment_url: 'https://pay.example/c/83' } }), 'offline_payment');
    const dialog = await failedDialog(83);
    await waitFor(() => expect(calls.some((call) => call.url === '/customer/order/track')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('Back to the failed page once the order is settled', () => {
  function Where() {
    const location = useLocation();
    return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
  }
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    appStore.set(tokenAtom, 'token');
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    appStore.set(tokenAtom, null);
  });

  it.each([
    [
      'switched to cash on delivery',
      { payment_method: 'cash_on_delivery', order_status: 'pending' },
      '/order?order_id=91',
    ],
    ['cancelled', { payment_method: 'digital_payment', order_status: 'canceled' }, '/order?flag=cancel&order_id=91'],
  ])('shows the order %s, in place of the page, and never asks again', async (_name, state, address) => {
    fakeApi({
      'GET /config': () => ({ data: configFixture({ digital_payment: true }) }),
      'GET /customer/order/payment-options': () => ({ data: { cash_on_delivery: true } }),
      'GET /customer/order/track': () => ({ data: orderFixture({ id: 91, ...state }) }),
    });
    renderPart(
      <>
        <OrderFailed orderId={91} />
        <Where />
      </>,
      { route: '/order?flag=fail&order_id=91' },
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(address));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog', { name: ORDER_FAILED_QUESTION })).toBeNull();
  });
});
