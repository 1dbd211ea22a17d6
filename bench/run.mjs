// npm run bench: the composed site against the single-bundle build of the same code. Builds what is
// stale, serves the API (fresh database), the four remotes, the shell and the single bundle, measures
// each page five times cold in throttled Chromium, prints medians with ratios, writes results.json and
// chart.png (to bench/out/; with --save over the tracked ones the README shows), and exits non-zero
// when a budget is exceeded.
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
import { BUDGETS, KB, checkBudgets, formatTable, medians, ratio, within } from './stats.cjs';
import { drawChart } from './chart.mjs';
import { outputFiles } from './output.cjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

const api = originOf('api');
async function apiJson(pathname, init = {}) {
  const response = await fetch(`${api}/api/v1/${pathname}`, {
    ...init,
    headers: { accept: 'application/json', zoneid: '[1]', 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.json();
}

/** The pages and navigations measured, with what each shows once its part has rendered. */
async function scenarios() {
  const modules = await apiJson('module');
  const grocery = modules.find((module) => module.module_type === 'grocery');
  const selected = { id: grocery.id, module_type: grocery.module_type, module_name: grocery.module_name };
  const stores = await apiJson('stores/popular?type=all&offset=1&limit=1', {
    headers: { moduleId: String(grocery.id) },
  });
  const store = stores.stores[0];
  const login = await apiJson('auth/login', {
    method: 'POST',
    body: JSON.stringify({
      login_type: 'manual',
      email_or_phone: 'demo@storefront.test',
      password: 'demo12345',
      field_type: 'email',
    }),
  });
  // What the site stores once a customer chose a module and a delivery location (shared/src/state).
  const visitor = {
    module: JSON.stringify(selected),
    currentLatLng: JSON.stringify({ lat: 23.7925, lng: 90.4078 }),
    zoneid: '[1]',
    location: 'Gulshan Avenue, Dhaka',
  };
  const heading = (name) => (page) => page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });
  const pages = [
    { key: 'landing', path: '/', storage: {}, ready: heading('Everything you need, delivered') },
    { key: 'home', path: '/home', storage: visitor, ready: heading(grocery.module_name) },
    {
      key: 'search',
      path: '/home?search=milk&data_type=searched',
      storage: visitor,
      ready: heading('Search results for \u201cmilk\u201d'),
    },
    { key: 'store', path: `/store/${store.slug ?? store.id}`, storage: visitor, ready: heading(store.name) },
    {
      key: 'cart',
      path: '/checkout?page=cart',
      storage: visitor,
      ready: (page) => page.getByRole('button', { name: 'Continue Shopping' }).waitFor({ timeout: 60_000 }),
    },
  ];
  const navigations = [
    // A guest's empty cart: its "Continue Shopping" button takes the customer home.
    {
      key: 'home→checkout',
      to: '/checkout?page=cart',
      element: 'Continue Shopping',
      handled: 'left-path',
      storage: visitor,
    },
    // The demo customer's profile: "Edit Personal Details" swaps the card for the form.
    {
      key: 'home→profile',
      to: '/profile',
      element: 'Edit Personal Details',
      handled: 'element-gone',
      storage: { ...visitor, token: login.token },
    },
  ].map((navigation) => ({ ...navigation, path: '/home', ready: heading(grocery.module_name) }));
  return { pages, navigations };
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
    const { pages, navigations } = await scenarios();
    const loadStart = os.loadavg()[0];
    const raw = { composed: {}, single: {} };
    const encodings = new Set();
    for (const target of [...pages, ...navigations]) {
      for (let run = 0; run < RUNS; run += 1) {
        // Alternate the sites so that a change in the machine's load hits both alike.
        for (const site of run % 2 === 0 ? ['composed', 'single'] : ['single', 'composed']) {
          const url = `${sites[site]}${target.path}`;
          const figures =
            'to' in target
              ? await measureNavigation(browser, { ...target, url })
              : await measureLoad(browser, { ...target, url });
          for (const encoding of figures.encodings ?? []) encodings.add(encoding);
          delete figures.encodings;
          (raw[site][target.key] ??= []).push(figures);
          process.stdout.write(`${target.key} ${site} run ${run + 1}: ${JSON.stringify(figures)}\n`);
        }
      }
    }
    const results = {};
    for (const site of Object.keys(raw)) {
      results[site] = Object.fromEntries(Object.entries(raw[site]).map(([key, runs]) => [key, medians(runs)]));
    }

    const rows = [];
    for (const target of [...pages, ...navigations]) {
      for (const figure of Object.keys(results.composed[target.key])) {
        rows.push({
          page: target.key,
          figure,
          composed: results.composed[target.key][figure],
          single: results.single[target.key][figure],
        });
      }
    }
    console.log(
      `\nMedians of ${RUNS} cold runs each (CPU ${THROTTLING.cpuSlowdown}x slower, 150 ms RTT, 1.6 Mbit/s):\n`,
    );
    console.log(formatTable(rows));

    const home = { composed: results.composed.home, single: results.single.home };
    const targets = [
      {
        what: 'home JS bytes within 10% of the single bundle',
        ok: within(home.composed.jsBytes, home.single.jsBytes, 0.1),
      },
      { what: 'home LCP within 10% of the single bundle', ok: within(home.composed.lcp, home.single.lcp, 0.1) },
    ];
    const budgets = checkBudgets(results);
    console.log('');
    for (const check of budgets) {
      const value = check.value === null ? 'not measured' : `${(check.value / KB).toFixed(1)} KB`;
      console.log(
        `${check.ok ? 'ok  ' : 'OVER'} budget ${check.site}: ${check.label} ${value} (≤ ${check.max / KB} KB)`,
      );
    }
    for (const target of targets) console.log(`${target.ok ? 'met ' : 'not met'} target: ${target.what}`);
    console.log(`Script encodings seen: ${[...encodings].join(', ')}`);

    const browserVersion = browser.version();
    const about = { ...machine(browserVersion), loadAverageAtStart: loadStart.toFixed(2) };
    const document = {
      measuredAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim(),
      machine: about,
      method: {
        runs: RUNS,
        statistic: 'median',
        throttling: THROTTLING,
        cache: 'cold (a new browser context per run)',
        jsBytes: 'compressed bytes of Script responses, body only',
        tbt: 'sum of (long task - 50 ms) from first contentful paint to the end of the load',
        interactive:
          'from history.pushState until the part’s button is visible and a click on it is handled (in-page clock)',
        budgets: BUDGETS,
      },
      results,
      ratios: Object.fromEntries(
        Object.keys(results.composed).map((key) => [
          key,
          Object.fromEntries(
            Object.keys(results.composed[key]).map((figure) => [
              figure,
              ratio(results.composed[key][figure], results.single[key][figure]),
            ]),
          ),
        ]),
      ),
      budgets: budgets.map(({ site, page, figure, value, max, ok }) => ({ site, page, figure, value, max, ok })),
      targets,
      encodings: [...encodings],
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
