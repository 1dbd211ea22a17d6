import { expect, test } from '@playwright/test';
import { typeInto } from '../support/typing';

test("a first sign-up is welcomed with the first-order discount and its validity from the customer's profile", async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  await page.goto('/auth/sign-up');
  await typeInto(page.getByLabel('First name'), 'Mim');
  await typeInto(page.getByLabel('Last name'), 'Akter');
  await typeInto(page.getByLabel('Email', { exact: true }), `welcome-${stamp}@storefront.test`);
  await typeInto(page.getByLabel('Phone'), `19${stamp.slice(-8)}`);
  await typeInto(page.getByLabel('Password', { exact: true }), 'secret123');
  await typeInto(page.getByLabel('Confirm password'), 'secret123');
  const info = page.waitForResponse((response) => response.url().includes('/api/v1/customer/info'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successfully.')).toBeVisible();
  // The note comes from the API's customer/info, computed from the seeded new-customer discount.
  expect(await (await info).json()).toMatchObject({ is_valid_for_discount: true, validity: '7 days' });
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome.getByText('Get 10% off on your first order, valid for 7 days.')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-welcome.png' });
  await welcome.getByRole('button', { name: 'Start Shopping' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeHidden();
});
