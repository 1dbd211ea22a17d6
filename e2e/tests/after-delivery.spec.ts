// After delivery, on a phone: the running cashback offer is credited to the wallet once, and shown
// on the order; a refund request goes with a reason, a note and a picture, and its status shows.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { apiNow, withApiClockAt } from '../support/clock';
import { api } from './cart-helpers';
import { customerAtCheckout } from './checkout-start';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Past the status clock's three steps (ORDER_CLOCK_SECONDS, 30 s each in the suite) and then some. */
const PAST_DELIVERY_MS = 5 * 60_000;

async function placeCashOrder(page: Page, first: string, last: string) {
  const { token } = await customerAtCheckout(page, first, last, { worth: 650 });
  await page.getByRole('button', { name: 'Place Order' }).tap();
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  const { orders } = await api<{ orders: { id: number; order_amount: number }[] }>(
    'customer/order/running-orders?limit=10&offset=1',
    { token },
  );
  return { token, order: orders[0]! };
}

async function openPastOrder(page: Page, orderId: number) {
  await page.goto('/my-orders');
  await page.getByRole('group', { name: 'Orders' }).getByRole('button', { name: 'Previous' }).tap();
  await page.getByRole('button', { name: new RegExp(`^Order #${orderId}, `) }).tap();
  await expect(page.getByTestId('order-status')).toHaveText('delivered');
}

const taka = (amount: number) => `৳${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a delivered order’s cashback is credited to the wallet once and shown on the order', async ({ page }) => {
  const { token, order } = await placeCashOrder(page, 'Mahmud', 'Hasan');
  const offer = await api<{ cashback_amount: number }>(`cashback/getCashback?amount=${order.order_amount}`, { token });
  expect(offer.cashback_amount).toBeGreaterThan(0);

  await withApiClockAt(new Date((await apiNow()).getTime() + PAST_DELIVERY_MS), async () => {
    await openPastOrder(page, order.id);
    await expect(page.getByTestId('order-cashback')).toHaveText(
      `${taka(offer.cashback_amount)} cashback added to your wallet.`,
    );
    await page.goto('/wallet');
    const history = page.getByRole('list', { name: 'Wallet transactions' });
    await expect(history.getByText('Cashback', { exact: true })).toHaveCount(1);
    await expect(page.getByTestId('wallet-balance')).toHaveText(taka(offer.cashback_amount));
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toHaveText(taka(offer.cashback_amount));
    await expect(history.getByText('Cashback', { exact: true })).toHaveCount(1);
  });
});

test('a refund request with a picture is sent from the delivered order, and its status shows', async ({ page }) => {
  const { order } = await placeCashOrder(page, 'Anika', 'Sultana');

  await withApiClockAt(new Date((await apiNow()).getTime() + PAST_DELIVERY_MS), async () => {
    await openPastOrder(page, order.id);
    await page.getByRole('button', { name: 'Request Refund' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Request a refund' });
    await dialog.getByRole('radio').first().check();
    const reason = (await dialog.getByRole('radio').first().getAttribute('value'))!;
    await dialog.getByLabel('Note (optional)').pressSequentially('Two packs arrived crushed.');
    await dialog.getByLabel('Add pictures').setInputFiles({
      name: 'crushed-pack.png',
      mimeType: 'image/png',
      // A 1×1 PNG: a real picture the API checks by its bytes.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(dialog.getByRole('img', { name: 'Picture 1: crushed-pack.png' })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'refund-request' });
    await dialog.getByRole('button', { name: 'Send request' }).tap();

    await expect(page.getByText('Refund request placed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveText('refund requested');
    await expect(page.getByTestId('order-refund-request')).toHaveText(
      `Refund requested (${reason}, 1 picture): waiting for the shop's review.`,
    );
    await expect(page.getByRole('button', { name: 'Request Refund' })).toBeHidden();
  });
});
