import { expect, test } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { moduleOfType } from '../support/pages';
import {
  PRESCRIPTION_PNG,
  cartButton,
  clearCartOf,
  drawer,
  openHome,
  orderableItem,
  popularItems,
  prescriptionCheckout,
  signInDemo,
  saveGuestContact,
} from './cart-helpers';
import { declineAndLeave } from '../support/payments';

test('the cart drawer, quick view, checkout and failed page pass axe in the light and dark themes', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const withVariations = (await popularItems(grocery.id)).find((candidate) => candidate.variations.length > 0)!;
  const token = await signInDemo();
  await clearCartOf(token);
  await openHome(page, 'grocery', { token });

  await page
    .getByRole('button', { name: `Add ${withVariations.name} to cart` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: withVariations.name })).toBeVisible();
  await expect(page.getByTestId('item-total')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.getByRole('dialog', { name: withVariations.name }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).click();
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1);
  await expectNoSeriousViolationsInBothThemes(page);

  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Addresses' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'cart-checkout', fullPage: true });

  await page.getByLabel('Digital Payment').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await declineAndLeave(page);
  await expect(page.getByRole('dialog', { name: 'Are you agree with this order fail?' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'cart-failed' });
  // The failed order's details (the account part's) have their own Cancel Order behind the dialog.
  await page
    .getByRole('dialog', { name: 'Are you agree with this order fail?' })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
});

test('prescription, tips, coupon and offline payment on checkout, and the guest order dialog pass axe in the light and dark themes', async ({
  page,
}) => {
  const { item, token } = await prescriptionCheckout(page);
  await page
    .getByLabel('Upload prescription')
    .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PRESCRIPTION_PNG });
  await expect(page.getByRole('list', { name: 'Prescription images' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Offline Payment').check();
  await page.getByLabel('bKash').check();
  await expect(page.getByRole('button', { name: 'Save payment info' })).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'cart-prescription', fullPage: true });
  await clearCartOf(token);

  // A guest's prescription-only order and the order dialog.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`/checkout?page=prescription&store_id=${item.store_id}`);
  await saveGuestContact(page, { name: 'Rumi Akter', phone: '1711223344', email: 'rumi@example.com' });
  await page
    .getByLabel('Upload prescription')
    .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PRESCRIPTION_PNG });
  await expectNoSeriousViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(dialog.getByTestId('guest-order-facts')).toContainText('Pending');
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'cart-guest-order' });
});
