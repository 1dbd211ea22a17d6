import { expect, test } from '@playwright/test';
import { apiNow, withApiClockAt } from '../support/clock';
import { moduleOfType } from '../support/pages';
import { api, openHome, type SeededItem } from './cart-helpers';

// The suite's API runs on the business day (support/clock.ts); these tests move its clock to the
// hours they are about, and the page follows the API's clock, not the machine's.

interface ListedStore {
  id: number;
  name: string;
  slug: string;
  open: number;
  schedules?: { opening_time: string }[];
}

const storesOf = async (moduleId: number) =>
  (await api<{ stores: ListedStore[] }>('stores/get-stores/all?offset=1&limit=50', { moduleId })).stores;

/** An hour of the suite's business day in Dhaka (UTC+6 all year: Bangladesh keeps no summer time). */
async function hourOfSuiteDay(time: string): Promise<Date> {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(await apiNow());
  return new Date(`${date}T${time}:00+06:00`);
}

test('at night a store with day hours shows CLOSED NOW; on the business day it is open', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const dayStore = (await storesOf(grocery.id)).find(
    (store) => store.open === 1 && store.schedules?.some((s) => s.opening_time.startsWith('09:00')),
  )!;
  expect(dayStore).toBeDefined();

  await withApiClockAt(await hourOfSuiteDay('03:00'), async () => {
    await openHome(page, 'grocery');
    await page.goto(`/store/${dayStore.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: dayStore.name })).toBeVisible();
    await expect(page.getByText('CLOSED NOW').first()).toBeVisible();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: dayStore.name })).toBeVisible();
  await expect(page.getByText('CLOSED NOW')).toHaveCount(0);
});

test("a breakfast item's quick view reads its hours on the API's clock", async ({ page }) => {
  const food = await moduleOfType('food');
  let found: (SeededItem & { slug: string }) | undefined;
  for (const store of await storesOf(food.id)) {
    if (store.open !== 1) continue;
    const { products } = await api<{ products: (SeededItem & { slug: string })[] }>(
      `items/latest?store_id=${store.id}&category_id=0&limit=50&offset=1`,
      { moduleId: food.id },
    );
    // One with options: its add button opens the quick view rather than adding it at once.
    const item = products.find(
      (candidate) => candidate.available_time_starts === '07:00' && candidate.food_variations.length > 0,
    );
    if (item) {
      found = item;
      break;
    }
  }
  expect(found).toBeDefined();
  const item = found!;
  const notice = (view: ReturnType<typeof page.getByRole>) =>
    view.getByText(/Not Available now|not available now, but you can order it for later/);

  // 18:00 in Dhaka: breakfast (07:00–11:30) is over.
  await openHome(page, 'food');
  await page.goto(`/product/${item.slug}?module_id=${food.id}`);
  await page
    .getByRole('button', { name: `Add ${item.name} to cart` })
    .first()
    .click();
  let view = page.getByRole('dialog', { name: item.name });
  await expect(notice(view)).toBeVisible();

  await withApiClockAt(await hourOfSuiteDay('09:00'), async () => {
    await page.reload();
    await page
      .getByRole('button', { name: `Add ${item.name} to cart` })
      .first()
      .click();
    view = page.getByRole('dialog', { name: item.name });
    await expect(view.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(notice(view)).toHaveCount(0);
  });
});
