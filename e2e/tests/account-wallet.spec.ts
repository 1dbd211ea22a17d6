// A wallet top-up on a phone: the amount is paid on the payment provider's page, and the wallet
// (with its bonus) is credited only once the provider's signed webhook says it is paid.
import { expect, test } from '@playwright/test';
import { api, signInWith, signUpCustomer } from '../support/account';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { DECLINED_CARD, payOnProviderPage } from '../support/payments';
import { typeInto } from '../support/typing';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const balanceOf = async (token: string) =>
  (
    (await (await fetch(api('customer/info'), { headers: { authorization: `Bearer ${token}` } })).json()) as {
      wallet_balance: number;
    }
  ).wallet_balance;

test('a new customer adds funds: paid on the provider’s page, credited with the bonus after its webhook', async ({
  page,
}) => {
  const customer = await signUpCustomer('Nusrat', 'Jahan');
  await signInWith(page, customer.token);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Wallet bonuses' }).getByText(/৳30\.00 bonus on ৳500\.00 or more/),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Add Fund' });
  await typeInto(form.getByLabel('Amount'), '0');
  await form.getByRole('button', { name: 'Add Fund' }).tap();
  await expect(form.getByText('The amount must be greater than 0.')).toBeVisible();

  await typeInto(form.getByLabel('Amount'), '600');
  await expect(form.getByText('You get ৳30.00 bonus with this amount.')).toBeVisible();
  await form.getByRole('button', { name: 'Add Fund' }).tap();

  // On the provider's page: a declined card adds nothing.
  await payOnProviderPage(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await balanceOf(customer.token)).toBe(0);

  await payOnProviderPage(page);
  await expect(page).toHaveURL(/\/wallet\?top_up=[\w-]+$/);
  const topUp = page.getByRole('region', { name: 'Top-up' });
  await expect(topUp.getByRole('status')).toHaveText('৳600.00 was added to your wallet, with a ৳30.00 bonus.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳630.00');
  const history = page.getByRole('list', { name: 'Wallet transactions' });
  await expect(history.getByText('Money added', { exact: true })).toBeVisible();
  await expect(history.getByText('Top-up bonus')).toBeVisible();
  await expect(history.getByText('+৳600.00')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'wallet-top-up' });

  // Stored for real, and credited once: a reload shows the same balance.
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳630.00');
});

test('leaving the provider’s page adds nothing and says so', async ({ page }) => {
  const customer = await signUpCustomer('Shakil', 'Ahmed');
  await signInWith(page, customer.token);
  await page.goto('/wallet');
  const form = page.getByRole('form', { name: 'Add Fund' });
  await typeInto(form.getByLabel('Amount'), '250');
  await form.getByRole('button', { name: 'Add Fund' }).tap();
  await expect(page.getByText('Test mode: no money moves.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).tap();

  await expect(page).toHaveURL(/\/wallet\?top_up=[\w-]+&payment=left$/);
  await expect(page.getByRole('region', { name: 'Top-up' }).getByText('Top-up not completed')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳0.00');
  expect(await balanceOf(customer.token)).toBe(0);
});
