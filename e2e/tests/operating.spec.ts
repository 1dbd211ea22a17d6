import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { chooseModule, moduleOfType, PART_FALLBACK_TEXT, PART_OFF_TEXT } from '../support/pages';
import { API_URL, OPERATOR_TOKEN, origin } from '../support/parts';
import { expectNoSeriousViolations } from '../support/axe';
import { ALL_SCOPES, ROOT_VERSION, makeLive, publishRelease, readRegistry, resetRegistry } from '../support/registry';
import { typeInto } from '../support/typing';
import { ROOT, runNpmScript } from '../support/npm-scripts';

/** Runs one of the repository's npm scripts as a team or an operator would; fails on a non-zero exit. */
async function npm(args: string[], env: Record<string, string> = {}) {
  const { code, stdout, stderr } = await runNpmScript(args, env);
  if (code !== 0) throw new Error(`npm ${args.join(' ')} exited ${code}:\n${stderr}`);
  return stdout;
}

/** Every file's modification time under a folder. */
function mtimes(dir: string): Record<string, number> {
  const times: Record<string, number> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) times[name] = statSync(file).mtimeMs;
  }
  return times;
}

const navigate = (page: Page, to: string) => page.evaluate((url) => window.history.pushState(null, '', url), to);
const discoveryVersion = (page: Page) => page.locator('#part-discovery');

test.beforeEach(async () => {
  await resetRegistry();
});
test.afterAll(async () => {
  await resetRegistry();
});

test('a new release of one remote is deployed under an open page, shows on the next navigation, and rolls back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const grocery = await moduleOfType('grocery');
  // Each file as it was asked for: a file fetched ahead for a later page (a prefetch) and then run
  // comes from the cache, and is no refetch.
  const asked = (request: Request) => `${request.resourceType()} ${request.url()}`;
  const loadedBefore = new Set<string>();
  const recordBefore = (request: Request) => loadedBefore.add(asked(request));
  page.on('request', recordBefore);
  await page.goto('/');
  await chooseModule(page, grocery.module_name);
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  await expect(discoveryVersion(page)).toHaveAttribute('data-part-version', ROOT_VERSION);
  page.off('request', recordBefore);

  // The discovery team builds and deploys a new version as docs/remotes.md says; nothing else is built,
  // and the build the discovery server serves at its root (release 0.1.0) is not touched either.
  const folders = ['shell', 'mfe-discovery', 'mfe-cart-checkout', 'mfe-account', 'mfe-parcel'];
  const others = folders.filter((folder) => folder !== 'mfe-discovery');
  const before = Object.fromEntries(folders.map((folder) => [folder, mtimes(path.join(ROOT, folder, 'dist'))]));
  const version = `0.2.0-e2e.${Date.now()}`;
  const build = path.join(ROOT, 'mfe-discovery', 'builds', version);
  try {
    await npm(['run', 'build', '-w', 'mfe-discovery'], { PART_VERSION: version });
    expect(existsSync(path.join(build, 'mf-manifest.json'))).toBe(true);

    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const deployed = await npm(['run', 'deploy', '-w', 'mfe-discovery', '--', '--live', 'all']);
    expect(deployed).toContain(`discovery ${version} is live for default, food, grocery, pharmacy, ecommerce, parcel`);

    // The open page keeps working on what it has; the next navigation brings the new release.
    await navigate(page, '/categories');
    await expect(discoveryVersion(page)).toHaveAttribute('data-part-version', version);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const discoveryOrigin = origin('mfe-discovery');
    // The release's URL names its remote.
    const releaseUrl = `${discoveryOrigin}/releases/discovery/${version}/`;
    expect(requests.some((request) => request.url().startsWith(releaseUrl))).toBe(true);

    // The team rolls its remote back: the previous state returns on the next navigation.
    const rolledBack = await npm(['run', 'registry', '--', 'rollback', 'discovery']);
    expect(rolledBack.split('\n').find((line) => line.startsWith('registry: '))).toBe(`registry: ${API_URL}/registry`);
    await navigate(page, '/home');
    await expect(discoveryVersion(page)).toHaveAttribute('data-part-version', ROOT_VERSION);
    await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();

    // Across the deploy and the rollback no other part's files were fetched again (a chunk the
    // navigation needs for the first time is no refetch), no other entry or manifest was read again,
    // and nothing else was rebuilt; the root release of discovery still has every file it had (an
    // open page may still need them).
    const fetchedAgain = requests
      .filter((request) => loadedBefore.has(asked(request)) || /remoteEntry|mf-manifest/.test(request.url()))
      .map((request) => request.url());
    for (const folder of others) {
      expect(fetchedAgain.filter((url) => url.startsWith(origin(folder)) && !url.includes('/api/'))).toEqual([]);
    }
    for (const folder of folders) expect(mtimes(path.join(ROOT, folder, 'dist'))).toEqual(before[folder]);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }

  // The history says who did what, before → after, publishes included.
  const history = await npm(['run', 'registry', '--', 'history', 'discovery']);
  const everywhere = 'discovery default, food, grocery, pharmacy, ecommerce, parcel';
  expect(history).toContain(`publish discovery ${version} (`);
  expect(history).toContain(`${everywhere}: ${ROOT_VERSION} → ${version}`);
  expect(history).toMatch(new RegExp(`rollback discovery \\(undoes #\\d+\\): ${everywhere}: .+ → ${ROOT_VERSION}`));
});

test('two releases of one remote live at once: the new one for grocery only, the old one for food', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const grocery = await moduleOfType('grocery');
  const food = await moduleOfType('food');
  const version = `0.3.0-e2e.${Date.now()}`;
  const build = path.join(ROOT, 'mfe-discovery', 'builds', version);
  try {
    await npm(['run', 'build', '-w', 'mfe-discovery'], { PART_VERSION: version });
    const deployed = await npm(['run', 'deploy', '-w', 'mfe-discovery', '--', '--live', 'grocery']);
    expect(deployed).toContain(`discovery ${version} is live for grocery`);
    const listed = await npm(['run', 'registry', '--', 'list']);
    expect(listed).toMatch(
      new RegExp(`discovery\\s+default=0\\.1\\.0 food=0\\.1\\.0 grocery=${version.replaceAll('.', '\\.')}`),
    );

    await page.goto('/');
    await chooseModule(page, grocery.module_name);
    await expect(discoveryVersion(page)).toHaveAttribute('data-part-version', version);
    await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();

    await chooseModule(page, food.module_name);
    await expect(discoveryVersion(page)).toHaveAttribute('data-part-version', ROOT_VERSION);
    await expect(page.locator('[data-remote="discovery"]').getByRole('heading', { level: 2 }).first()).toBeVisible();

    await chooseModule(page, grocery.module_name);
    await expect(discoveryVersion(page)).toHaveAttribute('data-part-version', version);
    await expect(page.locator('[data-remote="discovery"]').getByRole('alert')).toHaveCount(0);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
});

test('a remote turned off for one module and on for another: customers of each see the right thing', async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const food = await moduleOfType('food');
  await npm(['run', 'registry', '--', 'disable', 'discovery', 'food']);
  // Parcel was never live for grocery: enable needs the version named.
  await npm(['run', 'registry', '--', 'enable', 'parcel', 'grocery', '--version', ROOT_VERSION]);
  const listed = await npm(['run', 'registry', '--', 'list']);
  expect(listed).toMatch(/discovery\s+default=0\.1\.0 food=off grocery=0\.1\.0/);

  await page.goto('/');
  await chooseModule(page, food.module_name);
  // Turned off on purpose: a neutral note, not the failure fallback with its Try again.
  await expect(page.locator('[data-remote="discovery"]').getByRole('status')).toContainText(PART_OFF_TEXT);
  await expect(page.locator('[data-remote="discovery"]').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await chooseModule(page, grocery.module_name);
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  await expect(page.locator('[data-remote="discovery"]').getByText(PART_OFF_TEXT)).toHaveCount(0);
  // Parcel's pages now load for grocery customers too.
  await navigate(page, '/parcel-delivery-info');
  await expect(page.locator('#part-parcel')).toHaveAttribute('data-part-version', ROOT_VERSION);

  // enable brings back the version that was live for food before it was turned off.
  expect(await npm(['run', 'registry', '--', 'enable', 'discovery', 'food'])).toContain(
    `discovery on again: food ${ROOT_VERSION}`,
  );
  await chooseModule(page, food.module_name);
  await expect(page.locator('[data-remote="discovery"]').getByText(PART_OFF_TEXT)).toHaveCount(0);
  await expect(page.locator('[data-remote="discovery"]').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the operator view shows what is live and what failed, applies a toggle and rolls it back', async ({ page }) => {
  // A broken release of account goes live; a customer's browser reports that it did not load.
  await publishRelease('account', '0.0.9-broken', `${API_URL}/health`);
  await makeLive('account', '0.0.9-broken', ALL_SCOPES);
  await page.goto('/profile');
  await expect(page.locator('[data-remote="account"]').getByRole('alert')).toContainText(PART_FALLBACK_TEXT);
  await resetRegistry();

  await page.goto('/operator');
  await typeInto(page.getByLabel('Operator token'), 'not-the-token');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('A valid operator token is required.')).toBeVisible();
  await typeInto(page.getByLabel('Operator token'), OPERATOR_TOKEN);
  await page.getByRole('button', { name: 'Open' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Remote registry' })).toBeVisible();
  await expect(page.getByLabel('discovery for Food')).toHaveValue(ROOT_VERSION);
  const failures = page.getByRole('region', { name: 'Recent load failures' });
  await expect(failures.getByRole('row', { name: /account 0\.0\.9-broken/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('discovery for Food').selectOption('');
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('The registry was updated.')).toBeVisible();
  expect((await readRegistry()).remotes.find((r) => r.name === 'discovery')?.live.food).toBeUndefined();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText(`discovery food: ${ROOT_VERSION} → off`);
  await history
    .getByRole('row')
    .nth(2)
    .getByRole('button', { name: /^Roll back to #/ })
    .click();
  await page.getByRole('dialog', { name: 'Roll back' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/^Rolled back to #\d+\.$/)).toBeVisible();
  await expect(page.getByLabel('discovery for Food')).toHaveValue(ROOT_VERSION);
  expect((await readRegistry()).remotes.find((r) => r.name === 'discovery')?.live.food).toBe(ROOT_VERSION);

  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: 'dark' })));
  await page.reload();
  await expect(page.getByLabel('discovery for Food')).toBeVisible();
  await expectNoSeriousViolations(page);
});
