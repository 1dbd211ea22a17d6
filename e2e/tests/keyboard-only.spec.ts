import { expect, test, type Page } from '@playwright/test';
import { Keyboard } from '../support/keyboard';
import { moduleOfType } from '../support/pages';
import {
  cartButton,
  clearCartOf,
  drawer,
  openHome,
  orderableItem,
  popularItems,
  signInDemo,
  storeTakesOrder,
  type SeededItem,
} from './cart-helpers';

// Whole orders placed with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and Escape, no
// clicks and no fill(). Each flow states how many moves it may take; a focus trap, a focus lost to
// the page's start or a missing skip link makes it take many more, and the test fails.

/** From the top of a page: the skip link, the search, the item's add button pressed. */
async function searchAndPressAdd(page: Page, keys: Keyboard, name: string) {
  // The skip link is the first stop and lands in the page's content, past the header; the search
  // comes first there, and the item is found by name as a person would on a long page.
  await keys.press('Tab');
  await keys.expectFocusOn(page.getByRole('link', { name: 'Skip to content' }));
  await keys.press('Enter');
  await keys.expectFocusOn(page.locator('main'));
  await keys.tabTo(page.getByRole('searchbox', { name: 'Search items or stores' }), { max: 3 });
  await keys.type(name);
  await keys.press('Enter');
  await expect(page).toHaveURL(/search=/);
  const add = page.getByRole('button', { name: `Add ${name} to cart` }).first();
  await expect(add).toBeVisible();
  await keys.tabTo(add, { max: 30 });
  await keys.press('Enter');
}

/** Back up to the header's cart (focus is at the item), then on to checkout. */
async function cartToCheckout(page: Page, keys: Keyboard) {
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await keys.tabTo(cartButton(page), { max: 30, backwards: true });
  await keys.press('Enter');
  await keys.tabTo(drawer(page).getByRole('button', { name: 'Proceed To Checkout' }), { max: 20 });
  await keys.press('Enter');
}

test('a guest orders a grocery item with a required option and pays cash on delivery, by keyboard alone', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  // Sold by weight (a weight must be chosen), from a store whose minimum order any weight meets.
  let item: SeededItem | undefined;
  for (const candidate of await popularItems(grocery.id)) {
    const prices = (candidate.variations as { price: number; stock?: number }[]).map((v) => v.price);
    if (prices.length < 2 || candidate.food_variations.length > 0) continue;
    if (await storeTakesOrder(candidate.store_id, Math.min(...prices))) {
      item = candidate;
      break;
    }
  }
  if (!item) throw new Error('no item sold by weight on the grocery home from a store taking orders');
  await openHome(page, 'grocery');
  const keys = new Keyboard(page);

  await searchAndPressAdd(page, keys, item.name);

  // The quick view: the weight is required; the first radio takes focus, an arrow chooses the next.
  const view = page.getByRole('dialog', { name: item.name });
  await expect(view).toBeVisible();
  await keys.tabTo(view.getByRole('radio').first(), { max: 10 });
  await keys.press('ArrowDown');
  await expect(view.getByRole('radio').nth(1)).toBeChecked();
  await keys.tabTo(view.getByRole('button', { name: 'Add to Cart' }), { max: 10 });
  await keys.press('Enter');
  await expect(view).toBeHidden();
  // Focus came back to the item in the results, on the stepper that replaced its add button (its
  // "+", not the delete), so the header's cart is a short way up.
  await keys.expectFocusOn(page.getByRole('button', { name: `Increase quantity of ${item.name}` }).first());
  await cartToCheckout(page, keys);
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

  // Budget: the order takes 77 moves today (most of them Tabs through the header on the way to the
  // cart and through the address form); 100 leaves room for a new control, while a focus lost to
  // the page's start or a trap costs far more.
  expect(keys.moves).toBeLessThanOrEqual(100);
});

test('a signed-in customer orders with a new address typed in, by keyboard alone', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const token = await signInDemo();
  await clearCartOf(token);
  await openHome(page, 'grocery', { token });
  const keys = new Keyboard(page);

  await searchAndPressAdd(page, keys, item.name);
  await cartToCheckout(page, keys);
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);

  await keys.tabTo(page.getByRole('button', { name: 'Add address' }), { max: 40 });
  await keys.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form.getByLabel('Address', { exact: true })).not.toHaveValue('');
  // "Other", with a label of its own: arrows move through the Label As radios.
  await keys.tabTo(form.getByRole('radio', { name: 'Home' }), { max: 10 });
  await keys.press('ArrowRight');
  await keys.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Other' })).toBeChecked();
  await keys.tabTo(form.getByLabel('Label Name(Optional)'), { max: 2 });
  await keys.type('Gym');
  // The profile's phone is there already: replace it with another, typed.
  await keys.tabTo(form.getByLabel('Contact person number'), { max: 6 });
  await keys.press('Control+a');
  await keys.type('01911000222');
  await expect(form.getByLabel('Contact person number')).toHaveValue('01911000222');
  await keys.tabTo(form.getByRole('button', { name: 'Save' }), { max: 8 });
  await keys.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByTestId('selected-address')).toContainText('Gym');

  await keys.tabTo(page.getByRole('button', { name: 'Place Order' }), { max: 40 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
  await expect(page.getByTestId('order-id')).toContainText('Order ID #');
  // Budget: 77 moves today; 100 leaves room for a new control, not for a lost focus or a trap.
  expect(keys.moves).toBeLessThanOrEqual(100);
});

test('a guest sends a parcel, by keyboard alone', async ({ page }) => {
  const parcel = await moduleOfType('parcel');
  await page.addInitScript((module) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('module', JSON.stringify(module));
    localStorage.setItem('location', 'Gulshan Avenue, Dhaka');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.7925, lng: 90.4078 }));
    localStorage.setItem('zoneid', '[1]');
  }, parcel);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
  // A customer starts tabbing once the parcel kinds are on screen.
  const smallPackage = page.getByRole('button', { name: 'Small Package', exact: true });
  await expect(smallPackage).toBeVisible();
  const keys = new Keyboard(page);

  await keys.press('Tab');
  await keys.press('Enter');
  await keys.tabTo(smallPackage, { max: 30 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);

  await keys.tabTo(page.getByLabel('Sender Name'), { max: 40 });
  await keys.type('Sam Sender');
  await keys.tabTo(page.getByLabel('Sender Phone'), { max: 3 });
  await keys.type('01711111111');
  await keys.tabTo(page.getByLabel('Receiver Name'), { max: 10 });
  await keys.type('Gita Guest');
  await keys.tabTo(page.getByLabel('Receiver Phone'), { max: 3 });
  await keys.type('01733333333');
  await expect(page.getByLabel('Receiver Phone')).toHaveValue('01733333333');
  await keys.tabTo(page.getByRole('button', { name: 'Choose delivery address' }), { max: 10 });
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Receiver address' });
  await keys.tabTo(dialog.getByLabel('Search location'), { max: 10 });
  await keys.type('banani');
  const suggestion = dialog.getByRole('list', { name: 'Suggestions' }).getByRole('button').first();
  await expect(suggestion).toBeVisible();
  await keys.tabTo(suggestion, { max: 5 });
  await keys.press('Enter');
  // The customer reads the chosen place's address before picking it: until it shows, the button is
  // disabled and Tab passes it by (it was still enabled with the previous point's address right after Enter).
  await expect(dialog.getByRole('list', { name: 'Suggestions' })).toBeHidden();
  await expect(dialog.getByText(/Banani/)).toBeVisible();
  const pick = dialog.getByRole('button', { name: 'Pick Locations' });
  await expect(pick).toBeEnabled();
  await keys.tabTo(pick, { max: 20 });
  await keys.press('Enter');
  await expect(dialog).toBeHidden();

  await keys.tabTo(page.getByRole('button', { name: 'Place Order' }), { max: 30 });
  await keys.press('Enter');
  await expect(page.getByTestId('parcel-order-id')).toHaveText(/^#\d+$/);
  // Budget: 30 moves today; 45 leaves room for a new control, not for a lost focus or a trap.
  expect(keys.moves).toBeLessThanOrEqual(45);
});
