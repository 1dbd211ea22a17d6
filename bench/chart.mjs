// The chart docs/performance.md shows: Chart.js draws the medians in the same Chromium, which screenshots the page.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KB } from './stats.cjs';

const require = createRequire(import.meta.url);
// The browser build beside the package's main file (the package's exports do not list it).
const CHART_JS = readFileSync(path.join(path.dirname(require.resolve('chart.js')), 'chart.umd.min.js'), 'utf8');

const PANELS = [
  { figure: 'jsBytes', title: 'Compressed JavaScript (KB)', scale: 1 / KB, keys: 'loads' },
  { figure: 'lcp', title: 'Largest contentful paint (ms)', scale: 1, keys: 'loads' },
  { figure: 'tbt', title: 'Total blocking time (ms)', scale: 1, keys: 'loads' },
  { figure: 'interactive', title: 'Client-side navigation until interactive (ms)', scale: 1, keys: 'navigations' },
];

function panelData(document, panel) {
  const keys = Object.keys(document.results.composed).filter((key) =>
    panel.keys === 'navigations' ? key.includes('→') : !key.includes('→'),
  );
  const values = (site) =>
    keys.map((key) => Math.round((document.results[site][key]?.[panel.figure] ?? 0) * panel.scale));
  return { title: panel.title, labels: keys, composed: values('composed'), single: values('single') };
}

/** Draws the medians of results.json as a PNG. */
export async function drawChart(browser, document, file) {
  const panels = PANELS.map((panel) => panelData(document, panel));
  const m = document.machine;
  const caption =
    `Medians of ${document.method.runs} cold runs, CPU ${document.method.throttling.cpuSlowdown}x slower, ` +
    `150 ms RTT, 1.6 Mbit/s · ${m.cpus} cores, Node ${m.node}, Chromium ${m.chromium}, ` +
    `load ${m.loadAverage.join(' ')} · ${document.measuredAt.slice(0, 16).replace('T', ' ')} UTC · ${document.commit}`;
  const context = await browser.newContext({ viewport: { width: 1200, height: 860 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html><head><style>
      body { margin: 0; padding: 16px 20px; font: 14px system-ui, sans-serif; background: #fff; color: #1f2328; }
      h1 { font-size: 18px; margin: 0 0 4px; } p { margin: 0 0 12px; color: #57606a; font-size: 12px; }
      .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
      .panel { height: 360px; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
    </style></head><body>
      <h1>Composed (Module Federation) vs single bundle</h1><p id="caption"></p>
      <div class="grid">${panels.map((_, index) => `<div class="panel"><canvas id="c${index}"></canvas></div>`).join('')}</div>
    </body></html>`);
    await page.addScriptTag({ content: CHART_JS });
    await page.evaluate(
      ({ panels, caption }) => {
        document.getElementById('caption').textContent = caption;
        panels.forEach((panel, index) => {
          new window.Chart(document.getElementById(`c${index}`), {
            type: 'bar',
            data: {
              labels: panel.labels,
              datasets: [
                { label: 'composed', data: panel.composed, backgroundColor: '#0a7c6d' },
                { label: 'single bundle', data: panel.single, backgroundColor: '#9aa7b4' },
              ],
            },
            options: {
              animation: false,
              maintainAspectRatio: false,
              plugins: { title: { display: true, text: panel.title }, legend: { position: 'bottom' } },
              scales: { y: { beginAtZero: true } },
            },
          });
        });
      },
      { panels, caption },
    );
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await context.close();
  }
}
