// The bench's arithmetic: medians, ratios, the budget check and the printed table. Pure functions,
// tested in stats.test.cjs.

/** 1 KB = 1024 bytes, as webpack and the browser's devtools count. */
const KB = 1024;

/**
 * Compressed JavaScript of the first page of a module's home: shell + remote, shared deps once. The
 * budget is the composed site's; the single bundle is the baseline it is compared with, not judged.
 */
const BUDGETS = [
  { site: 'composed', page: 'home', figure: 'jsBytes', max: 170 * KB, label: 'compressed JS of a module home' },
];

/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
function median(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
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

/** Every run's figures of one measurement reduced to their medians, figure by figure. */
function medians(runs) {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(names.map((name) => [name, median(runs.map((run) => run[name]))]));
}

/**
 * Each budget checked against its site's medians.
 * @param {Record<string, Record<string, Record<string, number|null>>>} results  site -> page -> figure -> median
 * @returns {{site: string, page: string, figure: string, value: number|null, max: number, ok: boolean, label: string}[]}
 */
function checkBudgets(results, budgets = BUDGETS) {
  return budgets.map((budget) => {
    const value = results[budget.site]?.[budget.page]?.[budget.figure] ?? null;
    return { ...budget, value, ok: typeof value === 'number' && value <= budget.max };
  });
}

/** Whether composed is within `tolerance` (0.1 = 10%) above single for a figure. */
const within = (composed, single, tolerance) =>
  typeof composed === 'number' && typeof single === 'number' && composed <= single * (1 + tolerance);

const UNITS = { jsBytes: 'KB', requests: '', jsRequests: '', fcp: 'ms', lcp: 'ms', tbt: 'ms', interactive: 'ms' };

function formatValue(figure, value) {
  if (typeof value !== 'number') return '–';
  if (UNITS[figure] === 'KB') return `${(value / KB).toFixed(1)} KB`;
  if (UNITS[figure] === 'ms') return `${Math.round(value)} ms`;
  return String(Math.round(value));
}

/**
 * The table of composed vs single-bundle figures with a ratio each, as aligned plain-text rows.
 * @param {{page: string, figure: string, composed: number|null, single: number|null}[]} rows
 */
function formatTable(rows) {
  const header = ['page', 'figure', 'composed', 'single-bundle', 'ratio'];
  const body = rows.map((row) => {
    const r = ratio(row.composed, row.single);
    return [
      row.page,
      row.figure,
      formatValue(row.figure, row.composed),
      formatValue(row.figure, row.single),
      r === null ? '–' : `${r.toFixed(2)}x`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((line) => line[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
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

module.exports = {
  KB,
  BUDGETS,
  median,
  ratio,
  medians,
  checkBudgets,
  within,
  formatValue,
  formatTable,
  totalBlockingTime,
};
