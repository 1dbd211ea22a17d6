import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInWith, signUpCustomer, useTheme } from '../support/account';
import { moduleOfType } from '../support/pages';
import { topUpWallet } from '../support/payments';
import { GULSHAN, addToCartOf, api, orderableItem } from './cart-helpers';

/**
 * Saves PNGs of the ordering screens (checkout's bill, the address book, notifications, the password
 * reset) at 390 and 1280 px in both themes into e2e/screenshots/, for a person to look at. Run with
 * SCREENSHOTS=1; the regular suite skips it.
 */
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to save the review screenshots');

/** A new customer with a saved address, ৳100 in the wallet and a grocery cart worth over ৳300. */
async function customerAtCheckout(page: Page) {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const { token } = await signUpCustomer('Sadia', 'Karim');
  await topUpWallet(token, 100);
  await api('customer/address/add', {
    method: 'POST',
    token,
    body: {
      address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
      contact_person_name: 'Sadia Karim',
      contact_person_number: '+8801711000333',
      address_type: 'home',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
    },
  });
  await addToCartOf(token, item, grocery.id, Math.max(1, Math.ceil(300 / item.price)));
  await signInWith(page, token);
  await page.addInitScript(
    ({ module, spot }) => {
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: spot.lat, lng: spot.lng }));
      localStorage.setItem('zoneid', '[1]');
      localStorage.setItem('location', spot.address);
    },
    { module: grocery, spot: GULSHAN },
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`ordering screens, ${theme}, ${width} px`, async ({ page }) => {
      mkdirSync(outDir, { recursive: true });
      const shot = (name: string) =>
        page.screenshot({ path: path.join(outDir, `${name}-${theme}-${width}.png`), fullPage: true });
      await page.setViewportSize({ width, height: 844 });
      await useTheme(page, theme);
      await customerAtCheckout(page);

      await page.goto('/checkout?page=cart');
      await expect(page.getByTestId('bill-total')).toBeVisible();
      await page.getByLabel(/^Pay .* from my wallet first$/).check();
      await expect(page.getByTestId('bill-due')).toBeVisible();
      await page.getByTestId('bill').scrollIntoViewIfNeeded();
      await shot('checkout-bill');

      await page.goto('/profile?page=addresses');
      await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
      await shot('address-book');

      await page.goto('/profile?page=notifications');
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      await shot('notifications');

      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto('/auth/forgot-password');
      await expect(page.getByLabel('Email or phone')).toBeVisible();
      await shot('forgot-password');
    });
  }
}
