// Money going back on a phone: a cancelled card order is refunded to the card once and its page
// says so; an order whose payment never comes is cancelled by the shop after its window, and its
// stock is back on the shelf.
import { expect, test, type Page } from '@playwright/test';
import { apiNow, withApiClockAt } from '../support/clock';
import { partEnv } from '../support/parts';
import { setWalletRefunds } from '../support/settings';
import { onProviderPage, payOnProviderPage } from '../support/payments';
import { moduleOfType } from '../support/pages';
import { api } from './cart-helpers';
import { customerAtCheckout } from './checkout-start';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The payment window the suite's API runs with (PAYMENT_WINDOW_MINUTES, 60 by default). */
const PAYMENT_WINDOW_MS = 60 * 60_000;

async function placeDigital(page: Page) {
  await page.getByLabel('Digital Payment').check();
  await page.getByRole('button', { name: 'Place Order' }).tap();
}

interface OrderSeen {
  id: number;
  order_status: string;
  order_amount: number;
}

/** The customer's newest running order (a new customer has one). */
async function placedOrder(token: string) {
  const { orders } = await api<{ orders: OrderSeen[] }>('customer/order/running-orders?limit=10&offset=1', { token });
  return orders[0]!;
}

const orderNow = (token: string, id: number) => api<OrderSeen>(`customer/order/track?order_id=${id}`, { token });

const stockOf = async (itemId: number) =>
  (await api<{ stock: number | null }>(`items/details/${itemId}`, { moduleId: (await moduleOfType('grocery')).id }))
    .stock;

async function openOrder(page: Page, orderId: number, list: 'Running' | 'Previous' = 'Running') {
  await page.goto('/my-orders');
  await page.getByRole('group', { name: 'Orders' }).getByRole('button', { name: list }).tap();
  await page.getByRole('button', { name: new RegExp(`^Order #${orderId}, `) }).tap();
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
}

/**
 * A new customer's card order, paid on the provider's page, then cancelled from its page with the
 * first reason: the order, its token, and its amount as the page writes it.
 */
async function cancelPaidCardOrder(page: Page, first: string, last: string) {
  const { token } = await customerAtCheckout(page, first, last);
  await placeDigital(page);
  await payOnProviderPage(page);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  const order = await placedOrder(token);

  await openOrder(page, order.id);
  await page.getByRole('button', { name: 'Cancel Order' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Submit' }).tap();
  await expect(page.getByTestId('order-status')).toHaveText('canceled');
  return { token, order, amount: order.order_amount.toLocaleString('en-US', { minimumFractionDigits: 2 }) };
}

test('a cancelled card order is refunded to the card once, and its page says how much and when', async ({ page }) => {
  const { token, order, amount } = await cancelPaidCardOrder(page, 'Tahsin', 'Kabir');
  await expect(page.getByTestId('order-refund')).toContainText(`${amount} refunded to your card on `);
  const kept = await api<{ refund: { status: string; destination: string } | null; payment_status: string }>(
    `customer/order/track?order_id=${order.id}`,
    { token },
  );
  expect(kept).toMatchObject({ payment_status: 'refunded', refund: { status: 'succeeded', destination: 'card' } });
});

test('with refunds to the wallet, a cancelled card order is credited to the wallet, on the order and in its history', async ({
  page,
}) => {
  setWalletRefunds(partEnv().DB_FILE!, 1);
  try {
    const { amount } = await cancelPaidCardOrder(page, 'Nabila', 'Rahman');
    await expect(page.getByTestId('order-refund')).toContainText(`${amount} refunded to your wallet on `);
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(`৳${amount}`);
    const history = page.getByRole('list', { name: 'Wallet transactions' });
    await expect(history.getByText('Order refund', { exact: true })).toHaveCount(1);
    await expect(history.getByText(`+৳${amount}`)).toBeVisible();
  } finally {
    setWalletRefunds(partEnv().DB_FILE!, 0);
  }
});

test('an order whose payment never comes is cancelled after its window, and its stock goes back', async ({ page }) => {
  const { token, item } = await customerAtCheckout(page, 'Rumana', 'Haque', { skip: 3 });
  const stockBefore = await stockOf(item.id);
  expect(stockBefore).not.toBeNull();
  await placeDigital(page);
  await onProviderPage(page);
  const order = await placedOrder(token);
  expect(order.order_status).toBe('pending');
  expect(await stockOf(item.id)).toBe(stockBefore! - 1);

  // The customer closes the payment page and comes back well past the payment window.
  await withApiClockAt(new Date((await apiNow()).getTime() + PAYMENT_WINDOW_MS + 60_000), async () => {
    await expect
      .poll(async () => (await orderNow(token, order.id)).order_status, { timeout: 30_000, intervals: [1000] })
      .toBe('canceled');
  });
  expect(await stockOf(item.id)).toBe(stockBefore);

  await openOrder(page, order.id, 'Previous');
  await expect(page.getByTestId('order-status')).toHaveText('canceled');
  await expect(page.getByText('Cancellation reason: Payment not completed in time')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
});
