import { expect, test, type Page } from '@playwright/test';
import { typeInto } from '../support/typing';
import { signInWith, signUpCustomer } from '../support/account';
import { API_URL } from '../support/parts';
import { expectNoSeriousViolations } from '../support/axe';
import { PHONE_HEADER_MAX_HEIGHT, headerHeightOf } from '../support/fit';
import {
  chooseModule,
  moduleOfType,
  navControls,
  pickLocationWithFallbackMap,
  siteHeader,
  scrollToFooter,
} from '../support/pages';

test('choose a module, pick a location on the fallback map and see it in the top strip', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  await page.goto('/');
  await chooseModule(page, grocery.module_name);
  await expect(page.getByText('A module has been selected.')).toBeVisible();
  const address = await pickLocationWithFallbackMap(page);
  await expect(page.getByText('New delivery address selected.')).toBeVisible();
  await expect(page.getByTestId('top-strip-location')).toHaveText(address);
  // The business config's top-strip control: the seeded help line.
  const strip = page.getByTestId('top-strip');
  const helpLine = strip.getByRole('link', { name: 'Help line: 09610-000000' });
  await expect(helpLine).toHaveAttribute('href', 'tel:+8809610000000');
  // A 390 px phone has no strip: the location is in the header's one row, the rest in the Menu drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(strip).toHaveCount(0);
  await expect(siteHeader(page).getByTestId('top-strip-location')).toHaveText(address);
  const drawer = await navControls(page);
  for (const control of [
    drawer.getByRole('link', { name: 'Help line: 09610-000000' }),
    drawer.getByRole('combobox', { name: 'Language' }),
    drawer.getByRole('button', { name: 'Dark theme' }),
  ]) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });
  const stored = await page.evaluate(() => ({
    zoneid: localStorage.getItem('zoneid'),
    latLng: localStorage.getItem('currentLatLng'),
  }));
  expect(stored.zoneid).toMatch(/^\[\d+(,\d+)*\]$/);
  expect(JSON.parse(stored.latLng!)).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
  // The logo now leads to /home.
  await expect(page.getByRole('link', { name: /Storefront/ }).first()).toHaveAttribute('href', '/home');
});

for (const width of [390, 768, 1280]) {
  test(`at ${width} px the header keeps its height as the parts mount and a location is picked`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/', { waitUntil: 'commit' });
    const first = await headerHeightOf(page);
    if (width <= 640) expect(first).toBeLessThanOrEqual(PHONE_HEADER_MAX_HEIGHT);
    // The landing (a part) mounts, then a module's home (another), then a location is picked.
    await expect(page.locator('main').getByRole('button', { name: 'Grocery' })).toBeVisible();
    expect(await headerHeightOf(page)).toBe(first);
    await chooseModule(page, (await moduleOfType('grocery')).module_name);
    await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
    expect(await headerHeightOf(page)).toBe(first);
    const address = await pickLocationWithFallbackMap(page);
    await expect(page.getByTestId('top-strip-location')).toHaveText(address);
    expect(await headerHeightOf(page)).toBe(first);
  });
}

test('on a phone the header is one row, and the Menu drawer reaches sign-in, the modules and the wishlist', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await chooseModule(page, (await moduleOfType('grocery')).module_name);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const cart = nav.getByRole('button', { name: /^Cart, / });
  const location = nav.getByRole('button', { name: 'Pick location' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  // Menu, logo, location and cart share one row.
  const tops = await Promise.all([menu, location, cart].map(async (control) => (await control.boundingBox())!.y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
  for (const moved of ['Sign In', 'Select module']) await expect(nav.getByText(moved)).toHaveCount(0);

  // By keyboard: the drawer opens on Enter with focus inside, and Sign In is the first of its shortcuts.
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeFocused();
  await expect(drawer.getByRole('button', { name: /^Wishlist, / })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Stores', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Parcel is a module of the module dialog; its header has no cart.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await chooseModule(page, (await moduleOfType('parcel')).module_name);
  await expect(cart).toHaveCount(0);
  expect(await headerHeightOf(page)).toBeLessThanOrEqual(PHONE_HEADER_MAX_HEIGHT);
});

test('sign up, sign out and sign in again', async ({ page }) => {
  const email = `e2e-${Date.now()}@storefront.test`;
  const phone = `17${String(Date.now()).slice(-8)}`;
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('name is required')).toBeVisible();
  await typeInto(page.getByLabel('First name'), 'Nadia');
  await typeInto(page.getByLabel('Last name'), 'Rahman');
  await typeInto(page.getByLabel('Email', { exact: true }), email);
  await typeInto(page.getByLabel('Phone'), phone);
  await typeInto(page.getByLabel('Password', { exact: true }), 'secret123');
  await typeInto(page.getByLabel('Confirm password'), 'secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // A first sign-up is welcomed once.
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start Shopping' }).click();
  await expect(welcome).toBeHidden();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logout successful.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await typeInto(page.getByLabel('Email or phone'), email);
  await typeInto(page.getByLabel('Password', { exact: true }), 'secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('a guest keeps one guest_id across reloads', async ({ page }) => {
  let guestRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/guest/request')) guestRequests += 1;
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
  const first = await page.evaluate(() => localStorage.getItem('guest_id'));
  await page.reload();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_id'))).toBe(first);
  expect(guestRequests).toBe(1);
});

test('switching to a right-to-left language flips the page, and the dark theme persists', async ({ page }) => {
  const food = await moduleOfType('food');
  await page.goto('/');
  await chooseModule(page, food.module_name);
  await pickLocationWithFallbackMap(page);

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.reload();
  // In the dark theme the switch names the theme it turns back to.
  await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 20, 23)');

  await page.getByLabel('Language').selectOption('ar');
  const confirm = page.getByRole('dialog', { name: 'Are you sure to change the language?' });
  await expect(confirm).toContainText('The browser will refresh to get translated content.');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Language has been changed')).toBeVisible();
  await page.waitForEvent('load');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the parcel module hides chat, wishlist, cart and track-order', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const parcel = await moduleOfType('parcel');
  await page.goto('/');
  await chooseModule(page, grocery.module_name);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: /^Cart, / })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Wishlist, / })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Track order' })).toBeVisible();

  await chooseModule(page, parcel.module_name);
  await expect(nav.getByRole('button', { name: /^Cart, / })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: /^Wishlist, / })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Track order' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Chat' })).toHaveCount(0);
  await expect((await scrollToFooter(page)).getByRole('link', { name: 'Contact' })).toBeVisible();
});

test('an expired token gives the spec’s toast and lands on sign-in', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', 'expired-or-revoked-token');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/profile');
  await expect(page.getByText('Your account is inactive or Your token has been expired')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a push of each type routes as the spec says', async ({ page }) => {
  const push = (detail: Record<string, unknown>) =>
    page.evaluate((message) => window.dispatchEvent(new CustomEvent('storefront:push', { detail: message })), detail);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await push({ type: 'message', conversation_id: 12, sender_type: 'delivery_man' });
  await expect(page).toHaveURL(/\/chatting\?conversationId=12&type=delivery_man&chatFrom=true$/);
  await expect(page.getByText('You have a new message')).toBeVisible();

  await push({ type: 'order_status', order_id: 100001 });
  await expect(page).toHaveURL(/\/profile\?orderId=100001&page=my-orders&from=checkout$/);

  await push({ type: 'referral_code', title: 'Referral', body: 'A friend used your code' });
  await expect(page.getByText('Referral: A friend used your code')).toBeVisible();
});

/** A customer who already answered every module's interest page: choosing a module leads home. */
async function interestsAnswered(page: Page) {
  const modules = (await (await fetch(`${API_URL}/api/v1/module`)).json()) as { id: number }[];
  await page.addInitScript(
    (ids) => localStorage.setItem('interest-modules', JSON.stringify(ids)),
    modules.map((m) => m.id),
  );
}

const pushTo = (page: Page, detail: Record<string, unknown>) =>
  page.evaluate((message) => window.dispatchEvent(new CustomEvent('storefront:push', { detail: message })), detail);

test('a message push refreshes the open inbox in place; an order-status push opens the order on the same page', async ({
  page,
}) => {
  const { token } = await signUpCustomer('Rafi', 'Karim');
  await signInWith(page, token);
  const calls = { conversations: 0, runningOrders: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/v1/customer/message/list')) calls.conversations += 1;
    if (url.pathname.endsWith('/api/v1/customer/order/running-orders')) calls.runningOrders += 1;
  });

  await page.goto('/profile?page=inbox');
  await expect.poll(() => calls.conversations).toBeGreaterThan(0);
  const before = calls.conversations;
  await pushTo(page, { type: 'message', conversation_id: 12, sender_type: 'delivery_man' });
  await expect(page.getByText('You have a new message')).toBeVisible();
  await expect.poll(() => calls.conversations).toBeGreaterThan(before);
  // The customer stays in the inbox: no trip to /chatting.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/profile?page=inbox');

  // An order-status push on the profile goes to that order in my orders, without a page load.
  await page.goto('/profile?page=my-orders');
  await expect.poll(() => calls.runningOrders).toBeGreaterThan(0);
  const details = page.waitForRequest((request) => /\/customer\/order\/details\?.*order_id=100001/.test(request.url()));
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await pushTo(page, { type: 'order_status', order_id: 100001 });
  await expect(page).toHaveURL(/\/profile\?orderId=100001&page=my-orders&from=checkout$/);
  await details;
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a referral push shows its toast for five seconds', async ({ page }) => {
  // The page's clock, not the test's: it moves on when told.
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await pushTo(page, { type: 'referral_code', title: 'Referral', body: 'Your friend placed a first order' });
  const toast = page.getByText('Referral: Your friend placed a first order');
  await expect(toast).toBeVisible();
  // Still there after four seconds, gone a little after five.
  await page.clock.runFor(4_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('signed in, the parcel module hides chat, wishlist and cart (track-order is for guests)', async ({ page }) => {
  const { token } = await signUpCustomer('Mitu', 'Akter');
  await signInWith(page, token);
  await interestsAnswered(page);
  const grocery = await moduleOfType('grocery');
  const parcel = await moduleOfType('parcel');
  await page.goto('/');
  await chooseModule(page, grocery.module_name);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Cart, / })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Wishlist, / })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Track order' })).toHaveCount(0);

  await chooseModule(page, parcel.module_name);
  await expect(nav.getByRole('link', { name: 'Chat' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: /^Cart, / })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: /^Wishlist, / })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Track order' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
  // No floating cart in the parcel module either.
  await expect(page.getByRole('button', { name: /^Open cart, / })).toHaveCount(0);
});

test('below 1180 px the nav folds into a drawer: Home, categories, theme, language, latest stores, logout', async ({
  page,
}) => {
  const { token } = await signUpCustomer('Lina', 'Das');
  await signInWith(page, token);
  await interestsAnswered(page);
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/');
  await chooseModule(page, (await moduleOfType('grocery')).module_name);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Modules' })).toHaveCount(0);

  await nav.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
  // A category opens its submenu: 'All …' and at most ten entries.
  const firstCategory = drawer.locator('summary').first();
  await expect(firstCategory).toBeVisible();
  const categoryName = (await firstCategory.innerText()).trim();
  await firstCategory.click();
  const submenu = drawer.locator('details[open] ul');
  await expect(submenu.getByRole('link', { name: `All ${categoryName}` })).toBeVisible();
  expect(await submenu.getByRole('link').count()).toBeLessThanOrEqual(11);
  await expect(drawer.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  await expect(drawer.getByLabel('Language')).toBeVisible();
  const stores = drawer.getByRole('heading', { name: 'Latest stores' }).locator('xpath=..').getByRole('link');
  await expect(stores.first()).toBeVisible();
  expect(await stores.count()).toBeLessThanOrEqual(12);
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The drawer's theme button switches the theme.
  await drawer.getByRole('button', { name: 'Dark theme' }).click();
  await expect(drawer.getByRole('button', { name: 'Light theme' })).toBeVisible();

  await drawer.getByRole('link', { name: 'Home' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  // A phone's width still fits every control of the nav.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
