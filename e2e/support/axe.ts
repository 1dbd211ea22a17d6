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
