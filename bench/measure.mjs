// One measured page load or client-side navigation in Chromium: a new browser context each time (cold
// cache), the CPU slowed 4x and a slow-4G network through the DevTools protocol.
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../tools/chromium.mjs';
import { cumulativeLayoutShift, totalBlockingTime } from './stats.cjs';

/** The bench measures in the whole Chromium, as customers' browsers are. */
export const CHROMIUM_PATH = FULL_CHROMIUM_PATH;
export { CHROMIUM_ARGS };

/** Lighthouse's mobile throttling: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** Quiet network after the page's element showed: nothing in flight for this long ends the load. */
const QUIET_MS = 1000;
const LOAD_TIMEOUT_MS = 60_000;

/**
 * Installed before any of the page's scripts: paint, largest paint and long tasks, as they happen. The
 * LCP element is described when its entry arrives: a skeleton that was the LCP is gone by the end of
 * the load, and the entry's `element` is null once it left the DOM.
 */
function observePerformance() {
  const seen = { lcp: null, lcpElement: null, longTasks: [], layoutShifts: [] };
  Object.defineProperty(window, '__bench', { value: seen });
  // Tag, alt or the start of its text, and the image's last two path segments: `img alt="Fresh" banners/a.webp`.
  const describe = (entry) => {
    const element = entry.element;
    const parts = [element ? element.tagName.toLowerCase() : '(removed)'];
    const alt = element?.getAttribute('alt');
    const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    if (alt) parts.push(`alt="${alt}"`);
    else if (text) parts.push(`"${text}"`);
    if (entry.url) {
      const url = new URL(entry.url, location.href);
      parts.push(url.protocol === 'data:' ? 'data: URL' : url.pathname.split('/').filter(Boolean).slice(-2).join('/'));
    }
    return parts.join(' ');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      seen.lcpElement = describe(entry);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) seen.layoutShifts.push({ startTime: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Sets up a throttled page in a fresh context that records every response's compressed size. */
async function throttledPage(browser, { url, storage }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A customer who chose a module has the registry scope cookie the shell sets with it
  // (shell/src/composition/scope-cookie.ts): the page's server preloads that scope's parts.
  const moduleType = storage.module ? JSON.parse(storage.module).module_type : null;
  if (moduleType) await context.addCookies([{ name: 'storefront_scope', value: moduleType, url }]);
  await context.addInitScript((items) => {
    if (sessionStorage.getItem('bench-seeded')) return;
    sessionStorage.setItem('bench-seeded', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript(observePerformance);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });

  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, type: event.type, done: false, bytes: 0, headerBytes: 0 });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = event.type;
    request.headerBytes = event.response.encodedDataLength ?? 0;
    request.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? '';
    request.status = event.response.status;
  });
  const finish = (event, failed) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.done = true;
    request.failed = failed;
    // Compressed body bytes: what came over the wire less the response headers.
    if (!failed) request.bytes = Math.max(0, (event.encodedDataLength ?? 0) - request.headerBytes);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => finish(event, false));
  cdp.on('Network.loadingFailed', (event) => finish(event, true));

  const waitForQuiet = async (deadline) => {
    while (Date.now() < deadline) {
      const inFlight = [...requests.values()].some((request) => !request.done);
      if (!inFlight && Date.now() - lastActivity >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the network did not go quiet');
  };
  return { context, page, requests, waitForQuiet };
}

function networkFigures(requests) {
  const list = [...requests.values()].filter((request) => request.done && !request.failed);
  const scripts = list.filter((request) => request.type === 'Script');
  // Scripts fetched for the next page (rel=prefetch: not run on this one) are counted apart.
  const ahead = list.filter((request) => request.type === 'Other' && /\.js(\?|$)/.test(request.url));
  return {
    jsBytes: scripts.reduce((sum, request) => sum + request.bytes, 0),
    jsAheadBytes: ahead.reduce((sum, request) => sum + request.bytes, 0),
    jsRequests: scripts.length,
    requests: list.length,
    encodings: [...new Set(scripts.map((request) => request.encoding || 'identity'))],
  };
}

/**
 * Loads one page cold and returns its figures.
 * @param {import('playwright-core').Browser} browser
 * @param {{url: string, storage: Record<string,string>, ready: (page: import('playwright-core').Page) => Promise<void>}} target
 */
export async function measureLoad(browser, target) {
  const { context, page, requests, waitForQuiet } = await throttledPage(browser, target);
  try {
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    await page.goto(target.url, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT_MS });
    await target.ready(page);
    await waitForQuiet(deadline);
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const seen = window.__bench;
      return {
        fcp,
        lcp: seen.lcp,
        lcpElement: seen.lcpElement,
        longTasks: seen.longTasks,
        layoutShifts: seen.layoutShifts,
        now: performance.now(),
      };
    });
    const network = networkFigures(requests);
    return {
      jsBytes: network.jsBytes,
      jsAheadBytes: network.jsAheadBytes,
      jsRequests: network.jsRequests,
      requests: network.requests,
      fcp: timing.fcp,
      lcp: timing.lcp,
      tbt: totalBlockingTime(timing.longTasks, timing.fcp, timing.now),
      cls: cumulativeLayoutShift(timing.layoutShifts),
      lcpElement: timing.lcpElement,
      encodings: network.encodings,
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens a page, waits until it is loaded and quiet, then navigates client-side (history.pushState, as
 * the site's links do) and measures, in the page, the time until the new part is interactive: its
 * element is visible and a click on it is handled (the handler's effect is seen).
 * @param {{url: string, storage: Record<string,string>, ready: Function, to: string, element: {role: string, name: string}, handled: 'left-path'|'element-gone'}} target
 */
export async function measureNavigation(browser, target) {
  const { context, page, waitForQuiet } = await throttledPage(browser, target);
  try {
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    await page.goto(target.url, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT_MS });
    await target.ready(page);
    await waitForQuiet(deadline);
    const interactive = await page.evaluate(
      ({ to, text, handled, timeoutMs }) =>
        new Promise((resolve, reject) => {
          const start = performance.now();
          const path = new URL(to, location.href).pathname;
          window.history.pushState(null, '', to);
          const find = () =>
            [...document.querySelectorAll('button, a')].find(
              (element) => element.textContent?.trim() === text && element.checkVisibility?.() !== false,
            );
          const poll = () => {
            if (performance.now() - start > timeoutMs) {
              reject(new Error(`"${text}" did not become interactive on ${to}`));
              return;
            }
            const element = find();
            if (!element || element.getBoundingClientRect().height === 0) {
              setTimeout(poll, 10);
              return;
            }
            element.click();
            const responded = () => (handled === 'left-path' ? location.pathname !== path : !element.isConnected);
            const confirm = () => {
              if (responded()) resolve(performance.now() - start);
              else if (performance.now() - start > timeoutMs) reject(new Error(`a click on "${text}" was not handled`));
              else setTimeout(confirm, 5);
            };
            confirm();
          };
          poll();
        }),
      { to: target.to, text: target.element, handled: target.handled, timeoutMs: LOAD_TIMEOUT_MS },
    );
    return { interactive };
  } finally {
    await context.close();
  }
}
