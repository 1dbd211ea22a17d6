import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '@playwright/test';
import { newCustomerToken, withModule } from '../support/discovery';
import { API_URL } from '../support/parts';

const PROMOTION_SECTIONS = ['Cashback Offers', 'Just For You', 'Highlights for you', 'Coupons'];

for (const type of ['grocery', 'pharmacy', 'ecommerce', 'food']) {
  test(`the ${type} home page shows the promotion sections with the seeded data`, async ({ page }) => {
    await withModule(page, type);
    await page.goto('/home');
    for (const heading of PROMOTION_SECTIONS)
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.locator('[data-section="ads"] article').first()).toBeVisible();
    await expect(page.locator('[data-section="campaigns"] article').first()).toBeVisible();
    // The flash sale sits beside the most popular items, counting down.
    const flash = page.locator('[data-section="mostPopular"] aside');
    await expect(flash.getByRole('timer')).toHaveText(/^Ends in \d\dd:\d\dh:\d\dm:\d\ds$/);
    await expect(flash.getByRole('progressbar').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Promotion' }).or(page.locator('[data-section="bottomBanner"]')),
    ).toBeVisible();
    if (type === 'pharmacy') {
      const conditions = page.locator('[data-section="commonConditions"]');
      await expect(conditions.getByRole('heading', { level: 2, name: 'Common Conditions' })).toBeVisible();
      const products = page.waitForRequest((request) =>
        /\/common-condition\/items\/\d+\?limit=20&offset=1$/.test(request.url()),
      );
      await conditions.getByRole('group', { name: 'Conditions' }).getByRole('button').nth(1).click();
      await products;
      // Items already shown in the sections above are left out here (each item shows once on a page).
      await expect(
        conditions
          .getByRole('list', { name: 'Items' })
          .getByRole('article')
          .first()
          .or(conditions.getByText('Items Not Found!')),
      ).toBeVisible();
    }
  });
}

test('a coupon code copies with a Copied note', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await withModule(page, 'grocery');
  await page.goto('/home');
  const coupons = page.locator('[data-section="coupons"]');
  await expect(coupons.getByText(/^get 10% discount min Order of /).first()).toBeVisible();
  await coupons.getByRole('button', { name: 'Copy coupon code GROC10' }).click();
  await expect(coupons.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GROC10');
  await expect(coupons.getByText('Copied')).toBeHidden({ timeout: 3000 });
});

test('a signed-in customer also gets suggested items', async ({ page }) => {
  await withModule(page, 'grocery', { token: await newCustomerToken() });
  const suggested = page.waitForRequest((request) => request.url().includes('/api/v1/customer/suggested-items?'));
  await page.goto('/home');
  await suggested;
  await expect(page.getByRole('heading', { level: 2, name: 'Suggested For You' })).toBeVisible();
});

test('the flash sale, a campaign and the brands pages open from their links', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home');
  await page
    .locator('[data-section="mostPopular"] aside')
    .getByRole('link', { name: /^View all: / })
    .click();
  await expect(page).toHaveURL(/\/flash-sales\?id=\d+$/);
  await expect(page.getByRole('list', { name: 'Flash sale items' }).getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  await page.goto('/home');
  await page.locator('[data-section="campaigns"] article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/campaigns\/\d+\?module_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stores' }).getByRole('article')).toHaveCount(3);

  await page.goto('/all-brands');
  const brands = page.getByRole('list', { name: 'Brands' });
  await expect(brands.getByRole('link').first()).toBeVisible();
  await page.getByLabel('Sort brands').selectOption({ label: 'Z to A' });
  await expect(brands.getByRole('link').first()).toContainText('Sunny Orchards');
  await brands.getByRole('link').first().click();
  await expect(page).toHaveURL(/data_type=brand/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunny Orchards' })).toBeVisible();
});

test('the brands page goes home when there are no brands', async ({ page }) => {
  await page.route('**/api/v1/brand', (route) => route.fulfill({ json: [] }));
  await withModule(page, 'food');
  await page.goto('/all-brands');
  await expect(page).toHaveURL(/\/home$/);
});

test('the store page lists its reviews', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/store/fresh-basket');
  const reviews = page.locator('[data-section="storeReviews"]');
  await expect(reviews.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(
    reviews.getByRole('listitem').first().or(reviews.getByText('this store is not having any review plan')),
  ).toBeVisible();
});

test('the flash sale, campaign and brands pages pass axe in the light and dark themes', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/flash-sales');
  await expect(page.getByRole('list', { name: 'Flash sale items' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.goto('/all-brands');
  await expect(page.getByRole('list', { name: 'Brands' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
  await page.goto('/home');
  await page.locator('[data-section="campaigns"] article').first().getByRole('link').click();
  await expect(page.getByRole('list', { name: 'Stores' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
});

test('a failing promotion call leaves the rest of the home page working', async ({ page }) => {
  await page.route('**/api/v1/advertisement/list**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"x","message":"down"}]}' }),
  );
  await page.route('**/api/v1/flash-sales?**', (route) => route.abort());
  await withModule(page, 'ecommerce');
  await page.goto('/home');
  await expect(page.getByText('Highlights for you could not be loaded.')).toBeVisible();
  await expect(page.locator('[data-section="mostPopular"] article').first()).toBeVisible();
  await expect(page.locator('[data-section="mostPopular"] aside')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Coupons' })).toBeVisible();
  await expect(page.locator('[data-section="campaigns"] article').first()).toBeVisible();
});

test("the food module's banners carry its running campaign", async ({ page }) => {
  await withModule(page, 'food');
  await page.goto('/home');
  const campaign = page.getByRole('region', { name: 'Offers' }).locator('a[data-campaign="true"]').first();
  await expect(campaign).toHaveAttribute('href', /^\/campaigns\/\d+\?module_id=\d+$/);
});

test('a returning customer sees visited stores with Visit Again', async ({ page }) => {
  const reply = (await (
    await fetch(`${API_URL}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        login_type: 'manual',
        email_or_phone: 'demo@storefront.test',
        password: 'demo12345',
        field_type: 'email',
      }),
    })
  ).json()) as { token: string };
  // This flow is about the home page: the review prompt has its own test.
  await page.route('**/api/v1/customer/review-reminder', (route) => route.fulfill({ json: { order_id: null } }));
  await withModule(page, 'grocery', { token: reply.token });
  await page.goto('/home');
  const stores = page.locator('[data-section="stores"]');
  await expect(stores.getByRole('heading', { level: 2, name: 'Visited Stores' })).toBeVisible();
  await stores
    .getByRole('link', { name: /^Visit Again: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/store\//);
});

test('the store list scrolls 12 a page and filters by delivery type and category', async ({ page }) => {
  const isStoreList = (url: string) => url.includes('/api/v1/stores/get-stores/all?offset=');
  // Every page request is recorded from the start: the second page may load as soon as the list
  // scrolls into view (its sentinel is watched 200 px ahead), before a later wait could see it.
  const pages: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (isStoreList(request.url())) pages.push(new URL(request.url()).searchParams);
  });
  await withModule(page, 'food');
  await page.goto('/home');
  const section = page.locator('[data-section="allStores"]');
  await expect(section.getByRole('heading', { level: 2, name: 'All Restaurants' })).toBeVisible();
  const list = section.getByRole('list', { name: 'Store list' });
  await list.scrollIntoViewIfNeeded();
  await expect(list.getByRole('article').nth(11)).toBeVisible();
  await page.getByTestId('store-list-sentinel').scrollIntoViewIfNeeded();
  // The 14 restaurants come as a page of 12 and a page of 2.
  await expect(list.getByRole('article')).toHaveCount(14);
  expect(pages.map((params) => [params.get('offset'), params.get('limit')])).toEqual([
    ['1', '12'],
    ['2', '12'],
  ]);

  const takeAway = page.waitForRequest(
    (request) => isStoreList(request.url()) && new URL(request.url()).searchParams.get('store_type') === 'take_away',
  );
  await section.getByRole('button', { name: 'Take away', exact: true }).click();
  expect(new URL((await takeAway).url()).searchParams.get('offset')).toBe('1');
  const byCategory = page.waitForRequest(
    (request) => isStoreList(request.url()) && new URL(request.url()).searchParams.has('category_ids'),
  );
  await section.getByLabel('Category').selectOption({ label: 'Burgers' });
  expect(new URL((await byCategory).url()).searchParams.get('category_ids')).toMatch(/^\[\d+\]$/);
  await expect(list.getByRole('article').first().or(section.getByText('Stores not found!'))).toBeVisible();
});

test('a campaign item opens its product page with the campaign price and countdown', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home');
  const link = page.locator('[data-section="campaigns"]').getByRole('link', { name: /./ }).last();
  await expect(link).toHaveAttribute('href', /product_type=campaign/);
  await link.click();
  await expect(page).toHaveURL(/\/product\/.+product_type=campaign/);
  const offer = page.getByRole('note');
  await expect(offer.getByRole('timer')).toHaveText(/^Ends in \d\dd:\d\dh:\d\dm:\d\ds$/);
  // The gallery zooms with the keyboard too.
  const zoom = page.getByRole('button', { name: /^Zoom / });
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
});
