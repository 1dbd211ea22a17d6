import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes } from '../support/axe';
import { chooseModule, moduleOfType } from '../support/pages';

/** One page or dialog per test, so each axe run has the test's whole time (the landing's: discovery-landing.spec.ts). */
const screens: { name: string; open: (page: Page) => Promise<void> }[] = [
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

for (const screen of screens) {
  test(`the ${screen.name} passes axe in the light and dark themes`, async ({ page }) => {
    await screen.open(page);
    await expectNoSeriousViolationsInBothThemes(page);
  });
}
