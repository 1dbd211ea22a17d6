// Signing in from the header, on a phone, comes back to the page it was pressed on.
import { expect, test } from '@playwright/test';
import { signUpCustomer } from '../support/account';
import { moduleOfType } from '../support/pages';
import { typeInto } from '../support/typing';
import { openHome, orderableItem } from './cart-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('Sign In from the header menu on a product page returns to that product', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = (await orderableItem(grocery.id)) as Awaited<ReturnType<typeof orderableItem>> & { slug: string };
  const { email } = await signUpCustomer('Sabrina', 'Chowdhury');
  await openHome(page, 'grocery');
  const product = `/product/${item.slug}?module_id=${grocery.id}`;
  await page.goto(product);
  await expect(page.getByRole('heading', { name: item.name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).tap();
  await expect(page).toHaveURL(/\/auth\/sign-in\?return_to=/);
  await typeInto(page.getByLabel('Email or phone', { exact: true }), email);
  await typeInto(page.getByLabel('Password', { exact: true }), 'secret123');
  await page.getByRole('button', { name: 'Sign In' }).tap();

  await expect(page).toHaveURL(product);
  await expect(page.getByRole('heading', { name: item.name, level: 1 })).toBeVisible();
});
