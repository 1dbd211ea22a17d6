// The order page says what is true, on a phone: success only for an order that exists and this
// visitor placed or may read; an id that is no order says so; another browser is sent to tracking.
import { expect, test } from '@playwright/test';
import { signInWith, signUpCustomer } from '../support/account';
import { customerAtCheckout } from './checkout-start';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('an order id that is no order reads "Order not found", not success', async ({ page }) => {
  const { token } = await signUpCustomer('Tania', 'Akter');
  await signInWith(page, token);
  await page.goto('/order?order_id=999999');
  await expect(page.getByText('Order not found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeHidden();
});

test('a placed order opened in another browser, signed out, is offered to tracking', async ({ page, browser }) => {
  await customerAtCheckout(page, 'Jamil', 'Hossain');
  await page.getByRole('button', { name: 'Place Order' }).tap();
  await expect(page.getByRole('heading', { name: 'Order placed successfully' })).toBeVisible();
  const address = page.url();
  const orderId = new URL(address).searchParams.get('order_id');

  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(address);
    await expect(elsewhere.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(elsewhere.getByText('Track this order with the phone number it was placed with.')).toBeVisible();
    await expect(elsewhere.getByRole('heading', { name: 'Order placed successfully' })).toBeHidden();
    await elsewhere.getByRole('button', { name: 'Track Order' }).tap();
    await expect(elsewhere).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}`));
  } finally {
    await other.close();
  }
});
