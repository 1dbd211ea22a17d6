import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { newCustomerToken } from '../support/discovery';
import { API_URL } from '../support/parts';

async function signedInWithoutModule(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', value);
  }, token);
}

async function pickModule(page: Page, name: string) {
  await page.getByTestId('module-button').click();
  const dialog = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a new module asks a signed-in customer for interests once, saves them and goes home', async ({ page }) => {
  const token = await newCustomerToken();
  await signedInWithoutModule(page, token);
  await page.goto('/');
  await pickModule(page, 'Grocery');
  await expect(page).toHaveURL(/\/interest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your interests' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const milks = page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Milks', exact: true });
  await milks.click();
  await expect(milks).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/v1/customer/update-interest'));
  await save.click();
  expect((await saved).postDataJSON()).toEqual({ interest: [expect.any(Number)] });
  await expect(page.getByText('Interest updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery' })).toBeVisible();

  const info = (await (
    await fetch(`${API_URL}/api/v1/customer/info`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { interest: number[] };
  expect(info.interest).toHaveLength(1);

  // Grocery was answered: choosing it again goes home. Parcel never asks.
  await pickModule(page, 'Grocery');
  await expect(page).toHaveURL(/\/home$/);
  await pickModule(page, 'Parcel');
  await expect(page).toHaveURL(/\/home$/);
  // Food is new: skipping goes home and is remembered too.
  await pickModule(page, 'Food');
  await expect(page).toHaveURL(/\/interest$/);
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await pickModule(page, 'Food');
  await expect(page).toHaveURL(/\/home$/);
});

test('a guest choosing a module goes straight home', async ({ page }) => {
  await page.goto('/');
  await pickModule(page, 'Pharmacy');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/interest');
  await expect(page).toHaveURL(/\/home$/);
});

test('the interest page passes axe in the light and dark themes', async ({ page }) => {
  await signedInWithoutModule(page, await newCustomerToken());
  await page.goto('/');
  await pickModule(page, 'Shop');
  await expect(page).toHaveURL(/\/interest$/);
  await page.getByRole('button', { name: 'Fashion', exact: true }).click();
  await expectNoSeriousViolationsInBothThemes(page);
  // Keyboard: the picks and the buttons are reachable and work with the keyboard.
  await page.getByRole('button', { name: 'Books', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Books', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
