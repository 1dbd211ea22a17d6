// The bench's arithmetic: medians with their spread, ratios, the budgets of issue #21 and their check,
// the tally of LCP elements, the run order and the busy-machine warning. Pure functions, tested in
// stats.test.cjs.

/** 1 KB = 1024 bytes, as webpack and the browser's devtools count. */
const KB = 1024;

/** The module homes issue #21 names, each measured as the page key `<type> home`. */
const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];
const homeOf = (type) => `${type} home`;

/**
 * Issue #21's budgets. `max` caps the composed site's median; a `relativeTo` budget caps the composed
 * median at `max` times the single bundle's in the same run. The single bundle is the baseline, never
 * judged on its own. `pages` are the page loads measured (navigations have no LCP).
 */
function budgetsFor(pages) {
  const home = homeOf('grocery');
  return [
    { page: home, figure: 'lcp', max: 2500, label: 'grocery /home LCP' },
    { page: home, figure: 'fcp', max: 1800, label: 'grocery /home FCP' },
    { page: home, figure: 'tbt', max: 200, label: 'grocery /home TBT' },
    { page: home, figure: 'jsBytes', max: 200 * KB, label: 'grocery /home compressed JS' },
    // Every module home and the landing show their content within 2.8 s.
    ...[...MODULE_TYPES.map(homeOf), 'landing'].map((page) => ({
      page,
      figure: 'lcp',
      max: 2800,
      label: `${page} LCP`,
    })),
    // Composition may cost at most 10% of LCP against the same code in one bundle, on every page.
    ...pages.map((page) => ({
      page,
      figure: 'lcp',
      max: 1.1,
      relativeTo: 'single',
      label: `${page} LCP vs single bundle`,
    })),
    { page: 'home→checkout', figure: 'interactive', max: 450, label: 'home → checkout interactive' },
    // Nothing jumps while the page loads: the issue keeps CLS within 0.05 on every page.
    ...pages.map((page) => ({ page, figure: 'cls', max: 0.05, label: `${page} CLS` })),
  ].map((budget) => ({ site: 'composed', ...budget }));
}

/** The budgets for the pages the bench measures today (run.mjs's scenarios). */
const PAGES = ['landing', ...MODULE_TYPES.map(homeOf), 'search', 'store', 'cart', 'signed-in home'];
const BUDGETS = budgetsFor(PAGES);

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
function median(values) {
  const numbers = values.filter(isNumber);
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** composed / single, rounded to two decimals; null when it cannot be formed (a zero or a missing figure). */
function ratio(composed, single) {
  if (typeof composed !== 'number' || typeof single !== 'number') return null;
  if (single === 0) return composed === 0 ? 1 : null;
  return Math.round((composed / single) * 100) / 100;
}

/** The numeric figures named in any of the runs (an LCP element's description is not one). */
const figureNames = (runs) =>
  [...new Set(runs.flatMap((run) => Object.keys(run)))].filter((name) => runs.some((run) => isNumber(run[name])));

/** Every run's figures of one measurement reduced to their medians, figure by figure. */
function medians(runs) {
  return Object.fromEntries(figureNames(runs).map((name) => [name, median(runs.map((run) => run[name]))]));
}

/**
 * Median, min and max of each figure over the runs: the bench is noisy here (LCP about ±15 %, TBT up to
 * ±80 %), so a median alone hides whether two figures differ at all.
 * @returns {Record<string, {median: number|null, min: number|null, max: number|null, n: number}>}
 */
function summarize(runs) {
  return Object.fromEntries(
    figureNames(runs).map((name) => {
      const values = runs.map((run) => run[name]).filter(isNumber);
      return [name, { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length }];
    }),
  );
}

/**
 * The LCP element seen most often over the runs (the first one seen wins a tie), how often, and every
 * description with its count. Runs where none was recorded count as "none".
 */
function tallyLcpElements(descriptions) {
  const counts = new Map();
  for (const description of descriptions) {
    const key = description || 'none';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let most = null;
  for (const [key, count] of counts) if (most === null || count > counts.get(most)) most = key;
  return {
    most,
    count: most === null ? 0 : counts.get(most),
    of: descriptions.length,
    all: Object.fromEntries(counts),
  };
}

/**
 * Each budget checked against the sites' medians: `value` is the composed median, or for a relative
 * budget composed / single (unrounded, so 1.104 misses a 1.10 cap only where the figures do).
 * @param {Record<string, Record<string, Record<string, number|null>>>} results  site -> page -> figure -> median
 */
function checkBudgets(results, budgets = BUDGETS) {
  return budgets.map((budget) => {
    const own = results[budget.site]?.[budget.page]?.[budget.figure] ?? null;
    if (!budget.relativeTo) return { ...budget, value: own, ok: isNumber(own) && own <= budget.max };
    const base = results[budget.relativeTo]?.[budget.page]?.[budget.figure] ?? null;
    const measured = isNumber(own) && isNumber(base) && base > 0;
    return {
      ...budget,
      value: measured ? own / base : null,
      composed: own,
      baseline: base,
      ok: measured && own <= base * budget.max,
    };
  });
}

/** Composed first on odd runs (1, 3, …), the single bundle first on even ones: drift hits both alike. */
const siteOrder = (run) => (run % 2 === 1 ? ['composed', 'single'] : ['single', 'composed']);

/** A warning when the 1-minute load average is above the cores: other work then skews the figures. */
function loadWarning(load, cores) {
  if (!(load > cores)) return null;
  return `the machine is busy: load ${load.toFixed(1)} on ${cores} cores; figures are not comparable`;
}

/**
 * Total blocking time: the part of each long task beyond 50 ms, for tasks that start at or after
 * first contentful paint (and before `until`, when given).
 */
function totalBlockingTime(longTasks, fcp, until = Infinity) {
  if (typeof fcp !== 'number') return null;
  return longTasks
    .filter((task) => task.startTime >= fcp && task.startTime < until)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/**
 * Cumulative layout shift as browsers report it: the shifts not caused by the customer's input,
 * grouped into session windows (shifts less than 1 s apart, a window 5 s at most), and the largest
 * window's sum.
 * @param {{startTime: number, value: number}[]} shifts  in the order they happened
 */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let window = { start: -Infinity, last: -Infinity, sum: 0 };
  for (const shift of shifts) {
    if (shift.startTime - window.last >= 1000 || shift.startTime - window.start > 5000) {
      window = { start: shift.startTime, last: shift.startTime, sum: 0 };
    }
    window.sum += shift.value;
    window.last = shift.startTime;
    largest = Math.max(largest, window.sum);
  }
  return largest;
}

module.exports = {
  KB,
  MODULE_TYPES,
  PAGES,
  BUDGETS,
  homeOf,
  budgetsFor,
  median,
  ratio,
  medians,
  summarize,
  tallyLcpElements,
  checkBudgets,
  siteOrder,
  loadWarning,
  totalBlockingTime,
  cumulativeLayoutShift,
};
