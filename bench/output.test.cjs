const path = require('node:path');
const { outputFiles } = require('./output.cjs');

const here = '/repo/bench';

test('a run writes to bench/out/, never over the tracked results and chart', () => {
  expect(outputFiles([], {}, here)).toEqual({
    save: false,
    results: path.join(here, 'out', 'results.json'),
    chart: path.join(here, 'out', 'chart.png'),
  });
});

test('--save or BENCH_SAVE=1 updates the tracked files; BENCH_RESULTS and BENCH_CHART name others', () => {
  const tracked = { save: true, results: path.join(here, 'results.json'), chart: path.join(here, 'chart.png') };
  expect(outputFiles(['--save'], {}, here)).toEqual(tracked);
  expect(outputFiles([], { BENCH_SAVE: '1' }, here)).toEqual(tracked);
  expect(outputFiles([], { BENCH_RESULTS: '/tmp/r.json', BENCH_CHART: '/tmp/c.png' }, here)).toMatchObject({
    results: '/tmp/r.json',
    chart: '/tmp/c.png',
  });
  expect(() => outputFiles(['--sav'], {}, here)).toThrow('unknown --sav');
});

test('the tracked figures are never saved from a run of some pages only', () => {
  expect(() => outputFiles(['--save'], { BENCH_PAGES: 'grocery home' }, here)).toThrow('unset BENCH_PAGES');
  expect(outputFiles([], { BENCH_PAGES: 'grocery home' }, here).save).toBe(false);
});
