import { expect, test } from '@playwright/test';
import { Keyboard } from '../support/keyboard';
import { moduleOfType } from '../support/pages';
import { cartButton, drawer, openHome, popularItems } from './cart-helpers';

// Whole orders placed with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and Escape, no
// clicks and no fill(). Each flow states how many moves it may take; a focus trap, a focus lost to
// the page's start or a missing skip link makes it take many more, and the test fails.

test('a guest orders a grocery item with a required option and pays cash on delivery, by keyboard alone', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id)).find(
    (candidate) => candidate.variations.length > 1 && candidate.food_variations.length === 0,
  )!;
  expect(item).toBeDefined();
  await openHome(page, 'grocery');
  const keys = new Keyboard(page);

  // The skip link is the first stop and lands in the page's content, past the header.
  await keys.press('Tab');
  await keys.expectFocusOn(page.getByRole('link', { name: 'Skip to content' }));
  await keys.press('Enter');
  await keys.expectFocusOn(page.locator('main'));
  await keys.tabTo(page.getByRole('button', { name: `Add ${item.name} to cart` }).first(), { max: 60 });
  await keys.press('Enter');

  // The quick view: the weight is required; the first radio takes focus, an arrow chooses the next.
  const view = page.getByRole('dialog', { name: item.name });
  await expect(view).toBeVisible();
  await keys.tabTo(view.getByRole('radio').first(), { max: 10 });
  await keys.press('ArrowDown');
  await expect(view.getByRole('radio').nth(1)).toBeChecked();
  await keys.tabTo(view.getByRole('button', { name: 'Add to Cart' }), { max: 10 });
  await keys.press('Enter');
  await expect(view).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Focus came back to the item, so the header's cart is a short way up.
  await keys.tabTo(cartButton(page), { max: 40, backwards: true });
  await keys.press('Enter');
  await keys.tabTo(drawer(page).getByRole('button', { name: 'Proceed To Checkout' }), { max: 20 });
  await keys.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
  await keys.tabTo(prompt.getByRole('button', { name: 'Guest' }), { max: 6 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);

  // The new address with its contact, the phone typed in its local form.
  await keys.tabTo(page.getByRole('button', { name: 'Enter a new delivery address' }), { max: 40 });
  await keys.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await keys.tabTo(form.getByLabel('Contact person name'), { max: 15 });
  await keys.type('Nadia Islam');
  await keys.tabTo(form.getByLabel('Contact person number'), { max: 3 });
  await keys.type('01711556677');
  await expect(form.getByLabel('Contact person number')).toHaveValue('01711556677');
  await keys.tabTo(form.getByLabel('Email'), { max: 2 });
  await keys.type('nadia@example.com');
  await keys.tabTo(form.getByRole('button', { name: 'Save' }), { max: 8 });
  await keys.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByTestId('guest-contact')).toContainText('Nadia Islam');

  await expect(page.getByRole('radio', { name: /cash on delivery/i })).toBeChecked();
  await keys.tabTo(page.getByRole('button', { name: 'Place Order' }), { max: 40 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByTestId('order-id')).toContainText('Order ID #');

  // Budget: about 150 moves for the whole order, most of them Tabs through the home page and the
  // checkout; well past it means focus was lost or trapped somewhere.
  expect(keys.moves).toBeLessThanOrEqual(150);
});
