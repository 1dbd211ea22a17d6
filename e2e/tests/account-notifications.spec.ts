import { expect, test, type Page } from '@playwright/test';
import { demoToken, signInWith, signUpCustomer } from '../support/account';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';

// The seed sends every customer two general notifications (newest first: the cashback, then the
// new stores); the demo customer also has an order-status one of their own.
const CASHBACK = 'Weekend cashback is on';
const NEW_STORES = 'New stores near you';

const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const titles = (page: Page) => notificationList(page).getByRole('heading').allInnerTexts();
const newBadges = (page: Page) => notificationList(page).getByText('New', { exact: true });

test('notifications: reached from the account menu, newest first, new ones marked until seen', async ({ page }) => {
  const customer = await signUpCustomer('Rumi', 'Akter');
  await signInWith(page, customer.token);
  await page.goto('/profile');
  // The nav's account menu (the account pages' side menu lists it too).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Account' }).click();
  await nav.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/profile\?page=notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  await expect(notificationList(page).getByText(NEW_STORES)).toBeVisible();
  const shown = await titles(page);
  expect(shown.indexOf(CASHBACK)).toBeLessThan(shown.indexOf(NEW_STORES));
  // A first visit: everything is new.
  await expect(page.getByText(`${shown.length} new notifications`)).toBeVisible();
  await expect(newBadges(page)).toHaveCount(shown.length);

  // Seen: the next visit marks nothing.
  await page.reload();
  await expect(notificationList(page).getByText(NEW_STORES)).toBeVisible();
  await expect(page.getByText(/new notification/)).toHaveCount(0);
  await expect(newBadges(page)).toHaveCount(0);
});

test('an order-status notification leads to its order', async ({ page }) => {
  await signInWith(page, await demoToken());
  await page.goto('/profile?page=notifications');
  const view = notificationList(page).getByRole('link', { name: 'View order' }).first();
  await expect(view).toBeVisible();
  const orderId = new URL((await view.getAttribute('href'))!, 'http://x').searchParams.get('orderId');
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?page=my-orders&orderId=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
});

test("without notifications the page says 'No notifications'; a failed load offers Try again", async ({ page }) => {
  const customer = await signUpCustomer('Rumi', 'Akter');
  await signInWith(page, customer.token);
  let reply: 'empty' | 'down' = 'empty';
  await page.route('**/api/v1/customer/notifications', (route) =>
    reply === 'empty'
      ? route.fulfill({ json: [] })
      : route.fulfill({ status: 503, json: { errors: [{ code: 'server', message: 'Notifications are resting.' }] } }),
  );
  await page.goto('/profile?page=notifications');
  await expect(page.getByText('No notifications')).toBeVisible();

  reply = 'down';
  await page.reload();
  await expect(page.getByText('Your notifications could not be loaded.')).toBeVisible();
  await expect(page.getByText('Notifications are resting.')).toBeVisible();
  await page.unroute('**/api/v1/customer/notifications');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(notificationList(page).getByText(NEW_STORES)).toBeVisible();
});

test('notifications pass axe in the light and dark themes, new and seen', async ({ page }) => {
  const customer = await signUpCustomer('Rumi', 'Akter');
  await signInWith(page, customer.token);
  await page.goto('/profile?page=notifications');
  await expect(newBadges(page).first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'account-notifications', fullPage: true });
  await page.reload();
  await expect(notificationList(page).getByText(NEW_STORES)).toBeVisible();
  await expect(newBadges(page)).toHaveCount(0);
  await expectNoSeriousViolationsInBothThemes(page);
});
