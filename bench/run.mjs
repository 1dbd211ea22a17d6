// npm run bench: the composed site against the single-bundle build of the same code (issue #21). Builds
// what is stale, serves the API (fresh database), the four remotes, the shell and the single bundle,
// measures each page of scenarios.mjs five times cold in throttled Chromium, the two builds taking
// turns, prints medians with min and max and the LCP element, writes results.json and chart.png (to
// bench/out/; with --save over the tracked ones docs/performance.md shows), and exits non-zero when a budget is
// missed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PARTS, SINGLE_BUNDLE, originOf } from '../tools/parts.mjs';
import {
  ROOT,
  ensureBuilt,
  ensureInstalled,
  newestMtime,
  startPart,
  stopPart,
  takenPorts,
  waitForPort,
} from '../tools/run-parts.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, THROTTLING, measureLoad, measureNavigation } from './measure.mjs';
import {
  budgetsFor,
  checkBudgets,
  loadWarning,
  medians,
  ratio,
  siteOrder,
  summarize,
  tallyLcpElements,
} from './stats.cjs';
import { formatBudget, formatReport } from './format.cjs';
import { scenarios } from './scenarios.mjs';
import { drawChart } from './chart.mjs';
import { outputFiles } from './output.cjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** BENCH_PAGES="grocery home,cart" measures those pages only (the budgets of the others are not checked). */
function pagesAsked(targets) {
  const asked = process.env.BENCH_PAGES?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!asked?.length) return targets;
  const unknown = asked.filter((key) => !targets.some((target) => target.key === key));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAGES names no page "${unknown.join('", "')}"; pages: ${targets.map((t) => t.key).join(', ')}`,
    );
  }
  return targets.filter((target) => asked.includes(target.key));
}

const { results: RESULTS_FILE, chart: CHART_FILE } = outputFiles();

/** The single bundle is stale when any part's source, the shared package or the webpack setup is newer. */
function ensureSingleBundleBuilt() {
  const marker = path.join(ROOT, 'shell', SINGLE_BUNDLE.dir, 'index.html');
  const sources = [
    'shared/src',
    'tools/webpack',
    ...PARTS.filter((p) => p.kind !== 'api').map((p) => `${p.folder}/src`),
  ];
  const newest = Math.max(...sources.map((folder) => newestMtime(path.join(ROOT, folder))));
  if (existsSync(marker) && statSync(marker).mtimeMs >= newest) return;
  console.log('Building the single bundle…');
  const result = spawnSync('npm', ['run', 'build:single', '-w', 'shell'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the single-bundle build failed');
}

function machine(browserVersion) {
  const load = os.loadavg().map((value) => value.toFixed(2));
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: browserVersion,
    loadAverage: load,
  };
}

async function main() {
  ensureInstalled();
  ensureBuilt();
  ensureSingleBundleBuilt();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const env = { DB_FILE: path.join(dataDir, 'storefront.sqlite'), LOG_LEVEL: 'warn' };
  const served = [...PARTS, SINGLE_BUNDLE];
  const taken = await takenPorts(served);
  if (taken.length > 0) throw new Error(`${taken.join(' ')} Stop the running site, or set PORT_OFFSET.`);
  const children = served.map((part) => startPart(part, { env, quiet: true }));
  const stopAll = () =>
    Promise.all(children.map(stopPart)).then(() => rmSync(dataDir, { recursive: true, force: true }));
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await Promise.all(served.map((part) => waitForPort(part.port, 120_000)));
    const sites = { composed: originOf('shell'), single: `http://localhost:${SINGLE_BUNDLE.port}` };
    const targets = pagesAsked(await scenarios());
    const cores = os.cpus().length;
    const raw = { composed: {}, single: {} };
    const loads = [];
    const encodings = new Set();
    for (const target of targets) {
      // Other work on the machine skews every figure: say so before the page's runs, and keep the load.
      const load = os.loadavg()[0];
      const warning = loadWarning(load, cores);
      loads.push({ page: target.key, load: Number(load.toFixed(2)), cores, busy: warning !== null });
      if (warning) console.warn(`warning: ${warning}`);
      for (let run = 1; run <= RUNS; run += 1) {
        for (const site of siteOrder(run)) {
          const url = `${sites[site]}${target.path}`;
          const figures = target.navigation
            ? await measureNavigation(browser, { ...target, url })
            : await measureLoad(browser, { ...target, url });
          for (const encoding of figures.encodings ?? []) encodings.add(encoding);
          delete figures.encodings;
          (raw[site][target.key] ??= []).push(figures);
          process.stdout.write(`${target.key} ${site} run ${run}: ${JSON.stringify(figures)}\n`);
        }
      }
    }
    const bySite = (reduce) =>
      Object.fromEntries(
        Object.entries(raw).map(([site, pages]) => [
          site,
          Object.fromEntries(Object.entries(pages).map(([key, runs]) => [key, reduce(runs)])),
        ]),
      );
    const summaries = bySite(summarize);
    const results = bySite(medians);
    const lcpElements = bySite((runs) =>
      runs.some((run) => 'lcpElement' in run) ? tallyLcpElements(runs.map((run) => run.lcpElement)) : null,
    );

    console.log(
      `\nMedians [min–max] of ${RUNS} cold runs each (CPU ${THROTTLING.cpuSlowdown}x slower, 150 ms RTT, 1.6 Mbit/s):\n`,
    );
    console.log(formatReport(targets, summaries, lcpElements));
    const measured = targets.map((target) => target.key);
    const pages = targets.filter((target) => !target.navigation).map((target) => target.key);
    // A page not measured is a missed budget, unless BENCH_PAGES left it out.
    const budgetList = budgetsFor(pages).filter((budget) => !process.env.BENCH_PAGES || measured.includes(budget.page));
    const budgets = checkBudgets(results, budgetList);
    console.log('\nBudgets (issue #21, composed site):');
    for (const check of budgets) console.log(formatBudget(check));
    console.log(`\nScript encodings seen: ${[...encodings].join(', ')}`);
    const busy = loads.filter((entry) => entry.busy);
    if (busy.length > 0) {
      console.warn(`warning: the machine was busy before ${busy.length} of ${loads.length} pages' runs (load > cores)`);
    }

    const browserVersion = browser.version();
    const about = { ...machine(browserVersion), loadAverageAtStart: loads[0]?.load.toFixed(2) ?? null };
    const document = {
      measuredAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim(),
      machine: about,
      method: {
        runs: RUNS,
        statistic: 'median, with min and max under spread',
        order: 'composed first on odd runs, the single bundle first on even runs',
        throttling: THROTTLING,
        cache: 'cold (a new browser context per run)',
        jsBytes: 'compressed bytes of Script responses, body only',
        jsAheadBytes: 'compressed bytes of scripts prefetched for the next page (not run on this one), body only',
        tbt: 'sum of (long task - 50 ms) from first contentful paint to the end of the load',
        cls: 'cumulative layout shift to the end of the load: the largest session window of shifts without recent input',
        lcpElement: 'the last largest-contentful-paint entry: tag, alt or first 40 characters of text, image path',
        interactive:
          'from history.pushState until the part’s button is visible and a click on it is handled (in-page clock)',
        budgets: budgetList,
      },
      results,
      spread: summaries,
      lcpElements,
      ratios: Object.fromEntries(
        Object.keys(results.composed).map((key) => [
          key,
          Object.fromEntries(
            Object.keys(results.composed[key]).map((figure) => [
              figure,
              ratio(results.composed[key][figure], results.single[key]?.[figure]),
            ]),
          ),
        ]),
      ),
      budgets: budgets.map(({ site, page, figure, value, max, relativeTo, ok }) => ({
        site,
        page,
        figure,
        value,
        max,
        ...(relativeTo ? { relativeTo } : {}),
        ok,
      })),
      loads,
      encodings: [...encodings],
      runs: raw,
    };
    for (const file of [RESULTS_FILE, CHART_FILE]) mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(document, null, 2)}\n`);
    await drawChart(browser, document, CHART_FILE);
    console.log(
      `\nWrote ${path.relative(process.cwd(), RESULTS_FILE)} and ${path.relative(process.cwd(), CHART_FILE)}.`,
    );
    console.log(
      `Machine: ${about.cpus} cores, Node ${about.node}, Chromium ${about.chromium}, load ${about.loadAverage.join(' ')}`,
    );
    return budgets.every((check) => check.ok) ? 0 : 1;
  } finally {
    await browser.close();
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
