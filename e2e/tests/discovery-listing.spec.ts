import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { expect, test, type Request } from '@playwright/test';
import { withModule } from '../support/discovery';
import { API_URL } from '../support/parts';
import { moduleOfType } from '../support/pages';
import { typeInto } from '../support/typing';
import { itemsOfModule, type SeededItem } from './cart-helpers';

interface SearchedItem {
  name: string;
  price: number;
  discount: number;
  discount_type: string;
  store_discount: number;
}

/** What the customer pays for one: a running store-wide percent replaces the item's own discount. */
const pricePaid = (item: SearchedItem) => {
  const [off, type] = item.store_discount > 0 ? [item.store_discount, 'percent'] : [item.discount, item.discount_type];
  return Math.max(0, item.price - (type === 'percent' ? (item.price * off) / 100 : off));
};

const isSearchCall = (request: Request) => request.url().startsWith(`${API_URL}/api/v1/items/search?`);
const paramsOf = (request: Request) => new URL(request.url()).searchParams;

test('a search suggests, submits, remembers the term and lists the results', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home');
  const box = page.getByRole('searchbox', { name: 'Search items or stores' });
  await box.click();
  // Focus alone opens nothing yet: the panel waits 5000 ms without typing (a typed term opens it at once).
  await expect(page.getByRole('region', { name: 'Search suggestions' })).toBeHidden();
  const suggestion = page.waitForRequest((request) => request.url().includes('/items/search-suggestion?'));
  await typeInto(box, 'milk');
  expect(paramsOf(await suggestion).get('name')).toBe('milk');
  const suggestions = page.getByRole('region', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(suggestions.getByRole('link', { name: /milk/i }).first()).toBeVisible();

  const search = page.waitForRequest(isSearchCall);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/home\?search=milk&data_type=searched$/);
  const params = paramsOf(await search);
  expect(Object.fromEntries(params)).toEqual({
    name: 'milk',
    offset: '1',
    data_type: 'searched',
    list_type: 'item',
    limit: '12',
    category_ids: '[]',
    brand_ids: '[]',
    filter: '[]',
    rating_count: '0',
    min_price: '0',
    max_price: '20000',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for \u201cmilk\u201d' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('searchedValues'))).toBe('["milk"]');

  // An empty box shows the recent searches, newest first, and popular ones, after the 5000 ms wait.
  await box.clear();
  await expect(
    page.getByRole('region', { name: 'Search suggestions' }).getByRole('button', { name: 'milk' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Search suggestions' }).getByRole('heading', { name: 'Popular searches' }),
  ).toBeVisible();
  // An empty term is ignored.
  await box.press('Enter');
  await expect(page).toHaveURL(/search=milk/);
});

test('the listing filters by category and price, sorts, and scrolls to a second page', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home?search=special-offer&data_type=discounted');
  const list = page.getByRole('list', { name: 'Items' });
  await expect(list.getByRole('article')).toHaveCount(12);

  // Scrolling to the bottom asks for page 2.
  const second = page.waitForRequest((request) => isSearchCall(request) && paramsOf(request).get('offset') === '2');
  await page.getByTestId('listing-sentinel').scrollIntoViewIfNeeded();
  await second;
  await expect(list.getByRole('article')).toHaveCount(24);

  const sorted = page.waitForRequest(
    (request) => isSearchCall(request) && paramsOf(request).get('filter')?.includes('low') === true,
  );
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  expect(paramsOf(await sorted).get('filter')).toBe('["discounted","low"]');
  const byRating = page.waitForRequest(
    (request) => isSearchCall(request) && paramsOf(request).get('filter') === '["discounted","high"]',
  );
  await page.getByLabel('Sort by').selectOption({ label: 'Rating: high to low' });
  await byRating;
  await expect(list.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  const byCategory = page.waitForRequest(
    (request) => isSearchCall(request) && paramsOf(request).get('category_ids') !== '[]',
  );
  await drawer.getByRole('checkbox', { name: 'Milks', exact: true }).check();
  expect(paramsOf(await byCategory).get('category_ids')).toMatch(/^\[\d+\]$/);

  await typeInto(drawer.getByLabel('Min price', { exact: true }), '10');
  await typeInto(drawer.getByLabel('Max price', { exact: true }), '100');
  // The slider (0 to 20000) follows the fields, and the fields follow the slider.
  const maxSlider = drawer.getByRole('slider', { name: 'Max price slider' });
  await expect(maxSlider).toHaveAttribute('max', '20000');
  await expect(maxSlider).toHaveValue('100');
  await maxSlider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(drawer.getByLabel('Max price', { exact: true })).toHaveValue('110');
  await page.keyboard.press('ArrowLeft');
  const byPrice = page.waitForRequest(
    (request) => isSearchCall(request) && paramsOf(request).get('max_price') === '100',
  );
  await drawer.getByRole('button', { name: 'Apply price' }).click();
  expect(paramsOf(await byPrice).get('min_price')).toBe('10');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Remove filter Price 10 to 100' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Milks' })).toBeVisible();
});

test('a submitted search filters by category and price, sorts, and scrolls to a second page', async ({ page }) => {
  await withModule(page, 'food');
  await page.goto('/home');
  const box = page.getByRole('searchbox', { name: 'Search items or stores' });
  await box.click();
  const suggestion = page.waitForRequest((request) => request.url().includes('/items/search-suggestion?'));
  await typeInto(box, 'chicken');
  expect(paramsOf(await suggestion).get('name')).toBe('chicken');
  await expect(
    page
      .getByRole('region', { name: 'Search suggestions' })
      .getByRole('link', { name: /chicken/i })
      .first(),
  ).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/home\?search=chicken&data_type=searched$/);
  const list = page.getByRole('list', { name: 'Items' });
  await expect(list.getByRole('article')).toHaveCount(12);

  // Two categories and a price range, in the filter popover.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await filter.getByRole('checkbox', { name: 'Kebab & Grill', exact: true }).check();
  await filter.getByRole('checkbox', { name: 'Burgers', exact: true }).check();
  await typeInto(filter.getByLabel('Min price', { exact: true }), '200');
  await typeInto(filter.getByLabel('Max price', { exact: true }), '600');
  const priced = page.waitForRequest(
    (request) => isSearchCall(request) && paramsOf(request).get('max_price') === '600',
  );
  await filter.getByRole('button', { name: 'Apply price' }).click();
  const pricedParams = paramsOf(await priced);
  expect(pricedParams.get('name')).toBe('chicken');
  expect(JSON.parse(pricedParams.get('category_ids')!)).toHaveLength(2);
  expect(pricedParams.get('min_price')).toBe('200');
  await page.keyboard.press('Escape');
  await expect(filter).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove filter Price 200 to 600' })).toBeVisible();

  // Cheapest first: the reply is in price order within the range, and the list shows it.
  const sorted = page.waitForResponse(
    (response) =>
      isSearchCall(response.request()) &&
      paramsOf(response.request()).get('filter') === '["low"]' &&
      paramsOf(response.request()).get('offset') === '1',
  );
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  const first = (await (await sorted).json()) as { total_size: number; products: SearchedItem[] };
  expect(first.total_size, 'the seeded food items give more than one page').toBeGreaterThan(12);
  // In the order of the price paid (after the discount); the range filter reads the listed price.
  const paid = first.products.map(pricePaid);
  expect(paid).toEqual([...paid].sort((a, b) => a - b));
  expect(first.products.every((product) => product.price >= 200 && product.price <= 600)).toBe(true);
  await expect(list.getByRole('article')).toHaveCount(12);
  await expect(list.getByRole('article').first()).toContainText(first.products[0]!.name);

  // The second page keeps the term, the filters and the sort.
  const second = page.waitForRequest((request) => isSearchCall(request) && paramsOf(request).get('offset') === '2');
  await page.getByTestId('listing-sentinel').scrollIntoViewIfNeeded();
  expect(Object.fromEntries(paramsOf(await second))).toMatchObject({
    name: 'chicken',
    category_ids: pricedParams.get('category_ids'),
    filter: '["low"]',
    min_price: '200',
    max_price: '600',
    limit: '12',
  });
  await expect(list.getByRole('article')).toHaveCount(Math.min(24, first.total_size));
});

test('the filter is a popover on wide screens and the side drawer on a phone', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/home?search=milk&data_type=searched');
  const button = page.getByRole('button', { name: 'Filter', exact: true });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toHaveAttribute('aria-modal', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();
  await expect(button).toBeFocused();
  // Keyboard only: Enter opens it and focus lands inside.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 800 });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toHaveAttribute('aria-modal', 'true');
});

test('a listing link for another module asks the API as that module', async ({ page }) => {
  await withModule(page, 'grocery');
  const food = await moduleOfType('food');
  const categories = (await (
    await fetch(`${API_URL}/api/v1/categories`, { headers: { moduleId: String(food.id) } })
  ).json()) as { id: number; name: string }[];
  const burgers = categories.find((category) => category.name === 'Burgers')!;
  const search = page.waitForRequest(isSearchCall);
  await page.goto(`/home?data_type=category&id=${burgers.id}&name=Burgers&module_id=${food.id}`);
  const request = await search;
  expect(request.headers()['moduleid']).toBe(String(food.id));
  expect(paramsOf(request).get('category_ids')).toBe(`[${burgers.id}]`);
  await expect(page.getByRole('heading', { level: 1, name: 'Burgers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('article').first()).toBeVisible();
});

test('a search without results shows the empty state; food lists stores too', async ({ page }) => {
  await withModule(page, 'food');
  await page.goto('/home?search=zzzqqq&data_type=searched');
  await expect(page.getByText('Items not found!')).toBeVisible();
  await page.getByRole('button', { name: 'Stores', exact: true }).click();
  await expect(page.getByText('Stores not found!')).toBeVisible();

  await page.goto('/home?search=burger&data_type=searched');
  const stores = page.waitForRequest(
    (request) => isSearchCall(request) && paramsOf(request).get('list_type') === 'store',
  );
  await page.getByRole('button', { name: 'Stores', exact: true }).click();
  await stores;
  await expect(page.getByRole('list', { name: 'Stores' }).getByRole('link', { name: 'Burger Barn' })).toBeVisible();
});

test('a store page and a product page open by slug', async ({ page }) => {
  const grocery = await withModule(page, 'grocery');
  await page.goto('/store/fresh-basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Basket' })).toBeVisible();
  const items = page.getByRole('region', { name: 'All items' }).getByRole('article');
  await expect(items.first()).toBeVisible();

  const reply = (await (
    await fetch(`${API_URL}/api/v1/items/popular?type=all&limit=1&offset=1`, {
      headers: { moduleId: String(grocery.id) },
    })
  ).json()) as { products: { name: string; slug: string }[] };
  const item = reply.products[0]!;
  await page.goto(`/product/${item.slug}?module_id=${grocery.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${item.name} to cart` })).toBeVisible();
});

test('categories open their products', async ({ page }) => {
  await withModule(page, 'grocery');
  await page.goto('/categories');
  await page.getByRole('link', { name: /^Milks/ }).click();
  await expect(page).toHaveURL(/\/category\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Milks' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('article').first()).toBeVisible();
});

test('the listing, store, product and category pages pass axe in the light and dark themes', async ({ page }) => {
  const grocery = await withModule(page, 'grocery');
  await page.goto('/home?search=milk&data_type=searched');
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('article').first()).toBeVisible();
  // A typed term opens the suggestions at once: axe sees them too.
  await typeInto(page.getByRole('searchbox', { name: 'Search items or stores' }), 'milk');
  await expect(
    page.getByRole('region', { name: 'Search suggestions' }).getByRole('heading', { name: 'Items' }),
  ).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);

  await page.goto('/store/fresh-basket');
  await expect(page.getByRole('region', { name: 'All items' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);

  const [product] = await itemsOfModule<SeededItem & { slug: string }>(grocery.id);
  await page.goto(`/product/${product!.slug}?module_id=${grocery.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);

  await page.goto('/categories');
  await expect(page.getByRole('link', { name: /^Milks/ })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page);
});
