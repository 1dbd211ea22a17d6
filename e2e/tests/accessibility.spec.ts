import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { chooseModule, moduleOfType } from '../support/pages';

/** One page or dialog per test, so each axe run has the test's whole time. */
const screens: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'landing page',
    open: async (page) => {
      await page.goto('/');
      await expect(page.locator('main').getByRole('button', { name: 'Grocery' })).toBeVisible();
    },
  },
  {
    name: 'module home page',
    open: async (page) => {
      await page.goto('/');
      await chooseModule(page, (await moduleOfType('grocery')).module_name);
      await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
    },
  },
  {
    name: 'pick location dialog',
    open: async (page) => {
      await page.goto('/auth/sign-in');
      await page.getByRole('button', { name: 'Pick location' }).click();
      await expect(page.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
    },
  },
  {
    name: 'module dialog',
    open: async (page) => {
      await page.goto('/');
      await page.getByTestId('module-button').click();
      await expect(
        page
          .getByRole('dialog', { name: 'Select a type of module for your orders' })
          .getByRole('button', { name: 'Grocery' }),
      ).toBeVisible();
    },
  },
  {
    name: 'compact nav drawer',
    open: async (page) => {
      await page.setViewportSize({ width: 900, height: 900 });
      await page.goto('/');
      await chooseModule(page, (await moduleOfType('grocery')).module_name);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Latest stores' }),
      ).toBeVisible();
    },
  },
  {
    name: 'sign-up page with its errors',
    open: async (page) => {
      await page.goto('/auth/sign-up');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('name is required')).toBeVisible();
    },
  },
  {
    name: 'not-found page',
    open: async (page) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const screen of screens) {
    test(`the ${screen.name} passes axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
      }, theme);
      await screen.open(page);
      await expectNoSeriousViolations(page);
    });
  }
}
