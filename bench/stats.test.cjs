const {
  KB,
  BUDGETS,
  PAGES,
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
} = require('./stats.cjs');

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('ignores missing figures and has none for no figures', () => {
    expect(median([null, 7, undefined, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe('ratio', () => {
  it('is composed over single, to two decimals', () => {
    expect(ratio(110, 100)).toBe(1.1);
    expect(ratio(1, 3)).toBe(0.33);
  });
  it('is 1 for two zeros and absent for a zero baseline or a missing figure', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(null, 5)).toBeNull();
  });
});

it('reduces runs to a median per figure, leaving out the LCP element description', () => {
  expect(
    medians([
      { lcp: 100, tbt: 0, lcpElement: 'img' },
      { lcp: 300, tbt: 10, lcpElement: 'h1' },
      { lcp: 200, tbt: 20, lcpElement: 'img' },
    ]),
  ).toEqual({ lcp: 200, tbt: 10 });
});

describe('summarize', () => {
  it('gives the median with the min and max of each figure', () => {
    const runs = [{ lcp: 2410 }, { lcp: 2890 }, { lcp: 2210 }, { lcp: 2500 }, { lcp: 2300 }];
    expect(summarize(runs)).toEqual({ lcp: { median: 2410, min: 2210, max: 2890, n: 5 } });
  });
  it('counts only the runs that measured a figure', () => {
    expect(
      summarize([
        { fcp: 10, lcp: null },
        { fcp: 30, lcp: 500 },
      ]),
    ).toEqual({
      fcp: { median: 20, min: 10, max: 30, n: 2 },
      lcp: { median: 500, min: 500, max: 500, n: 1 },
    });
  });
});

describe('tallyLcpElements', () => {
  it('names the element seen most often, with its count', () => {
    const tally = tallyLcpElements(['img banners/a.webp', 'h1 "Grocery"', 'img banners/a.webp']);
    expect(tally).toEqual({
      most: 'img banners/a.webp',
      count: 2,
      of: 3,
      all: { 'img banners/a.webp': 2, 'h1 "Grocery"': 1 },
    });
  });
  it('lets the first seen win a tie and counts runs without an element as none', () => {
    expect(tallyLcpElements(['div "skeleton"', null, 'img x/y.png', null])).toMatchObject({ most: 'none', count: 2 });
    expect(tallyLcpElements(['b', 'a'])).toMatchObject({ most: 'b', count: 1 });
    expect(tallyLcpElements([])).toEqual({ most: null, count: 0, of: 0, all: {} });
  });
});

describe('checkBudgets', () => {
  const budgets = [{ site: 'composed', page: 'home', figure: 'jsBytes', max: 200 * KB, label: 'JS' }];
  it('passes at the budget and fails above it', () => {
    const at = checkBudgets({ composed: { home: { jsBytes: 200 * KB } } }, budgets);
    const above = checkBudgets({ composed: { home: { jsBytes: 200 * KB + 1 } } }, budgets);
    expect([at[0].ok, above[0].ok]).toEqual([true, false]);
  });
  it("judges only the budget's own site: the single bundle is the baseline", () => {
    const checks = checkBudgets(
      { composed: { home: { jsBytes: 100 * KB } }, single: { home: { jsBytes: 400 * KB } } },
      budgets,
    );
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ site: 'composed', ok: true });
  });
  it('fails a budget whose figure was not measured', () => {
    expect(checkBudgets({ composed: { home: {} } }, budgets)[0]).toMatchObject({ ok: false, value: null });
  });
  it("caps a relative budget at a multiple of the single bundle's figure", () => {
    const relative = [{ site: 'composed', page: 'cart', figure: 'lcp', max: 1.1, relativeTo: 'single', label: 'r' }];
    const check = (composed, single) =>
      checkBudgets({ composed: { cart: { lcp: composed } }, single: { cart: { lcp: single } } }, relative)[0];
    expect(check(2200, 2000)).toMatchObject({ ok: true, value: 1.1, composed: 2200, baseline: 2000 });
    expect(check(2209, 2000)).toMatchObject({ ok: false });
    expect(check(2000, null)).toMatchObject({ ok: false, value: null });
  });
});

describe("issue #21's budgets", () => {
  const byLabel = Object.fromEntries(BUDGETS.map((budget) => [budget.label, budget]));
  it('holds the composed grocery home to LCP 2500, FCP 1800, TBT 200 ms and 200 KB of JS', () => {
    expect(byLabel['grocery /home LCP']).toMatchObject({ site: 'composed', page: 'grocery home', max: 2500 });
    expect(byLabel['grocery /home FCP']).toMatchObject({ figure: 'fcp', max: 1800 });
    expect(byLabel['grocery /home TBT']).toMatchObject({ figure: 'tbt', max: 200 });
    expect(byLabel['grocery /home compressed JS']).toMatchObject({ figure: 'jsBytes', max: 200 * KB });
  });
  it('holds every module home and the landing to LCP 2800 ms', () => {
    const pages = BUDGETS.filter((budget) => budget.max === 2800).map((budget) => budget.page);
    expect(pages).toEqual(['food home', 'grocery home', 'pharmacy home', 'ecommerce home', 'parcel home', 'landing']);
  });
  it('holds the composed LCP of every page within 1.10x the single bundle, and home → checkout to 450 ms', () => {
    const relative = BUDGETS.filter((budget) => budget.relativeTo === 'single');
    expect(relative.map((budget) => budget.page)).toEqual(PAGES);
    expect(relative.every((budget) => budget.figure === 'lcp' && budget.max === 1.1)).toBe(true);
    expect(byLabel['home → checkout interactive']).toMatchObject({ page: 'home→checkout', max: 450 });
  });
  it('holds the composed CLS of every page to 0.05', () => {
    const cls = BUDGETS.filter((budget) => budget.figure === 'cls');
    expect(cls.map((budget) => budget.page)).toEqual(PAGES);
    expect(cls.every((budget) => budget.max === 0.05 && budget.site === 'composed' && !budget.relativeTo)).toBe(true);
  });
  it('no longer holds the JS bytes to a ratio of the single bundle', () => {
    expect(BUDGETS.filter((budget) => budget.figure === 'jsBytes' && budget.relativeTo)).toEqual([]);
  });
});

it('puts composed first on odd runs and the single bundle first on even runs', () => {
  expect([1, 2, 3, 4].map(siteOrder)).toEqual([
    ['composed', 'single'],
    ['single', 'composed'],
    ['composed', 'single'],
    ['single', 'composed'],
  ]);
});

it('warns when the 1-minute load is above the cores, and only then', () => {
  expect(loadWarning(3.42, 2)).toBe('the machine is busy: load 3.4 on 2 cores; figures are not comparable');
  expect(loadWarning(2, 2)).toBeNull();
  expect(loadWarning(0.5, 2)).toBeNull();
});

it('counts the blocking part of long tasks after first contentful paint', () => {
  const tasks = [
    { startTime: 50, duration: 400 },
    { startTime: 200, duration: 120 },
    { startTime: 300, duration: 40 },
    { startTime: 900, duration: 90 },
  ];
  expect(totalBlockingTime(tasks, 100)).toBe(70 + 40);
  expect(totalBlockingTime(tasks, 100, 800)).toBe(70);
  expect(totalBlockingTime(tasks, null)).toBeNull();
});

it('takes the largest session window of layout shifts as CLS: gaps of 1 s and windows of 5 s end one', () => {
  expect(cumulativeLayoutShift([])).toBe(0);
  // One window: 0.01 + 0.02 + 0.03 (each under a second after the one before).
  expect(
    cumulativeLayoutShift([
      { startTime: 100, value: 0.01 },
      { startTime: 900, value: 0.02 },
      { startTime: 1800, value: 0.03 },
    ]),
  ).toBeCloseTo(0.06);
  // A second's gap: two windows, the larger counts.
  expect(
    cumulativeLayoutShift([
      { startTime: 100, value: 0.04 },
      { startTime: 1100, value: 0.01 },
      { startTime: 1200, value: 0.01 },
    ]),
  ).toBeCloseTo(0.04);
  // Shifts every 0.9 s for 6 s: a window closes after 5 s.
  const steady = Array.from({ length: 8 }, (_, index) => ({ startTime: index * 900, value: 0.01 }));
  expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
});
