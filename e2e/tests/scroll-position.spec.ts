import { expect, test, type Page } from '@playwright/test';
import { openHome } from './cart-helpers';

// One rule for every part: a new page opens at its top; back and forward return to where the
// customer was on that page. Walked on a phone, by touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The browser keeps a position steady as late content settles above it (scroll anchoring): a few px. */
const near = (page: Page, y: number) => expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThan(24);

test('a new page opens at its top; back and forward return to where the customer was', async ({ page }) => {
  await openHome(page, 'grocery');
  // A store far down the home page, brought into view as a thumb would.
  const store = page.locator('main a[href^="/store/"]').nth(4);
  await store.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await page.waitForTimeout(300);
  const leftHomeAt = await scrollY(page);
  expect(leftHomeAt).toBeGreaterThan(600);

  await store.tap();
  await expect(page).toHaveURL(/\/store\//);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  // Down the store's page, then back home: home is where it was left.
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.waitForTimeout(300);
  const leftStoreAt = await scrollY(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await near(page, leftHomeAt);

  // Forward again: the store, where it was left.
  await page.goForward();
  await expect(page).toHaveURL(/\/store\//);
  await near(page, leftStoreAt);

  // A reload keeps the place too.
  await page.reload();
  await near(page, leftStoreAt);
});

test('a page chosen from the phone menu at the foot of a page opens at its top', async ({ page }) => {
  await openHome(page, 'grocery');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('region', { name: 'Help and policies' }).getByRole('link', { name: 'Privacy Policy' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
});
