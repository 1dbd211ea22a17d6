// What the bench prints: each page's figures as median [min–max] per build, the LCP element seen most
// often, and one pass/fail line per budget. Pure functions, tested in format.test.cjs.
const { KB, ratio } = require('./stats.cjs');

const UNITS = {
  jsBytes: 'KB',
  jsAheadBytes: 'KB',
  requests: '',
  jsRequests: '',
  fcp: 'ms',
  lcp: 'ms',
  tbt: 'ms',
  cls: '',
  interactive: 'ms',
};
const LABELS = {
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  jsBytes: 'JS',
  jsAheadBytes: 'JS ahead',
  interactive: 'interactive',
};

/** The figures printed per page load and per navigation, in this order. */
const LOAD_FIGURES = ['fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'jsAheadBytes'];
const NAVIGATION_FIGURES = ['interactive'];

function formatNumber(figure, value) {
  if (typeof value !== 'number') return '–';
  if (UNITS[figure] === 'KB') return (value / KB).toFixed(1);
  // A layout shift score: a fraction of the viewport, shown to the thousandth.
  if (figure === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

function formatValue(figure, value) {
  if (typeof value !== 'number') return '–';
  const unit = UNITS[figure];
  return unit ? `${formatNumber(figure, value)} ${unit}` : formatNumber(figure, value);
}

/** `LCP 2410 ms [2210–2890]`: the median with the runs' min and max beside it. */
function formatRange(figure, summary) {
  const label = LABELS[figure] ?? figure;
  if (!summary || typeof summary.median !== 'number') return `${label} –`;
  const range = `[${formatNumber(figure, summary.min)}–${formatNumber(figure, summary.max)}]`;
  return `${label} ${formatValue(figure, summary.median)} ${range}`;
}

/** Aligns rows of cells into columns, two spaces apart. */
function columns(rows) {
  const widths = [];
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index]))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * One line per page and build: median [min–max] of each figure, the LCP ratio against the single
 * bundle on composed lines, and the LCP element seen most often.
 * @param {{key: string, navigation?: boolean}[]} targets
 * @param {Record<string, Record<string, Record<string, {median, min, max}>>>} summaries  site -> page -> figure
 * @param {Record<string, Record<string, {most: string|null, count: number, of: number}>>} lcpElements
 */
function formatReport(targets, summaries, lcpElements = {}) {
  // Loads and navigations are aligned apart: their columns hold different figures.
  const loads = targets.filter((target) => !target.navigation);
  const navigations = targets.filter((target) => target.navigation);
  return [...columns(reportRows(loads, summaries, lcpElements)), ...columns(reportRows(navigations, summaries))].join(
    '\n',
  );
}

function reportRows(targets, summaries, lcpElements = {}) {
  const rows = [];
  for (const target of targets) {
    for (const site of ['composed', 'single']) {
      const figures = summaries[site]?.[target.key];
      const names = target.navigation ? NAVIGATION_FIGURES : LOAD_FIGURES;
      const cells = [target.key, site, ...names.map((name) => formatRange(name, figures?.[name]))];
      if (!target.navigation) {
        const r = ratio(figures?.lcp?.median, summaries.single?.[target.key]?.lcp?.median);
        cells.push(site === 'composed' && r !== null ? `LCP ${r.toFixed(2)}x single` : '');
        const tally = lcpElements[site]?.[target.key];
        cells.push(tally?.most ? `LCP element: ${tally.most} (${tally.count}/${tally.of})` : '');
      }
      rows.push(cells);
    }
  }
  return rows;
}

/** One pass/fail line per budget, e.g. `pass  grocery /home LCP 2410 ms (≤ 2500 ms)`. */
function formatBudget(check) {
  const verdict = check.ok ? 'pass' : 'FAIL';
  if (check.relativeTo) {
    const value = typeof check.value === 'number' ? `${check.value.toFixed(2)}x` : 'not measured';
    const figures = `${formatValue(check.figure, check.composed)} vs ${formatValue(check.figure, check.baseline)}`;
    return `${verdict}  ${check.label} ${value} (${figures}; ≤ ${check.max.toFixed(2)}x)`;
  }
  const value = typeof check.value === 'number' ? formatValue(check.figure, check.value) : 'not measured';
  return `${verdict}  ${check.label} ${value} (≤ ${formatValue(check.figure, check.max)})`;
}

module.exports = { LOAD_FIGURES, formatValue, formatRange, formatReport, formatBudget };
