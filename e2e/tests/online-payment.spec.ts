// Online payment on a phone: the card is typed on the provider's own page, and the order turns
// paid only when the provider's signed webhook says so; a declined card leads to the failed page,
// whose Try again makes a new payment page for the same order.
import { expect, test, type Page } from '@playwright/test';
import { declineAndLeave, FAILED_PAGE_URL, payOnProviderPage } from '../support/payments';
import { apiNow, withApiClockAt } from '../support/clock';
import { moduleOfType } from '../support/pages';
import { api, itemOfStore } from './cart-helpers';
import { customerAtCheckout } from './checkout-start';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function placeDigital(page: Page) {
  await page.getByLabel('Digital Payment').check();
  await page.getByRole('button', { name: 'Place Order' }).tap();
}

async function paymentOf(token: string) {
  const { orders } = await api<{ orders: { id: number; payment_status: string; payment_method: string }[] }>(
    'customer/order/running-orders?limit=10&offset=1',
    { token },
  );
  return orders[0];
}

test('a card order is paid on the provider’s page, confirmed by its webhook, and shown paid on the order and in the list', async ({
  page,
}) => {
  const { token } = await customerAtCheckout(page, 'Farhana', 'Akter');
  await placeDigital(page);
  await payOnProviderPage(page);

  await expect(page).toHaveURL(/\/order\?order_id=\d+&payment=returned$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  expect(await paymentOf(token)).toMatchObject({ payment_method: 'digital_payment', payment_status: 'paid' });

  await page.goto('/my-orders');
  const row = page.getByRole('button', { name: /^Order #\d+, / }).first();
  await expect(row.getByTestId('order-payment')).toHaveText('Payment paid');
  await row.tap();
  await expect(page.getByTestId('order-payment')).toHaveText('Payment: digital payment, paid');
});

test('a declined card leads to the failed page; Try again makes a new page, and the order is paid there', async ({
  page,
}) => {
  const { token } = await customerAtCheckout(page, 'Imran', 'Chowdhury');
  await placeDigital(page);
  await declineAndLeave(page);

  await expect(page).toHaveURL(FAILED_PAGE_URL);
  await expect(page.getByRole('heading', { name: 'Order Place Failed' })).toBeVisible();
  const failedId = new URL(page.url()).searchParams.get('order_id');
  const failed = await api<{ payment_status: string }>(`customer/order/track?order_id=${failedId}`, { token });
  expect(failed.payment_status).toBe('failed');
  const dialog = page.getByRole('dialog', { name: 'Are you agree with this order fail?' });
  await dialog.getByRole('button', { name: 'Try again' }).tap();

  await payOnProviderPage(page);
  await expect(page).toHaveURL(/\/order\?order_id=\d+&payment=returned$/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  expect((await paymentOf(token))?.payment_status).toBe('paid');
});

test('coming back to the return address without paying shows no success', async ({ page }) => {
  const { token } = await customerAtCheckout(page, 'Sumaiya', 'Islam');
  await placeDigital(page);
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  const order = await paymentOf(token);
  // The address the provider sends a payer to, typed by hand: the order is still waiting.
  await page.goto(`/order?order_id=${order!.id}&payment=returned`);
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeHidden();
  expect((await paymentOf(token))?.payment_status).toBe('unpaid');
});

test('a declined scheduled order switched to cash on delivery keeps its time and waits for it', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await itemOfStore(grocery.id, (store) => Boolean(store.schedule_order));
  const { token } = await customerAtCheckout(page, 'Rafiq', 'Uddin', { item });
  // The store's first slot tomorrow, Dhaka time, on the API's business day.
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Tomorrow' });
  await placeDigital(page);
  await declineAndLeave(page);

  await expect(page).toHaveURL(FAILED_PAGE_URL);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const failed = await api<{ schedule_at: string | null }>(`customer/order/track?order_id=${orderId}`, { token });
  expect(failed.schedule_at).not.toBeNull();
  const dialog = page.getByRole('dialog', { name: 'Are you agree with this order fail?' });
  await dialog.getByRole('button', { name: 'Switch to Cash On Delivery' }).tap();
  await expect(page.getByText('Payment info updated.')).toBeVisible();

  const switched = await api<{ schedule_at: string | null; payment_method: string; order_status: string }>(
    `customer/order/track?order_id=${orderId}`,
    { token },
  );
  expect(switched).toMatchObject({
    schedule_at: failed.schedule_at,
    payment_method: 'cash_on_delivery',
    order_status: 'pending',
  });
  // Well past the status clock's steps, it still waits for its time: it is not on its way early.
  await withApiClockAt(new Date((await apiNow()).getTime() + 10 * 60_000), async () => {
    const later = await api<{ order_status: string }>(`customer/order/track?order_id=${orderId}`, { token });
    expect(later.order_status).toBe('pending');
  });
});
