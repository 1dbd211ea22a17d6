import { expect, test } from '@playwright/test';
import { signInWith, signUpCustomer } from '../support/account';
import { typeInto } from '../support/typing';

test('a new customer adds funds to the wallet: the bonus is added and the balance grows', async ({ page }) => {
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
  await form.getByRole('button', { name: 'Add Fund' }).click();
  await expect(form.getByText('The amount must be greater than 0.')).toBeVisible();

  await typeInto(form.getByLabel('Amount'), '600');
  await expect(form.getByText('You get ৳30.00 bonus with this amount.')).toBeVisible();
  await form.getByRole('button', { name: 'Add Fund' }).click();
  await expect(page.getByText('Fund added successfully.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳630.00');
  const history = page.getByRole('list', { name: 'Wallet transactions' });
  await expect(history.getByText('Money added', { exact: true })).toBeVisible();
  await expect(history.getByText('Top-up bonus')).toBeVisible();
  await expect(history.getByText('+৳600.00')).toBeVisible();

  // Stored for real: a reload shows the same balance.
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('৳630.00');
});
