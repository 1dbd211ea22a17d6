import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PartProviders } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { ORDER_FAILED_QUESTION } from './order-failed-texts';
import { saveLastOrder } from '../../lib/last-order';
import { OrderFailed } from './OrderFailed';

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
  render(
    <PartProviders>
      <OrderFailed orderId={orderId} />
    </PartProviders>,
  );
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
});
