import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { chooseModule, moduleOfType } from '../support/pages';
import { OPERATOR_TOKEN } from '../support/parts';
import { ROOT_VERSION, operatorCall, publishRelease, readRegistry, resetRegistry } from '../support/registry';
import { typeInto } from '../support/typing';

/**
 * A release of discovery that loads: the root build under another version, told apart by its
 * manifest URL (the static server ignores the query).
 */
const PREVIEWED = '1.9.0-preview';
const PREVIEWED_MANIFEST = `?release=${PREVIEWED}`;

const banner = (page: Page) => page.getByRole('region', { name: 'Preview' });
/** Every URL a browser context asked for, to see which release's manifest it loaded. */
function requestsOf(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}
const loadedPreview = (urls: string[]) => urls.some((url) => url.endsWith(`mf-manifest.json${PREVIEWED_MANIFEST}`));

async function groceryHome(page: Page) {
  await chooseModule(page, (await moduleOfType('grocery')).module_name);
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
}

test.beforeAll(async () => {
  await resetRegistry();
  const root = (await readRegistry()).remotes
    .find((remote) => remote.name === 'discovery')
    ?.releases.find((release) => release.version === ROOT_VERSION);
  await publishRelease('discovery', PREVIEWED, `${root!.manifestUrl}${PREVIEWED_MANIFEST}`);
});
test.afterAll(async () => {
  await resetRegistry();
});

test('an operator previews a release in their browser alone, with a banner, until they end it', async ({ browser }) => {
  // Three loads of the full grocery home and two axe runs over it (about 20 s each on 2 cores).
  test.setTimeout(180_000);
  const revision = (await readRegistry()).revision;

  // The operator makes the link on /operator and opens it in the same tab (it carries their sign-in).
  const operator = await browser.newContext();
  const operatorRequests = requestsOf(operator);
  const page = await operator.newPage();
  await page.goto('/operator');
  await typeInto(page.getByLabel('Operator token'), OPERATOR_TOKEN);
  await page.getByRole('button', { name: 'Open' }).click();
  const section = page.getByRole('region', { name: 'Preview' });
  await section.getByLabel('Remote').selectOption('discovery');
  await section.getByLabel('Version').selectOption(PREVIEWED);
  await section.getByLabel('Module').selectOption('grocery');
  await section.getByRole('button', { name: 'Make preview link' }).click();
  await section.getByRole('link', { name: 'Open the preview in this tab' }).click();

  await expect(banner(page)).toContainText(`this browser loads discovery ${PREVIEWED} in grocery`);
  expect(new URL(page.url()).searchParams.has('preview')).toBe(false);
  await groceryHome(page);
  expect(loadedPreview(operatorRequests)).toBe(true);
  await expectNoSeriousViolations(page);
  // Every page of that browser, and a new tab of it, stays in the preview.
  operatorRequests.length = 0;
  const tab = await operator.newPage();
  await tab.goto('/home');
  await expect(banner(tab)).toBeVisible();
  await expect(tab.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  expect(loadedPreview(operatorRequests)).toBe(true);
  await tab.getByRole('button', { name: 'Dark theme' }).click();
  await expectNoSeriousViolations(tab);
  await tab.close();

  // A customer at the same moment gets the live release and no banner; nothing was changed for them.
  const customer = await browser.newContext();
  const customerRequests = requestsOf(customer);
  const shopper = await customer.newPage();
  await shopper.goto('/');
  await groceryHome(shopper);
  expect(customerRequests.some((url) => url.includes('mf-manifest.json'))).toBe(true);
  expect(loadedPreview(customerRequests)).toBe(false);
  await expect(banner(shopper)).toHaveCount(0);
  expect((await readRegistry()).revision).toBe(revision);
  await customer.close();

  operatorRequests.length = 0;
  await banner(page).getByRole('button', { name: 'End preview' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  expect(loadedPreview(operatorRequests)).toBe(false);
  await operator.close();
});

test('a forged link is refused with the reason, and the page loads what everyone gets', async ({ page, context }) => {
  const requests = requestsOf(context);
  const link = await operatorCall<{ token: string; path: string }>('POST', '/registry/previews', {
    remote: 'discovery',
    version: PREVIEWED,
  });
  const [payload, signature] = link.token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { v: string };
  const forged = Buffer.from(JSON.stringify({ ...claims, v: ROOT_VERSION })).toString('base64url');

  await page.goto(`/?preview=${forged}.${signature}`);
  await expect(page.getByText('This preview link is not valid.')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await groceryHome(page);
  expect(loadedPreview(requests)).toBe(false);
});
