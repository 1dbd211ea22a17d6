import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import { addToCartOf, cartButton, customerWithAnOrder, drawer, openHome, popularItems } from './cart-helpers';

/**
 * Saves PNGs of what a shopper sees (the landing, each module home, a store, an item's quick view,
 * the cart, checkout, an order's tracking and the parcel home) at 390, 768 and 1280 px in both
 * themes into e2e/screenshots/shop/, for a person to look at. Run with SCREENSHOTS=1; the regular
 * suite skips it.
 */
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots/shop');

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to save the review screenshots');
test.setTimeout(180_000);

/** Waits until every picture in the window (lazy ones outside it aside) has arrived, so the shot shows them. */
async function picturesLoaded(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        // Lazy pictures to the side of a carousel wait for a scroll, like those below the window.
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
      })
      .every((image) => image.complete),
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 768, 1280]) {
    test(`shop screens, ${theme}, ${width} px`, async ({ context }) => {
      mkdirSync(outDir, { recursive: true });
      // Each step opens its own tab: openHome's stored module and location apply to a tab's first load.
      const tab = async () => {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 844 });
        return page;
      };
      const shot = async (page: Page, name: string) => {
        await picturesLoaded(page);
        await page.screenshot({ path: path.join(outDir, `${name}-${theme}-${width}.png`) });
        await page.close();
      };

      const landing = await tab();
      await landing.addInitScript((mode) => {
        localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
      }, theme);
      await landing.goto('/');
      await expect(landing.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await shot(landing, 'landing');

      for (const type of ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel']) {
        const home = await tab();
        await openHome(home, type, { theme });
        await shot(home, `home-${type}`);
      }

      const food = await moduleOfType('food');
      const dish = (await popularItems(food.id)).find((item) => item.food_variations.length > 0)!;
      const quickView = await tab();
      await openHome(quickView, 'food', { theme });
      await quickView.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
      await expect(quickView.getByRole('dialog', { name: dish.name })).toBeVisible();
      await shot(quickView, 'item-quick-view');

      const store = await tab();
      await openHome(store, 'food', { theme });
      await store.goto(`/store/${dish.store_id}`);
      await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(store, 'store');

      const { token, item, grocery } = await customerWithAnOrder('Nusrat', 'Jahan');
      await addToCartOf(token, item, grocery.id, 2);
      const cart = await tab();
      await openHome(cart, 'grocery', { theme, token });
      await cartButton(cart).click();
      await expect(drawer(cart).getByTestId('cart-line').first()).toBeVisible();
      await shot(cart, 'cart');

      const checkout = await tab();
      await openHome(checkout, 'grocery', { theme, token });
      await checkout.goto('/checkout?page=cart');
      await expect(checkout.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await expect(checkout.getByRole('status', { name: 'Working out the bill' })).toHaveCount(0);
      await shot(checkout, 'checkout');

      const tracking = await tab();
      await openHome(tracking, 'grocery', { theme, token });
      await tracking.goto('/profile?page=my-orders');
      await tracking.getByRole('list', { name: 'Running orders' }).getByRole('button').first().click();
      await tracking.getByRole('button', { name: 'Track Order' }).click();
      await expect(tracking.getByRole('dialog', { name: 'Order Tracking' })).toBeVisible();
      await shot(tracking, 'tracking');
    });
  }
}
