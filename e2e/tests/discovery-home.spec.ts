import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { expect, test, type Locator } from '@playwright/test';
import { withModule } from '../support/discovery';
import { API_URL, SHELL_URL } from '../support/parts';
import { chooseModule, moduleOfType } from '../support/pages';

const HOME_SECTIONS: Record<string, string[]> = {
  grocery: ['Featured Categories', 'Popular Stores', 'Special Offer', 'Best Reviewed Items', 'Most Popular Items'],
  pharmacy: ['Featured Categories', 'Popular Stores', 'Best Reviewed Items', 'Most Popular Items'],
  ecommerce: ['Featured Categories', 'Special Offer', 'Best Reviewed Items', 'Popular Stores', 'Most Popular Items'],
  food: [
    'Featured Categories',
    'Popular Restaurants',
    'Special Food Offers',
    'Best Reviewed Items',
    'Most Popular Items',
  ],
};

for (const [type, headings] of Object.entries(HOME_SECTIONS)) {
  test(`the ${type} home page renders its sections with the seeded data`, async ({ page }) => {
    const module = await moduleOfType(type);
    await page.goto('/');
    await chooseModule(page, module.module_name);
    await expect(page.getByRole('heading', { level: 1, name: module.module_name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers' }).getByRole('img').first()).toBeVisible();
    for (const heading of headings) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: "Item That You'll Love" })).toBeVisible();
    await expect(page.locator('[data-section="mostPopular"] article').first()).toBeVisible();
    await expect(page.locator('[data-section="stores"] article').first()).toBeVisible();
    // New arrivals and featured stores, with the seeded items and featured stores of the module.
    await expect(page.getByRole('heading', { level: 2, name: 'New Arrivals' })).toBeVisible();
    await expect(page.locator('[data-section="newArrivals"] article').first()).toBeVisible();
    const featured = type === 'food' ? 'Featured Restaurants' : 'Featured Stores';
    await expect(page.getByRole('heading', { level: 2, name: featured })).toBeVisible();
    await expect(page.locator('[data-section="featuredStores"] article').first()).toBeVisible();
  });
}

// What a desktop row of each item section shows at once: New Arrivals' grid of 8, a carousel's 5.
const FULL_ROW: Record<string, number> = {
  newArrivals: 8,
  specialOffer: 5,
  bestReviewed: 5,
  mostPopular: 5,
  recommended: 5,
};

for (const type of Object.keys(HOME_SECTIONS)) {
  test(`the ${type} home at 1280 px fills every item row and shows no item twice`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await withModule(page, type);
    await page.goto('/home');
    const names = (section: string) =>
      page
        .locator(`[data-section="${section}"] article h3 a[title]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
    for (const [section, row] of Object.entries(FULL_ROW)) {
      await page.locator(`[data-section="${section}"]`).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await names(section)).length, { message: section }).toBeGreaterThanOrEqual(row);
    }
    const shown = (await Promise.all(Object.keys(FULL_ROW).map(names))).flat().map((name) => name.toLowerCase());
    expect(shown.filter((name, i) => shown.indexOf(name) !== i)).toEqual([]);
    // Enough stores that the store rows are not the same two or three.
    await expect.poll(() => page.locator('[data-section="stores"] article').count()).toBeGreaterThanOrEqual(6);
  });
}

for (const { device, viewport, scale, banner, item } of [
  { device: 'a desktop', viewport: { width: 1280, height: 800 }, scale: 1, banner: 480, item: 360 },
  { device: 'a phone', viewport: { width: 390, height: 844 }, scale: 2, banner: 720, item: 360 },
]) {
  test(`on ${device} the banners and item cards load the narrowest picture that is sharp enough`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    await withModule(page, 'grocery');
    await page.goto('/home');
    /** The address of the raster the browser took, once it has shown it. */
    const loaded = (picture: Locator) =>
      picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''));
    const slide = page.locator('[data-section="banners"] img').first();
    await expect.poll(() => loaded(slide)).toMatch(new RegExp(`/images/banner/[^?]+\\?w=${banner}$`));
    const card = page.locator('[data-section="mostPopular"] article img').first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(card)).toMatch(new RegExp(`/images/item/[^?]+\\?w=${item}$`));
    await context.close();
  });
}

test('the home page asks for each section with the spec parameters', async ({ page }) => {
  const requested: URL[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/api/v1/`)) requested.push(new URL(request.url()));
  });
  await withModule(page, 'grocery');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 2, name: "Item That You'll Love" })).toBeVisible();
  const query = (path: string) => {
    const found = requested.find((url) => url.pathname === `/api/v1/${path}`);
    expect(found, `${path} was requested`).toBeDefined();
    return Object.fromEntries(found!.searchParams);
  };
  expect(query('items/recommended')).toEqual({ filter: 'all', limit: '15', offset: '1' });
  expect(query('stores/popular')).toEqual({ type: 'all', offset: '1', limit: '12' });
  expect(query('items/discounted')).toEqual({ limit: '15', offset: '1' });
  expect(query('items/most-reviewed')).toMatchObject({ type: 'all' });
});

test("the page reads its banners and fetches the first banner's picture before the shell's script has run", async ({
  page,
}) => {
  const banners: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/banners') banners.push(request.resourceType());
  });
  let pictureRequested = () => undefined as void;
  const picture = new Promise<void>((resolve) => (pictureRequested = resolve));
  page.on('request', (request) => {
    if (/\/images\/banner\//.test(request.url())) pictureRequested();
  });
  // The shell's own script is held until the first banner's picture has been asked for.
  await page.route(`${SHELL_URL}/main.*.js`, async (route) => {
    await picture;
    await route.continue();
  });
  await withModule(page, 'grocery');
  await page.goto('/home');
  await expect(page.locator('[data-section="banners"] img').first()).toBeVisible();
  // Read once, by the page: discovery took that reply instead of asking again.
  expect(banners).toEqual(['fetch']);
});

test('a failed first read is made again by the home, which shows its banners', async ({ page }) => {
  let failed = 0;
  await page.route(`${API_URL}/api/v1/banners`, async (route) => {
    if (failed++ === 0 && route.request().resourceType() === 'fetch') {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' });
    } else await route.continue();
  });
  await withModule(page, 'grocery');
  await page.goto('/home');
  await expect(page.locator('[data-section="banners"] img').first()).toBeVisible();
  expect(failed).toBe(2);
});

test('a home section whose call fails does not break the rest of the page', async ({ page }) => {
  await page.route('**/api/v1/items/most-reviewed**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"x","message":"down"}]}' }),
  );
  await withModule(page, 'grocery');
  await page.goto('/home');
  await expect(page.getByText('Best Reviewed Items could not be loaded.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Most Popular Items' })).toBeVisible();
  await expect(page.locator('[data-section="mostPopular"] article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Stores' })).toBeVisible();
  // The retry asks again; with the API answering again the section fills in.
  await page.unroute('**/api/v1/items/most-reviewed**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-section="bestReviewed"] article').first()).toBeVisible();
});

test("the special offer's View all opens the discounted listing", async ({ page }) => {
  await withModule(page, 'grocery');
  const search = page.waitForRequest((request) => request.url().includes('/api/v1/items/search?'));
  await page.goto('/home');
  await page.getByRole('link', { name: 'View all: Special Offer' }).click();
  await expect(page).toHaveURL(/\/home\?search=special-offer&data_type=discounted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Special Offer' })).toBeVisible();
  const params = new URL((await search).url()).searchParams;
  expect(params.get('data_type')).toBe('discounted');
  expect(params.get('filter')).toBe('["discounted"]');
  expect(params.has('name')).toBe(false);
  await expect(page.getByRole('button', { name: 'Remove filter Discounted' })).toBeVisible();
});

test('a banner routes by its type', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home');
  await page.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'Order from Fresh Basket' }).click();
  await expect(page).toHaveURL(/\/store\/fresh-basket\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Basket' })).toBeVisible();
});

test('the module home pages pass axe in the light and dark themes', async ({ page }) => {
  await withModule(page, 'food');
  await page.goto('/home');
  await expect(page.locator('[data-section="recommended"] article').first()).toBeVisible();
  await expect(page.locator('[data-section="featuredStores"] article').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
});
