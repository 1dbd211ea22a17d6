import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from '@storefront/shared/router';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { appStore, guestIdAtom, lightTheme, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { orderFixture } from '../test-fixtures';
import { ORDER_NOT_FOUND_TITLE, ORDER_PLACED_TITLE, TRACK_THIS_ORDER_TEXT } from '../features/order/OrderPlaced';
import { ORDER_FAILED_TITLE } from '../features/order/order-failed-texts';
import {
  CONFIRMING_PAYMENT_TITLE,
  NOT_CONFIRMED_TEXT,
  PAYMENT_POLL_MS,
  PAYMENT_WAIT_LIMIT_MS,
} from '../features/order/PaymentReturn';
import { OrderPage } from './OrderPage';

/** The order's payment as the API reads it; a test moves it as the provider's webhook would. */
let payment: { payment_status: string; order_status: string };

/** The API at the transport: tracking answers the order as it stands now, leaving answers `leave`. */
function orderApi(leave?: { payment_status: string; order_status: string }) {
  return fakeApi({
    'GET /customer/order/track': (params) => ({ data: orderFixture({ id: Number(params.order_id), ...payment }) }),
    ...(leave ? { 'POST /customer/order/payment/leave': () => ({ data: leave }) } : {}),
  });
}

/**
 * The page at `route` in the browser's history, with a fresh SWR cache, under strict mode (React
 * runs each effect twice only when StrictMode is the root). Answers the history's length then.
 */
function renderOrderPage(route: string) {
  window.history.replaceState(null, '', route);
  render(
    <StrictMode>
      <ThemeProvider theme={lightTheme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <BrowserRouter>
            <OrderPage />
          </BrowserRouter>
        </SWRConfig>
      </ThemeProvider>
    </StrictMode>,
  );
  return window.history.length;
}

/** The failed page's address took the place of the waiting one: Back does not return to the wait. */
function expectFailedInPlace(orderId: number, historyLength: number) {
  expect(window.location.search).toBe(`?flag=fail&order_id=${orderId}`);
  expect(window.history.length).toBe(historyLength);
}

const trackCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/customer/order/track').length;
const longer = { timeout: PAYMENT_POLL_MS * 3 };

/** Until the page has read the order once and drawn what it read. */
async function afterFirstRead(calls: { url: string }[]) {
  await waitFor(() => expect(trackCalls(calls)).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

let quiet: jest.SpyInstance[];
beforeEach(() => {
  payment = { payment_status: 'unpaid', order_status: 'pending' };
  appStore.set(tokenAtom, 'token');
  appStore.set(guestIdAtom, null);
  // The failed page's embedded details (the account part's) cannot load here, and say so.
  quiet = [jest.spyOn(console, 'error').mockImplementation(() => undefined)];
});
afterEach(() => {
  // Unmounted before the token goes, so nothing renders outside the test.
  cleanup();
  quiet.forEach((spy) => spy.mockRestore());
  appStore.set(tokenAtom, null);
  jest.useRealTimers();
});

it('back from the provider: confirms while the order is unpaid, and shows success once the API says paid', async () => {
  const calls = orderApi();
  renderOrderPage('/order?order_id=501&payment=returned');
  await afterFirstRead(calls);
  expect(screen.getByRole('heading', { name: CONFIRMING_PAYMENT_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('waiting for the payment provider');
  expect(screen.getByText('Order ID #501')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();

  payment = { payment_status: 'paid', order_status: 'confirmed' };
  expect(await screen.findByRole('heading', { name: ORDER_PLACED_TITLE }, longer)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: CONFIRMING_PAYMENT_TITLE })).toBeNull();
  expect(trackCalls(calls)).toBeGreaterThan(1);
  // Settled: the polling stops (the success view's own read of the order is its first and last).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const settled = trackCalls(calls);
  await act(() => new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS * 1.5)));
  expect(trackCalls(calls)).toBe(settled);
});

it('back from the provider: shows the failed page once the order failed, replacing the confirming entry', async () => {
  const calls = orderApi();
  const entries = renderOrderPage('/order?order_id=502&payment=returned');
  await afterFirstRead(calls);
  expect(screen.getByRole('heading', { name: CONFIRMING_PAYMENT_TITLE })).toBeInTheDocument();

  payment = { payment_status: 'failed', order_status: 'failed' };
  expect(await screen.findByRole('heading', { name: ORDER_FAILED_TITLE }, longer)).toBeInTheDocument();
  expectFailedInPlace(502, entries);
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();
});

it('never shows success while the tracked order is unpaid, whatever the URL says, and says so after a minute', async () => {
  jest.useFakeTimers();
  const calls = orderApi();
  renderOrderPage('/order?order_id=503&payment=returned&payment_status=paid&flag=success&paid=1');
  await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 4));
  expect(trackCalls(calls)).toBeGreaterThan(2);
  expect(screen.getByRole('heading', { name: CONFIRMING_PAYMENT_TITLE })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();

  await act(() => jest.advanceTimersByTimeAsync(PAYMENT_WAIT_LIMIT_MS));
  expect(screen.getByRole('status')).toHaveTextContent(NOT_CONFIRMED_TEXT);
  expect(screen.getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();
  expect(screen.queryByText(/paid successfully|payment received/i)).toBeNull();
  // No more polling after the minute; Check again reads the order once more.
  const before = trackCalls(calls);
  await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 4));
  expect(trackCalls(calls)).toBe(before);
  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await act(() => jest.advanceTimersByTimeAsync(10));
  expect(trackCalls(calls)).toBe(before + 1);
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();
});

it('left the provider: ends the payment once (even under strict mode) and shows the failed page', async () => {
  const calls = orderApi({ payment_status: 'failed', order_status: 'failed' });
  const entries = renderOrderPage('/order?order_id=504&payment=left');
  expect(await screen.findByRole('heading', { name: ORDER_FAILED_TITLE })).toBeInTheDocument();
  const leaves = calls.filter((call) => call.url === '/customer/order/payment/leave');
  expect(leaves).toEqual([expect.objectContaining({ method: 'POST', body: { order_id: 504 } })]);
  expectFailedInPlace(504, entries);
});

it('left the provider: an order still waiting after the leave is watched until it fails', async () => {
  const calls = orderApi({ payment_status: 'unpaid', order_status: 'pending' });
  renderOrderPage('/order?order_id=505&payment=left');
  expect(await screen.findByRole('heading', { name: CONFIRMING_PAYMENT_TITLE })).toBeInTheDocument();
  payment = { payment_status: 'failed', order_status: 'failed' };
  expect(await screen.findByRole('heading', { name: ORDER_FAILED_TITLE }, longer)).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/customer/order/payment/leave')).toHaveLength(1);
});

it('an order id that is no order says so, not success', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({
      status: 404,
      data: { errors: [{ code: 'order', message: 'Order not found' }] },
    }),
  });
  renderOrderPage('/order?order_id=999999');
  expect(await screen.findByText(ORDER_NOT_FOUND_TITLE)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();
  expect(screen.getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
});

it('an order this visitor cannot read (another browser, signed out) is offered to tracking, not called placed', async () => {
  appStore.set(tokenAtom, null);
  const calls = orderApi();
  renderOrderPage('/order?order_id=505');
  expect(await screen.findByRole('heading', { name: 'Order #505' })).toBeInTheDocument();
  expect(screen.getByText(TRACK_THIS_ORDER_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: ORDER_PLACED_TITLE })).toBeNull();
  expect(trackCalls(calls)).toBe(0);
});

it('a signed-in customer’s own order, read from the API, is shown placed', async () => {
  orderApi();
  renderOrderPage('/order?order_id=506');
  expect(await screen.findByRole('heading', { name: ORDER_PLACED_TITLE })).toBeInTheDocument();
  expect(screen.getByTestId('order-id')).toHaveTextContent('Order ID #506');
});
