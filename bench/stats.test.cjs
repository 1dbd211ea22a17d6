const { KB, median, ratio, medians, checkBudgets, within, formatTable, totalBlockingTime } = require('./stats.cjs');

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

it('reduces runs to a median per figure', () => {
  expect(
    medians([
      { lcp: 100, tbt: 0 },
      { lcp: 300, tbt: 10 },
      { lcp: 200, tbt: 20 },
    ]),
  ).toEqual({ lcp: 200, tbt: 10 });
});

describe('checkBudgets', () => {
  const budgets = [{ site: 'composed', page: 'home', figure: 'jsBytes', max: 170 * KB, label: 'JS' }];
  it('passes at the budget and fails above it', () => {
    const at = checkBudgets({ composed: { home: { jsBytes: 170 * KB } } }, budgets);
    const above = checkBudgets({ composed: { home: { jsBytes: 170 * KB + 1 } } }, budgets);
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
});

it('tells whether composed is within a tolerance of single', () => {
  expect(within(110, 100, 0.1)).toBe(true);
  expect(within(111, 100, 0.1)).toBe(false);
  expect(within(null, 100, 0.1)).toBe(false);
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

it('prints a table with units and the ratio of each figure', () => {
  const table = formatTable([
    { page: 'home', figure: 'jsBytes', composed: 200 * KB, single: 100 * KB },
    { page: 'home', figure: 'lcp', composed: 1500, single: null },
  ]);
  const lines = table.split('\n');
  expect(lines[0]).toMatch(/^page\s+figure\s+composed\s+single-bundle\s+ratio$/);
  expect(lines[2]).toMatch(/^home\s+jsBytes\s+200\.0 KB\s+100\.0 KB\s+2\.00x$/);
  expect(lines[3]).toMatch(/^home\s+lcp\s+1500 ms\s+–\s+–$/);
});
