import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInWith } from '../support/account';
import { settle } from '../support/fit';
import {
  chooseModule,
  moduleOfType,
  openAccountMenu,
  pickLocationWithFallbackMap,
  scrollToFooter,
} from '../support/pages';
import { dismissReviewPrompts } from '../support/review-reminders';
import { typeInto } from '../support/typing';
import { GULSHAN, signInDemo } from './cart-helpers';

/**
 * Saves PNGs of the shell's own screens in both themes into e2e/screenshots/ (gitignored), for a
 * person to look at. Run with SCREENSHOTS=1; the regular suite skips it.
 */
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to save the review screenshots');

async function withTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((mode) => {
    if (!sessionStorage.getItem('theme-seeded')) {
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
      sessionStorage.setItem('theme-seeded', '1');
    }
  }, theme);
}

async function withModuleAndLocation(page: Page) {
  await page.goto('/');
  await chooseModule(page, (await moduleOfType('grocery')).module_name);
  await pickLocationWithFallbackMap(page);
  await expect(page.getByTestId('top-strip-location')).toBeVisible();
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(outDir, `${name}.png`) });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeAll(() => mkdirSync(outDir, { recursive: true }));
    test.beforeEach(async ({ page }) => withTheme(page, theme));

    test('nav, wide', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await withModuleAndLocation(page);
      await page.mouse.move(0, 0);
      await shot(page, `nav-wide-${theme}`);
    });

    test('nav, compact with the drawer open', async ({ page }) => {
      await page.setViewportSize({ width: 900, height: 900 });
      await withModuleAndLocation(page);
      await shot(page, `nav-compact-${theme}`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.waitForTimeout(500);
      await shot(page, `nav-compact-drawer-${theme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await shot(page, `nav-phone-drawer-${theme}`);
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
      await page.waitForTimeout(300);
      await shot(page, `nav-phone-${theme}`);
    });

    test('nav signed in', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await dismissReviewPrompts(page);
      await withModuleAndLocation(page);
      await page.goto('/auth/sign-in');
      await typeInto(page.getByLabel('Email or phone'), 'demo@storefront.test');
      await typeInto(page.getByLabel('Password', { exact: true }), 'demo12345');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
      await page.getByRole('button', { name: 'Account' }).click();
      await page.waitForTimeout(300);
      await shot(page, `nav-signed-in-${theme}`);
    });

    test('footer', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await withModuleAndLocation(page);
      const footer = await scrollToFooter(page);
      await expect(footer.getByRole('heading', { name: 'Policies' })).toBeVisible();
      await page.waitForTimeout(500);
      await footer.screenshot({ path: path.join(outDir, `footer-${theme}.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await footer.screenshot({ path: path.join(outDir, `footer-phone-${theme}.png`) });
    });

    test('module dialog', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await chooseModule(page, (await moduleOfType('grocery')).module_name);
      await page.getByTestId('module-button').click();
      const dialog = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
      await expect(dialog.getByRole('button', { pressed: true })).toBeVisible();
      await page.waitForTimeout(500);
      await shot(page, `module-dialog-${theme}`);
    });

    test('pick location modal', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      await chooseModule(page, (await moduleOfType('grocery')).module_name);
      await page.getByRole('button', { name: 'Pick location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pick Location' });
      await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
      await page.waitForTimeout(500);
      await shot(page, `pick-location-${theme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      await shot(page, `pick-location-phone-${theme}`);
    });

    test('the header on the landing and every module home, at 390, 768 and 1280 px', async ({ page }) => {
      test.setTimeout(240_000);
      await page.goto('/');
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        for (const type of ['landing', 'grocery', 'food', 'pharmacy', 'ecommerce', 'parcel']) {
          const module = type === 'landing' ? null : await moduleOfType(type);
          await page.evaluate(
            ({ module, spot }) => {
              localStorage.removeItem('module');
              if (module) localStorage.setItem('module', JSON.stringify(module));
              localStorage.setItem('currentLatLng', JSON.stringify({ lat: spot.lat, lng: spot.lng }));
              localStorage.setItem('zoneid', '[1]');
              localStorage.setItem('location', spot.address);
            },
            { module, spot: GULSHAN },
          );
          await page.goto(module ? '/home' : '/');
          await settle(page);
          await shot(page, `header-${type}-${width}-${theme}`);
        }
      }
    });

    test('the phone drawer of a signed-in customer', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await withModuleAndLocation(page);
      await signInWith(page, await signInDemo());
      await page.reload();
      await openAccountMenu(page);
      await page.waitForTimeout(300);
      await shot(page, `nav-phone-drawer-signed-in-${theme}`);
    });

    test('not-found page', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await shot(page, `not-found-${theme}`);
    });
  });
}
