import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/parts';

async function demoToken(): Promise<string> {
  const response = await fetch(`${API_URL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      login_type: 'manual',
      email_or_phone: 'demo@storefront.test',
      password: 'demo12345',
      field_type: 'email',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function signIn(page: Page, { quietReminder = true } = {}) {
  const token = await demoToken();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  if (quietReminder) {
    await page.route('**/api/v1/customer/review-reminder', (route) => route.fulfill({ json: { order_id: null } }));
  }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
  await card.getByLabel('Comment (optional)').fill('Arrived hot and on time.');
  await card.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(card.getByText('Thank you for your review.')).toBeVisible();
  // Reviewed: the prompt does not come back.
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: 'How was your order?' })).toBeHidden();
});

test('profile edit: a validation error first, then the update', async ({ page }) => {
  await signIn(page);
  let sent = '';
  await page.route('**/api/v1/customer/update-profile', async (route) => {
    sent = route.request().postData() ?? '';
    await route.fulfill({ json: { message: 'Successfully updated!' } });
  });
  await page.goto('/profile?page=profile-settings');
  await page.getByRole('button', { name: 'Edit Personal Details' }).click();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('readonly', '');
  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('name is required')).toBeVisible();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-profile-errors.png', fullPage: true });
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Email', { exact: true }).fill('demo@storefront.test');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  expect(sent).toContain('name="f_name"');
  expect(sent).toContain('Dana');
  await expect(page.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
});

test('loyalty points move to the wallet', async ({ page }) => {
  await signIn(page);
  await page.goto('/loyalty-points');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('120');
  await page.getByLabel('Points').fill('500');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Insufficient point.')).toBeVisible();
  await page.getByLabel('Points').fill('100');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Point to wallet transfer successfully.')).toBeVisible();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('20');
  await page.goto('/wallet');
  await expect(
    page.getByRole('list', { name: 'Wallet transactions' }).getByText('loyalty point').first(),
  ).toBeVisible();
});

test("coupons show their terms and 'Copied' after copying", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/coupons');
  const first = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').first();
  await expect(first.getByText(/^get .* discount min Order of /)).toBeVisible();
  await first.getByRole('button', { name: /^Copy / }).click();
  await expect(first.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Copy / })).toBeVisible({ timeout: 3000 });
});

for (const theme of ['light', 'dark'] as const) {
  const useTheme = (page: Page) =>
    page.addInitScript((mode) => {
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
    }, theme);

  test(`profile, orders and the tracking drawer pass axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await useTheme(page);
    await signIn(page);
    await page.goto('/profile?page=profile-settings');
    await expect(page.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Edit Personal Details' }).click();
    await expectNoSeriousViolations(page);

    await page.goto('/my-orders');
    await expect(page.getByRole('list', { name: 'Running orders' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('list', { name: 'Running orders' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Tracking' }).getByText(/^Order ID #/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/account-tracking-${theme}.png` });
  });

  test(`wallet, loyalty, coupons, referral, settings and track-order pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useTheme(page);
    await signIn(page);
    for (const path of ['/wallet', '/loyalty-points', '/coupons', '/referral-code', '/settings', '/track-order']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    await page.screenshot({ path: `test-results/account-track-order-${theme}.png` });
  });
}
