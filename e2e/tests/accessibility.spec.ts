import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseModule, moduleOfType } from '../support/pages';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the shell's pages and dialogs pass axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => {
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
    }, theme);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Everything you need/ })).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: 'Grocery' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const grocery = await moduleOfType('grocery');
    await chooseModule(page, grocery.module_name);
    await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Pick location' }).click();
    await expect(page.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/auth/sign-up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('name is required')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
