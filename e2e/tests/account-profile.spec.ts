import { expect, test, type Page } from '@playwright/test';
import { api, demoToken, signInWith, signUpCustomer } from '../support/account';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { typeInto } from '../support/typing';

async function signIn(page: Page, { quietReminder = true } = {}) {
  await signInWith(page, await demoToken(), { quietReminder });
}

test('account pages need a signed-in customer', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page.getByText('You must be login to access this page.').first()).toBeVisible();
});

test('the review prompt opens for the delivered order and Rate leads to its review page', async ({ page }) => {
  await signIn(page, { quietReminder: false });
  await page.goto('/home');
  const prompt = page.getByRole('dialog', { name: 'How was your order?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('list', { name: 'Products of the order' })).toBeVisible();
  await page.screenshot({ path: 'test-results/account-review-prompt.png' });
  await prompt.getByRole('button', { name: 'Rate' }).click();
  await expect(page).toHaveURL(/\/rate-and-review\/\d+$/);
  const card = page.getByRole('region', { name: /^Review / }).first();
  await card.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please give a rating first.')).toBeVisible();
  await card.getByText('★').nth(3).click();
  await typeInto(card.getByLabel('Comment (optional)'), 'Arrived hot and on time.');
  await card.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(card.getByText('Thank you for your review.')).toBeVisible();
  // The order's delivery man has a card of his own, stored through the API.
  const man = page.getByRole('region', { name: 'Review the delivery man' });
  await expect(man.getByText(/^Delivery man: /)).toBeVisible();
  await man.getByText('★').nth(4).click();
  await typeInto(man.getByLabel('Comment (optional)'), 'Friendly and on time.');
  await man.getByRole('button', { name: 'Submit Review' }).click();
  await expect(man.getByText('Thank you for your review.')).toBeVisible();
  // Stored: the API refuses a second review of the same order's delivery man.
  const token = await demoToken();
  const orderId = Number(page.url().split('/').pop());
  const order = (await (
    await fetch(api(`customer/order/track?order_id=${orderId}`), { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { delivery_man: { id: number } };
  const again = await fetch(api('delivery-man/reviews/submit'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ delivery_man_id: order.delivery_man.id, order_id: orderId, rating: 5 }),
  });
  expect(again.status).toBe(403);
  expect(await again.text()).toContain('You have already reviewed the delivery man of this order.');
  // Reviewed: the prompt does not come back.
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: 'How was your order?' })).toBeHidden();
});

test('profile edit: a validation error first, then the update through the API and the refetched profile', async ({
  page,
}) => {
  // A customer of its own: the demo customer's name stays as seeded for the other flows.
  const customer = await signUpCustomer('Tanvir', 'Hossain');
  await signInWith(page, customer.token);
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/customer/update-profile')) updates.push(request.postData() ?? '');
  });
  await page.goto('/profile?page=profile-settings');
  await expect(page.getByText('Tanvir Hossain')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Personal Details' }).click();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('readonly', '');
  await page.getByLabel('First Name').clear();
  await typeInto(page.getByLabel('Email', { exact: true }), 'not-an-email');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('name is required')).toBeVisible();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  expect(updates).toHaveLength(0);
  await page.screenshot({ path: 'test-results/account-profile-errors.png', fullPage: true });

  await typeInto(page.getByLabel('First Name'), 'Farhan');
  await typeInto(page.getByLabel('Email', { exact: true }), customer.email);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  expect(updates).toHaveLength(1);
  expect(updates[0]).toContain('name="f_name"');
  // Back on the profile, refetched from the API.
  await expect(page.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
  await expect(page.getByText('Farhan Hossain')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Farhan Hossain')).toBeVisible();
});

test('loyalty points move to the wallet', async ({ page }) => {
  await signIn(page);
  await page.goto('/loyalty-points');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('120');
  await typeInto(page.getByLabel('Points'), '500');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Insufficient point.')).toBeVisible();
  await typeInto(page.getByLabel('Points'), '100');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Point to wallet transfer successfully.')).toBeVisible();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('20');
  await page.goto('/wallet');
  await expect(
    page.getByRole('list', { name: 'Wallet transactions' }).getByText('From loyalty points').first(),
  ).toBeVisible();
});

test("coupons show their terms and 'Copied' after copying", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/coupons');
  const first = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').first();
  await expect(first.getByText(/^(get .* discount min Order of |Free delivery, min order of )/)).toBeVisible();
  // A free-delivery coupon promises free delivery, not a discount of nothing.
  await expect(page.getByText(/^Free delivery, min order of ৳400\.00$/).first()).toBeVisible();
  await expect(page.getByText(/get ৳0\.00 discount/)).toHaveCount(0);
  await first.getByRole('button', { name: /^Copy / }).click();
  await expect(first.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Copy / })).toBeVisible({ timeout: 3000 });
});

test('profile, orders and the tracking drawer pass axe in the light and dark themes', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/profile?page=profile-settings');
  await expect(page.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Edit Personal Details' }).click();
  await expectNoSeriousViolationsInBothThemes(page);

  await page.goto('/my-orders');
  await expect(page.getByRole('list', { name: 'Running orders' })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.getByRole('list', { name: 'Running orders' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Tracking' }).getByText(/^Order ID #/)).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, { screenshot: 'account-tracking' });
});

test('wallet, loyalty, coupons, referral, settings and track-order pass axe in the light and dark themes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const path of ['/wallet', '/loyalty-points', '/coupons', '/referral-code', '/settings', '/track-order']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page);
  }
});
