import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page passes axe with no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page) {
  // Every rule runs; only the violations are gathered in full (the passes' nodes took a fifth of the
  // time). Legacy mode runs axe in the page itself rather than merging each frame's results in a
  // blank page it opens per check (two thirds of a check's time); it tests same-origin frames only,
  // and the site's pages have no frames.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

type Theme = 'light' | 'dark';

/**
 * The page passes axe in the theme it shows, and then in the other one. The theme is switched as the
 * customer's other tab of the site switches it (the stored settings change; every part follows the
 * `storage` event), so the page keeps its state (an open dialog, typed fields) and one visit checks
 * both themes. SCREENSHOTS=1 saves the page in each theme to test-results/`screenshot`-`theme`.png.
 */
export async function expectNoSeriousViolationsInBothThemes(
  page: Page,
  { screenshot, fullPage = false }: { screenshot?: string; fullPage?: boolean } = {},
) {
  for (const turn of [1, 2]) {
    if (turn === 2) await switchTheme(page);
    await expectNoSeriousViolations(page);
    if (screenshot && process.env.SCREENSHOTS) {
      const theme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
      await page.screenshot({ path: `test-results/${screenshot}-${theme}.png`, fullPage });
    }
  }
}

/** Turns the page to the other theme, as a change of the stored settings in another tab does. */
async function switchTheme(page: Page) {
  const next = await page.evaluate((): Theme => {
    const oldValue = localStorage.getItem('settings');
    const settings = JSON.parse(oldValue ?? '{}') as { theme?: Theme };
    const theme: Theme = settings.theme === 'dark' ? 'light' : 'dark';
    const newValue = JSON.stringify({ ...settings, theme });
    localStorage.setItem('settings', newValue);
    // A page hears of its own writes to storage from no one: this is the event another tab's causes.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'settings', oldValue, newValue, storageArea: localStorage }),
    );
    return theme;
  });
  await expect(page.locator('html')).toHaveCSS('color-scheme', next);
  // The parts re-render with the shell's store; let that frame be drawn before axe reads colours.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
