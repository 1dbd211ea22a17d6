const { KB } = require('./stats.cjs');
const { formatRange, formatReport, formatBudget } = require('./format.cjs');

it('prints a median with the min and max beside it', () => {
  expect(formatRange('lcp', { median: 2410, min: 2210, max: 2890 })).toBe('LCP 2410 ms [2210–2890]');
  expect(formatRange('jsBytes', { median: 200 * KB, min: 199.5 * KB, max: 201 * KB })).toBe(
    'JS 200.0 KB [199.5–201.0]',
  );
  expect(formatRange('tbt', undefined)).toBe('TBT –');
  expect(formatRange('cls', { median: 0.0123, min: 0, max: 0.04 })).toBe('CLS 0.012 [0.000–0.040]');
});

it('prints one line per page and build, with the LCP ratio and the most frequent LCP element', () => {
  const summary = (median, min, max) => ({ median, min, max });
  const summaries = {
    composed: {
      'grocery home': {
        fcp: summary(1800, 1700, 1900),
        lcp: summary(2200, 2100, 2500),
        tbt: summary(100, 50, 150),
        cls: summary(0.012, 0, 0.031),
        jsAheadBytes: summary(24 * 1024, 24 * 1024, 24 * 1024),
      },
      'home→checkout': { interactive: summary(420, 400, 480) },
    },
    single: {
      'grocery home': { fcp: summary(1600, 1500, 1700), lcp: summary(2000, 1900, 2100), tbt: summary(80, 60, 90) },
      'home→checkout': { interactive: summary(380, 350, 400) },
    },
  };
  const elements = {
    composed: { 'grocery home': { most: 'img alt="Fresh deals" banners/hero.webp', count: 4, of: 5 } },
    single: { 'grocery home': { most: 'h1 "Grocery"', count: 3, of: 5 } },
  };
  const lines = formatReport(
    [{ key: 'grocery home' }, { key: 'home→checkout', navigation: true }],
    summaries,
    elements,
  ).split('\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(
    /^grocery home\s+composed\s+FCP 1800 ms \[1700–1900\]\s+LCP 2200 ms \[2100–2500\]\s+TBT 100 ms \[50–150\]\s+CLS 0\.012 \[0\.000–0\.031\]\s+JS –\s+JS ahead 24\.0 KB \[24\.0–24\.0\]\s+LCP 1\.10x single\s+LCP element: img alt="Fresh deals" banners\/hero\.webp \(4\/5\)$/,
  );
  expect(lines[1]).toMatch(
    /^grocery home\s+single\s+FCP 1600 ms.*JS –\s+JS ahead –\s+LCP element: h1 "Grocery" \(3\/5\)$/,
  );
  expect(lines[2]).toMatch(/^home→checkout\s+composed\s+interactive 420 ms \[400–480\]$/);
});

describe('formatBudget', () => {
  it('prints a pass or fail line with the value and its cap', () => {
    const base = { site: 'composed', page: 'grocery home', figure: 'lcp', max: 2500, label: 'grocery /home LCP' };
    expect(formatBudget({ ...base, value: 2410, ok: true })).toBe('pass  grocery /home LCP 2410 ms (≤ 2500 ms)');
    expect(formatBudget({ ...base, value: null, ok: false })).toBe('FAIL  grocery /home LCP not measured (≤ 2500 ms)');
    const js = { ...base, figure: 'jsBytes', max: 200 * KB, label: 'JS', value: 236 * KB, ok: false };
    expect(formatBudget(js)).toBe('FAIL  JS 236.0 KB (≤ 200.0 KB)');
    const cls = { ...base, figure: 'cls', max: 0.05, label: 'cart CLS', value: 0.0042, ok: true };
    expect(formatBudget(cls)).toBe('pass  cart CLS 0.004 (≤ 0.050)');
  });
  it('prints a relative budget as a ratio with both figures', () => {
    const check = { figure: 'lcp', max: 1.1, relativeTo: 'single', label: 'cart LCP vs single bundle' };
    expect(formatBudget({ ...check, value: 1.2, composed: 3600, baseline: 3000, ok: false })).toBe(
      'FAIL  cart LCP vs single bundle 1.20x (3600 ms vs 3000 ms; ≤ 1.10x)',
    );
  });
});
