import { expect, test } from '@playwright/test';
// First: the worker's ports, which the bench's modules read once.
import { SHELL_URL } from '../support/parts';
import { measureLoad } from '../../bench/measure.mjs';
import { scenarios } from '../../bench/scenarios.mjs';
import { BUDGETS, KB, median } from '../../bench/stats.cjs';

// The bench's byte budget, held on every run of the suite: bytes do not depend on how busy the
// machine is, so a few loads of the built site tell, where the bench's timed figures need a quiet
// one. The loads are the bench's own (its throttling, its visitor, its count of compressed script
// bodies), and the figure is their median, as the bench's is: a first load while the API's answers
// are still being made can fetch what a later one does not (the footer, when the part is slow to fill).
const LOADS = 3;

test('the grocery home sends at most its budget of compressed JavaScript', async ({ browser }) => {
  test.setTimeout(180_000);
  const budget = BUDGETS.find((candidate) => candidate.page === 'grocery home' && candidate.figure === 'jsBytes');
  const home = (await scenarios()).find((target) => target.key === 'grocery home');
  if (!budget || !home) throw new Error('the bench names no grocery home or no JavaScript budget for it');
  const weights: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    weights.push((await measureLoad(browser, { ...home, url: `${SHELL_URL}${home.path}` })).jsBytes);
  }
  const weight = median(weights)!;
  expect(
    weight,
    `the grocery home's scripts weigh ${(weight / KB).toFixed(1)} KB compressed (loads: ${weights.join(', ')} B), ` +
      `its budget ${(budget.max / KB).toFixed(1)} KB (bench/stats.cjs)`,
  ).toBeLessThanOrEqual(budget.max);
});
