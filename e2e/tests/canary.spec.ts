import { createRequire } from 'node:module';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { chooseModule, moduleOfType, PART_FALLBACK_TEXT } from '../support/pages';
import { API_URL } from '../support/parts';
import { ROOT_VERSION, operatorCall, publishRelease, readRegistry, resetRegistry } from '../support/registry';

type CanaryModule = typeof import('../../shared/src/contract/canary');
// The shared package is CommonJS to Node (no "type": "module"): its hash is required, not imported.
const { canaryBucket } = createRequire(import.meta.url)('../../shared/src/contract/canary.ts') as CanaryModule;

/** A release of discovery whose manifest is no manifest: it fails to load. */
const BROKEN = '0.0.9-canary';
const SHARE = 30;
const BROWSER_ID_KEY = 'storefront-browser-id';

interface HistoryEntry {
  actor: string;
  kind: string;
  action: string;
}

/** Browser ids shaped like the shell's that the canary's hash puts inside its share, or outside. */
function browserIdsFor(inside: boolean, count = 1): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    if (canaryBucket(id, 'discovery', 'grocery', BROKEN) < SHARE === inside) ids.push(id);
  }
  return ids;
}

/** A browser in the canary that failed to load it: its signed assignment asked for, then its report. */
async function failedElsewhere(browserId: string) {
  const release = { remote: 'discovery', scope: 'grocery', version: BROKEN };
  const asked = await fetch(`${API_URL}/registry/assignments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ browserId, ...release }),
  });
  expect(asked.status).toBe(200);
  const { token } = (await asked.json()) as { token: string };
  const reported = await fetch(`${API_URL}/registry/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...release, reason: 'manifest failed', browserId, assignment: token }),
  });
  expect(reported.status).toBe(204);
}

/** A browser of its own whose kept id is `id`, on the grocery module's home page. */
async function groceryVisitor(browser: Browser, id: string, prepare?: (context: BrowserContext) => Promise<unknown>) {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [BROWSER_ID_KEY, id] as const);
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto('/');
  await chooseModule(page, (await moduleOfType('grocery')).module_name);
  return { page, context };
}

const groceryCanary = async () =>
  ((await readRegistry()).remotes.find((r) => r.name === 'discovery') as { canary?: Record<string, unknown> }).canary
    ?.grocery;

test.afterAll(async () => {
  await resetRegistry();
});

test('a canary goes to its share of browsers, the same ones each time, and its failures roll it back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await resetRegistry();
  await publishRelease('discovery', BROKEN, `${API_URL}/health`);
  await operatorCall('POST', '/registry/canaries', {
    remote: 'discovery',
    scope: 'grocery',
    version: BROKEN,
    share: SHARE,
  });

  // A browser outside the share loads the live release, on every page.
  const [outsideId] = browserIdsFor(false);
  const outside = await groceryVisitor(browser, outsideId!);
  await expect(outside.page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  await expect(outside.page.locator('#part-discovery')).toHaveAttribute('data-part-version', ROOT_VERSION);
  await outside.page.reload();
  await expect(outside.page.locator('#part-discovery')).toHaveAttribute('data-part-version', ROOT_VERSION);
  await outside.context.close();
  expect(await groceryCanary()).toEqual({ version: BROKEN, share: SHARE });

  // Four other browsers in the share failed to load it: too few for the control plane to decide.
  const [insideId, ...others] = browserIdsFor(true, 5);
  for (const id of others) await failedElsewhere(id);
  expect(await groceryCanary()).toEqual({ version: BROKEN, share: SHARE });

  // A browser inside it gets the canary, which does not load: the fallback shows and the browser
  // reports the failure of that version with its signed assignment. Its report is held until the
  // fallback has been seen: the rollback it causes would otherwise bring the live release back at
  // the shell's next registry read.
  const reports: unknown[] = [];
  let sendReports = () => {};
  const held = new Promise<void>((resolve) => (sendReports = resolve));
  const inside = await groceryVisitor(browser, insideId!, (context) =>
    context.route('**/registry/failures', async (route) => {
      reports.push(route.request().postDataJSON());
      await held;
      await route.continue();
    }),
  );
  await expect(inside.page.locator('[data-remote="discovery"]').getByRole('alert')).toContainText(PART_FALLBACK_TEXT);
  await expect
    .poll(() => reports)
    .toContainEqual(
      expect.objectContaining({
        remote: 'discovery',
        scope: 'grocery',
        version: BROKEN,
        browserId: insideId,
        assignment: expect.stringMatching(/^\d+\.[\w-]+$/),
      }),
    );
  expect(await groceryCanary()).toEqual({ version: BROKEN, share: SHARE });
  // The fifth browser's report arrives: the control plane rolls the canary back by itself.
  sendReports();
  await expect.poll(groceryCanary).toBeUndefined();
  // Its next navigation reads the registry again and loads the live release.
  await inside.page.evaluate(() => window.history.pushState(null, '', '/categories'));
  await expect(inside.page.locator('#part-discovery')).toHaveAttribute('data-part-version', ROOT_VERSION);
  await expect(inside.page.getByRole('heading', { level: 1 })).toBeVisible();
  await inside.context.close();

  // History has both decisions: the operator's canary, then the control plane's rollback and why.
  const { changes } = await operatorCall<{ changes: HistoryEntry[] }>(
    'GET',
    '/registry/history?remote=discovery&scope=grocery&limit=2',
  );
  expect(changes.map(({ actor, kind }) => ({ actor, kind }))).toEqual([
    { actor: 'control plane', kind: 'canary-rollback' },
    { actor: 'operator', kind: 'canary' },
  ]);
  expect(changes[0]?.action).toMatch(
    new RegExp(
      `^discovery grocery: canary ${BROKEN} \\(${SHARE}%\\) rolled back: 5 of 5 browsers failed to load ` +
        `discovery ${BROKEN} in grocery in the last \\d+ min \\(threshold \\d+ %\\)$`,
    ),
  );
  expect(changes[1]?.action).toBe(`discovery grocery: canary ${BROKEN} for ${SHARE}% of browsers`);
});
