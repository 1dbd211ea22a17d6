import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL, origin } from '../support/parts';
import { withModule } from '../support/discovery';
import { siteHeader } from '../support/pages';

/** Holds every script of the page until `release` is called: the first frame is all there is meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Geometry {
  /** Where the header ends: the page below starts there. */
  headerBottom: number;
  /** The logo's edge on the reading side (left, or right in a right-to-left page). */
  logoStart: number;
}

async function geometryOf(page: Page, header: string, logo: string): Promise<Geometry> {
  return page.evaluate(
    (selectors) => {
      const rtl = document.documentElement.dir === 'rtl';
      const bottom = document.querySelector(selectors.header)!.getBoundingClientRect().bottom;
      const box = document.querySelector(selectors.logo)!.getBoundingClientRect();
      return { headerBottom: Math.round(bottom), logoStart: Math.round(rtl ? box.right : box.left) };
    },
    { header, logo },
  );
}

const frameGeometry = (page: Page) => geometryOf(page, '.first-frame .bar', '.first-frame .mark');
const shellGeometry = (page: Page) =>
  geometryOf(page, '[data-testid="site-header"]', '[data-testid="site-header"] nav[aria-label="Main"] a');

test('before any script has loaded the page shows the header and a skeleton, where the shell then draws them, at 390, 768 and 1280 px', async ({
  page,
}) => {
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const release = await holdScripts(page);
    await page.goto(`${SHELL_URL}/`, { waitUntil: 'commit' });
    await expect(page.locator('.first-frame .mark svg')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    const frame = await frameGeometry(page);

    release();
    await expect(siteHeader(page)).toBeVisible();
    await expect(page.locator('.first-frame')).toHaveCount(0);
    expect(await shellGeometry(page), `${width} px`).toEqual(frame);
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('a customer who chose the dark theme and a right-to-left language gets the first frame in them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('settings', JSON.stringify({ direction: 'rtl', theme: 'dark' }));
    localStorage.setItem(
      'language-setting',
      JSON.stringify({ languageName: 'Arabic', languageCode: 'ar', countryCode: 'SA' }),
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto(`${SHELL_URL}/`, { waitUntil: 'commit' });
  await expect(page.locator('.first-frame .mark svg')).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
    'rtl',
    'ar',
  ]);
  // The dark theme's page background (shared/src/ui/theme.ts).
  await expect(page.locator('.first-frame')).toHaveCSS('background-color', 'rgb(18, 20, 23)');
  const frame = await frameGeometry(page);

  release();
  await expect(siteHeader(page)).toBeVisible();
  expect(await shellGeometry(page)).toEqual(frame);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 20, 23)');
});

test("when the site's own scripts cannot load, the first frame says so, and Try again loads the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto(`${SHELL_URL}/`);
  const failed = page.getByRole('alert');
  await expect(failed).toHaveText(/The site could not be loaded\. Check your connection and try again\./);
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();

  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(siteHeader(page)).toBeVisible();
  await expect(page.locator('.first-frame')).toHaveCount(0);
});

test("a part's page takes its skeleton's place without moving the page area", async ({ page }) => {
  await withModule(page, 'grocery');
  await page.setViewportSize({ width: 390, height: 844 });
  // The discovery part's scripts wait: the shell draws the slot's skeleton meanwhile.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^${origin('mfe-discovery')}/.*\\.js(\\?|$)`), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${SHELL_URL}/home`);
  const slot = page.locator('section[data-remote="discovery"]');
  await expect(slot.getByRole('status', { name: 'Loading' })).toBeVisible();
  const slotTop = () => slot.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await slotTop();

  release();
  await expect(page.locator('[data-module-home="grocery"]')).toBeVisible();
  // The home's first margin stays inside the slot: it used to collapse through and push the slot down.
  expect(await slotTop()).toBe(before);
});
