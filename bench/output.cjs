// Where a bench run writes its figures. By default to bench/out/ (git-ignored): a run on any machine
// leaves the tracked files alone. --save (or BENCH_SAVE=1) updates the tracked results.json and
// chart.png docs/performance.md shows; BENCH_RESULTS and BENCH_CHART name other files.
const path = require('node:path');

function outputFiles(argv = process.argv.slice(2), env = process.env, here = __dirname) {
  const unknown = argv.filter((arg) => arg !== '--save');
  if (unknown.length > 0) throw new Error(`npm run bench [-- --save]: unknown ${unknown.join(' ')}`);
  const save = argv.includes('--save') || env.BENCH_SAVE === '1';
  // The tracked figures are the whole bench's: some pages' runs would leave the others out.
  if (save && env.BENCH_PAGES) throw new Error('--save measures every page: unset BENCH_PAGES');
  const dir = save ? here : path.join(here, 'out');
  return {
    save,
    results: env.BENCH_RESULTS ?? path.join(dir, 'results.json'),
    chart: env.BENCH_CHART ?? path.join(dir, 'chart.png'),
  };
}

module.exports = { outputFiles };
