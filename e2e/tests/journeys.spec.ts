import { expect, test, type Page } from '@playwright/test';
import { signInWith } from '../support/account';
import { sidewaysOverflowOf } from '../support/fit';
import { chooseModule, moduleOfType, pickLocationWithFallbackMap } from '../support/pages';
import { typeInto } from '../support/typing';
import { cardOf, cartButton, customerWithAnOrder, drawer, orderableItem, searchFor } from './cart-helpers';

// A customer's day on a phone, walked as a person does: by touch, typing key by key, reloading and
// going back in the middle, from the first visit to a tracked order. Each step is photographed to
// test-results/journeys/ to be looked at, and checked to fit the screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function photographer(page: Page, journey: string) {
  let step = 0;
  return async (name: string) => {
    step += 1;
    expect(await sidewaysOverflowOf(page), `${journey}, ${name}: nothing past the screen's sides`).toEqual([]);
    await page.screenshot({ path: `test-results/journeys/${journey}-${String(step).padStart(2, '0')}-${name}.png` });
  };
}

/** The first visit, from the landing: a location picked on the map, the module chosen. */
async function arrive(page: Page, type: string) {
  const module = await moduleOfType(type);
  await pickLocationWithFallbackMap(page);
  await chooseModule(page, module.module_name);
  return module;
}

for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce']) {
  test(`a guest orders from the ${type} module on a phone and tracks the order`, async ({ page }) => {
    test.setTimeout(150_000);
    const shot = photographer(page, type);
    const module = await moduleOfType(type);
    const item = await orderableItem(module.id, { anywhere: true });
    await page.goto('/');
    await shot('landing');
    await arrive(page, type);
    await expect(page.getByRole('heading', { level: 1, name: module.module_name })).toBeInViewport();
    await shot('home');

    await searchFor(page, item.name);
    await shot('search');
    await cardOf(page, item)
      .getByRole('button', { name: `Add ${item.name} to cart` })
      .tap();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // A reload keeps the cart.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await cartButton(page).tap();
    await expect(drawer(page).getByTestId('cart-line')).toContainText(item.name);
    await shot('cart');
    await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).tap();
    await page
      .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
      .getByRole('button', { name: 'Guest' })
      .tap();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);

    await page.getByRole('button', { name: 'Edit contact info' }).tap();
    const contact = page.getByRole('dialog', { name: 'Contact information' });
    await typeInto(contact.getByLabel('Contact Person Name'), 'Tahmina Akter');
    await typeInto(contact.getByLabel('Contact Person Number'), '01715 246810');
    await typeInto(contact.getByLabel('Contact Person Email'), 'tahmina@example.com');
    await typeInto(contact.getByLabel('House', { exact: true }), '7B');
    await shot('contact');
    await contact.getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByTestId('guest-contact')).toContainText('Tahmina Akter');

    // Back to the shop and forward again, then a reload: the contact is still there.
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await page.reload();
    await expect(page.getByTestId('guest-contact')).toContainText('Tahmina Akter');
    await expect(page.getByTestId('guest-contact')).toContainText('House 7B');
    await expect(page.getByText(/^Total/).first()).toBeVisible();
    await shot('checkout');

    await page.getByRole('button', { name: 'Place Order' }).tap();
    await expect(page).toHaveURL(/\/order\?order_id=\d+$/);
    const orderId = /order_id=(\d+)/.exec(page.url())![1]!;
    const placed = page.getByRole('dialog', { name: 'Thank you for your order' });
    await expect(placed.getByTestId('guest-order-facts')).toContainText(`#${orderId}`);
    await shot('placed');

    await placed.getByRole('button', { name: 'Track Order' }).tap();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}&phone=`));
    const tracking = page.getByRole('dialog', { name: 'Order Tracking' });
    await expect(tracking.getByText(`Order ID #${orderId}`)).toBeVisible();
    await expect(tracking.getByTestId('tracking-status')).toHaveText('Order Placed');
    await shot('tracked');
  });
}

test('a guest sends a parcel on a phone and tracks it', async ({ page }) => {
  test.setTimeout(150_000);
  const shot = photographer(page, 'parcel');
  await page.goto('/');
  await arrive(page, 'parcel');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeInViewport();
  await shot('home');
  const category = page.getByRole('button', { name: 'Small Package', exact: true });
  await category.scrollIntoViewIfNeeded();
  await category.tap();
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel delivery info' })).toBeInViewport();

  await typeInto(page.getByLabel('Sender Name'), 'Sabbir Hossain');
  await typeInto(page.getByLabel('Sender Phone'), '01711 223344');
  await typeInto(page.getByLabel('Receiver Name'), 'Mitu Begum');
  await typeInto(page.getByLabel('Receiver Phone'), '01822 334455');
  await shot('form');
  // A reload in the middle keeps the category and everything typed.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront.draft.parcel'))).toContain('Mitu Begum');
  await page.reload();
  await expect(page.getByText('Sending:')).toContainText('Small Package');
  await expect(page.getByLabel('Receiver Name')).toHaveValue('Mitu Begum');

  await page.getByRole('button', { name: 'Choose delivery address' }).tap();
  const where = page.getByRole('dialog', { name: 'Receiver address' });
  await typeInto(where.getByLabel('Search location'), 'banani');
  await where.getByRole('list', { name: 'Suggestions' }).getByRole('button').first().tap();
  await where.getByRole('button', { name: 'Pick Locations' }).tap();
  await expect(where).toBeHidden();
  await expect(page.getByTestId('parcel-charge')).toContainText('km');
  await shot('quoted');

  await page.getByRole('button', { name: 'Place Order' }).tap();
  const orderId = page.getByTestId('parcel-order-id');
  await expect(orderId).toHaveText(/^#\d+$/);
  await expect(orderId).toBeInViewport();
  await shot('placed');
  const id = (await orderId.textContent())!.slice(1);

  await page.goto('/home');
  const track = page.getByRole('region', { name: 'Track your parcel' });
  await typeInto(track.getByLabel('Order ID'), id);
  await typeInto(track.getByLabel('Phone'), '01711 223344');
  await track.getByRole('button', { name: 'Track Order' }).tap();
  await expect(track.getByRole('heading', { name: `Order #${id}` })).toBeVisible();
  await shot('tracked');
});

test('a signed-in customer walks every account page on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  const shot = photographer(page, 'account');
  const { token, orderId, grocery } = await customerWithAnOrder('Nusrat', 'Jahan');
  await signInWith(page, token);
  await page.addInitScript((stored) => {
    if (localStorage.getItem('module')) return;
    localStorage.setItem('module', stored);
  }, JSON.stringify(grocery));
  await page.goto('/home');
  // The phone's one-row header keeps the account's pages in the Menu drawer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Account', exact: true }).tap();
  await page.getByRole('list', { name: 'Account' }).getByRole('link').first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await shot('profile');

  const sections = page.getByRole('navigation', { name: 'Account' });
  for (const name of [
    'My Orders',
    'Addresses',
    'Notifications',
    'Wallet',
    'Coupons',
    'Loyalty Points',
    'Referral Code',
    'Settings',
  ]) {
    const link = sections.getByRole('link', { name, exact: true });
    if ((await link.count()) === 0) continue; // a section the platform switched off
    await link.tap();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await shot(name.toLowerCase().replace(/ /g, '-'));
  }

  // The order, opened from the list, polls while open; back returns to the list.
  await sections.getByRole('link', { name: 'My Orders', exact: true }).tap();
  await page.getByRole('list', { name: 'Running orders' }).getByRole('button').first().tap();
  await expect(page).toHaveURL(new RegExp(`orderId=${orderId}`));
  await expect(page.getByTestId('order-status')).toBeVisible();
  await shot('order');
  await page.goBack();
  await expect(page).not.toHaveURL(/orderId=/);
});
