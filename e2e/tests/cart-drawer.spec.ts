import { expect, test } from '@playwright/test';
import { moduleOfType } from '../support/pages';
import {
  cardOf,
  cartButton,
  clearCartOf,
  drawer,
  itemsOfModule,
  openHome,
  plain,
  popularItems,
  searchFor,
  seededItem,
  signInDemo,
} from './cart-helpers';

test('without a delivery location the add button asks for one; Pick from Map opens the picker', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id)).find(plain)!;
  await openHome(page, 'grocery', { location: false });
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  const alert = page.getByRole('dialog', { name: 'Insert delivery location' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Pick from Map' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Pick Location' })).toBeVisible();
});

test('add from a discovery card, step the quantity and remove the line at one', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id)).find(
    (candidate) => plain(candidate) && (candidate.stock ?? 99) > 3 && (candidate.maximum_cart_quantity ?? 99) > 2,
  )!;
  await openHome(page, 'grocery');
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  const stepper = page.getByRole('main').getByRole('group', { name: `Quantity of ${item.name}` });
  await expect(stepper.getByRole('status').or(stepper.locator('output'))).toHaveText('1');
  await stepper.getByRole('button', { name: `Increase quantity of ${item.name}` }).click();
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The drawer shows the line with its price, the subtotal and the free-delivery progress.
  await cartButton(page).click();
  const cart = drawer(page);
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByText(item.name)).toBeVisible();
  await expect(cart.getByText('Subtotal')).toBeVisible();
  await expect(cart.getByRole('progressbar', { name: 'Free delivery progress' })).toBeVisible();
  await expect(cart.getByText(/more to get free delivery/)).toBeVisible();
  await cart.getByRole('button', { name: `Decrease quantity of ${item.name}` }).click();
  await expect(cart.locator('output')).toHaveText('1');
  // At one the minus is a delete.
  await cart.getByRole('button', { name: `Remove ${item.name} from cart` }).click();
  await expect(page.getByText('Removed from cart.')).toBeVisible();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await expect(cart.getByText('No items added in your cart. Please add product to your cart list.')).toBeVisible();

  // Reloading keeps the server cart.
  await cart.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the stepper refuses beyond the limits: Out of Limits and Out of Stock', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const limited = (await popularItems(grocery.id)).find(
    (c) => plain(c) && c.maximum_cart_quantity && (c.stock ?? 99) > c.maximum_cart_quantity,
  )!;
  await openHome(page, 'grocery');
  await page.getByRole('button', { name: `Add ${limited.name} to cart` }).click();
  const stepper = page.getByRole('main').getByRole('group', { name: `Quantity of ${limited.name}` });
  for (let quantity = 2; quantity <= limited.maximum_cart_quantity!; quantity += 1) {
    await stepper.getByRole('button', { name: `Increase quantity of ${limited.name}` }).click();
    await expect(stepper.locator('output')).toHaveText(String(quantity));
  }
  await stepper.getByRole('button', { name: `Increase quantity of ${limited.name}` }).click();
  await expect(page.getByText('Out of Limits')).toBeVisible();
  await expect(stepper.locator('output')).toHaveText(String(limited.maximum_cart_quantity));

  const pharmacy = await moduleOfType('pharmacy');
  // A nearly sold-out item of any pharmacy, found by search as a customer would.
  const scarce = seededItem(
    await itemsOfModule(pharmacy.id),
    (c) => plain(c) && c.stock !== null && c.stock > 0 && c.stock < 4 && (c.maximum_cart_quantity ?? 99) > c.stock,
  );
  await page.evaluate((module) => localStorage.setItem('module', JSON.stringify(module)), pharmacy);
  await page.goto('/home');
  await searchFor(page, scarce.name);
  await cardOf(page, scarce)
    .getByRole('button', { name: `Add ${scarce.name} to cart` })
    .click();
  const scarceStepper = page.getByRole('main').getByRole('group', { name: `Quantity of ${scarce.name}` });
  for (let quantity = 2; quantity <= scarce.stock!; quantity += 1) {
    await scarceStepper.getByRole('button', { name: `Increase quantity of ${scarce.name}` }).click();
    await expect(scarceStepper.locator('output')).toHaveText(String(quantity));
  }
  await scarceStepper.getByRole('button', { name: `Increase quantity of ${scarce.name}` }).click();
  await expect(page.getByText('Out of Stock')).toBeVisible();
});

test('an item from another store asks to clear the cart first', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const items = (await popularItems(grocery.id)).filter(plain);
  const first = items[0]!;
  const other = items.find((candidate) => candidate.store_id !== first.store_id)!;
  await openHome(page, 'grocery');
  await page.getByRole('button', { name: `Add ${first.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: `Add ${other.name} to cart` }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear cart?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await cartButton(page).click();
  await expect(drawer(page).getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer(page).getByText(other.name)).toBeVisible();
});

test('the cart’s primary button: home when empty, the guest prompt, sign-in, checkout', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id)).find(plain)!;
  await openHome(page, 'grocery');

  // Empty: Continue Shopping closes the drawer and goes home.
  await page.goto('/track-order');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  // Signed out with guest checkout on: the login-or-guest prompt.
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  const prompt = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Guest' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(drawer(page)).toBeHidden();

  // Signed out with guest checkout off: straight to sign-in.
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, guest_checkout_status: 0 } });
  });
  await page.goto('/home');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.unroute('**/api/v1/config');

  // Signed in: checkout.
  const token = await signInDemo();
  await clearCartOf(token);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/home');
  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await clearCartOf(token);
});

test('on a vertical card the stepper appears once the pointer has rested on it for 500 ms', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id)).find(
    (candidate) => plain(candidate) && (candidate.stock ?? 99) > 3 && (candidate.maximum_cart_quantity ?? 99) > 2,
  )!;
  await openHome(page, 'grocery');
  await page
    .getByRole('button', { name: `Add ${item.name} to cart` })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Away from the card, it shows the quantity in the cart, not the stepper.
  await page.mouse.move(0, 0);
  const inCart = page.getByRole('button', { name: `1 of ${item.name} in cart, change quantity` }).first();
  await expect(inCart).toBeVisible();
  const increase = page.getByRole('main').getByRole('button', { name: `Increase quantity of ${item.name}` });
  await expect(increase).toHaveCount(0);

  const hoveredAt = Date.now();
  await inCart.hover();
  await expect(increase.first()).toBeVisible();
  expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(500);
});
