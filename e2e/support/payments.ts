// The payment provider's hosted page, as a customer uses it: in the suite it is the test-mode
// stand-in of Stripe's API the API starts (api/src/stand-ins), with Stripe's own test cards.
import { expect, type Page } from '@playwright/test';
import { API_URL } from './parts';
import { typeInto } from './typing';

export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** On the provider's page: its address and its plain test-mode banner. */
export async function onProviderPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\w+$/);
  await expect(page.getByText('Test mode: no money moves.', { exact: false })).toBeVisible();
}

/** Types the card key by key and pays. */
export async function payOnProviderPage(page: Page, card = PAYING_CARD): Promise<void> {
  await onProviderPage(page);
  await typeInto(page.getByLabel('Card number'), card);
  await page.getByRole('button', { name: /^Pay BDT / }).click();
}

/** A declined card, then Cancel: the customer leaves the provider's page unpaid. */
export async function declineAndLeave(page: Page): Promise<void> {
  await payOnProviderPage(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Cancel' }).click();
}

/** The failed-payment page the site shows once the provider says the order was not paid. */
export const FAILED_PAGE_URL = /\/order\?(?=.*flag=fail)(?=.*order_id=\d+)/;

/**
 * Puts money in a customer's wallet as the customer would: a top-up paid on the provider's page
 * (its form posted with the paying card); the provider's webhook credits it before the page
 * sends the browser back. For flows that start from a wallet with money in it.
 */
export async function topUpWallet(token: string, amount: number): Promise<void> {
  const started = await fetch(`${API_URL}/api/v1/customer/wallet/add-fund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  if (!started.ok) throw new Error(`add-fund answered ${started.status}: ${await started.text()}`);
  const { redirect_link: page } = (await started.json()) as { redirect_link: string };
  const paid = await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: PAYING_CARD.replace(/ /g, '') }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the payment page answered ${paid.status}`);
}
