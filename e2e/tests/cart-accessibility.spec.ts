import { expect, test } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import {
  cartButton,
  clearCartOf,
  drawer,
  expectNoSeriousViolations,
  openHome,
  orderableItem,
  popularItems,
  signInDemo,
} from './cart-helpers';

for (const theme of ['light', 'dark'] as const) {
  test(`the cart drawer, quick view, checkout and failed page pass axe in the ${theme} theme`, async ({ page }) => {
    const grocery = await moduleOfType('grocery');
    const item = await orderableItem(grocery.id);
    const withVariations = (await popularItems(grocery.id)).find((candidate) => candidate.variations.length > 0)!;
    const token = await signInDemo();
    await clearCartOf(token);
    await openHome(page, 'grocery', { token, theme });

    await page
      .getByRole('button', { name: `Add ${withVariations.name} to cart` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: withVariations.name })).toBeVisible();
    await expect(page.getByTestId('item-total')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('dialog', { name: withVariations.name }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await cartButton(page).click();
    await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1);
    await expectNoSeriousViolations(page);

    await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery Addresses' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/cart-checkout-${theme}.png`, fullPage: true });

    await page.getByLabel('Digital Payment').check();
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you agree with this order fail?' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/cart-failed-${theme}.png` });
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
}
