import { expect, test, type Request } from '@playwright/test';
import { API_URL, origin, startOne, stopOne } from '../support/parts';
import { ALL_SCOPES, makeLive, publishRelease, resetRegistry, turnOff } from '../support/registry';
import {
  PART_FALLBACK_TEXT,
  PART_OFF_TEXT,
  chooseModule,
  countReactRenderers,
  installReactRendererCounter,
  moduleOfType,
  pickLocationWithFallbackMap,
} from '../support/pages';
import { twoItemsOfOneStore } from '../support/catalogue';
import { cartButton, drawer, openHome } from './cart-helpers';

const DISCOVERY = origin('mfe-discovery');
const CART_CHECKOUT = origin('mfe-cart-checkout');
const ACCOUNT = origin('mfe-account');

test.afterEach(async () => {
  await resetRegistry();
});

test('the shell renders the nav and the discovery landing page served from its own origin', async ({ page }) => {
  const discoveryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DISCOVERY)) discoveryRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Everything you need, delivered/ })).toBeVisible();
  expect(discoveryRequests).toContain(`${DISCOVERY}/mf-manifest.json`);
  expect(discoveryRequests.some((url) => /__federation_expose_app\.[0-9a-f]+\.js$/.test(url))).toBe(true);
});

test('a cart change made inside the discovery remote shows in the shell nav without a reload', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await chooseModule(page, grocery.module_name);
  // Adding needs a delivery location (otherwise the delivery-location alert opens).
  await pickLocationWithFallbackMap(page);

  // An item that goes straight into the cart (no variations to choose).
  const reply = (await (
    await fetch(`${API_URL}/api/v1/items/popular?type=all&limit=12&offset=1`, {
      headers: { moduleId: String(grocery.id) },
    })
  ).json()) as { products: { name: string; variations: unknown[]; food_variations: unknown[] }[] };
  const plain = reply.products.find((item) => item.variations.length === 0 && item.food_variations.length === 0);
  expect(plain, 'the seeded grocery popular items include one without variations').toBeDefined();

  const cartCount = page.getByTestId('cart-count');
  await expect(cartCount).toHaveText('0');
  await page.getByRole('button', { name: `Add ${plain!.name} to cart` }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(cartCount).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The add control is cart-checkout's, embedded in discovery's card through federation.
  expect(requested.some((url) => url.startsWith(`${CART_CHECKOUT}/__federation_expose_AddToCartButton.`))).toBe(true);

  // The cart-checkout overlay reads the same atom.
  await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByText(plain!.name)).toBeVisible();
});

test('React is instantiated once for the shell and every mounted remote', async ({ page }) => {
  await installReactRendererCounter(page);
  const remoteOrigins = new Set<string>();
  page.on('response', (response) => {
    const origin = new URL(response.url()).origin;
    if ([DISCOVERY, CART_CHECKOUT, ACCOUNT].includes(origin)) remoteOrigins.add(origin);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Everything you need/ })).toBeVisible();
  // Discovery's page, cart-checkout's overlay host (loaded by opening the cart) and account's page.
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.history.pushState(null, '', '/profile'));
  await expect(page.locator('[data-remote="account"]')).toContainText('You must be login to access this page.');
  expect(remoteOrigins).toEqual(new Set([DISCOVERY, CART_CHECKOUT, ACCOUNT]));
  expect(await countReactRenderers(page)).toBe(1);
});

test('with a remote server stopped the page renders, its slot shows the fallback and other remotes work', async ({
  page,
}) => {
  await stopOne('mfe-account');
  try {
    await page.goto('/profile');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const fallback = page.locator('[data-remote="account"]').getByRole('alert');
    await expect(fallback).toContainText(PART_FALLBACK_TEXT);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other remotes keep working: discovery's page and cart-checkout's drawer.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-remote="discovery"]').getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await page.keyboard.press('Escape');
  } finally {
    await startOne('mfe-account');
  }
  // Once the server is back, the next navigation loads the part.
  await page.evaluate(() => window.history.pushState(null, '', '/profile'));
  await expect(page.locator('[data-remote="account"]')).toContainText('You must be login to access this page.');
});

test('a remote server killed mid-session: its page shows the fallback, the cart keeps its line and takes another, and the restarted server loads on the next navigation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const grocery = await openHome(page, 'grocery');
  const [first, second] = await twoItemsOfOneStore(grocery.id);
  const accountPage: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ACCOUNT}/__federation_expose_app.`)) accountPage.push(request.url());
  });

  await page
    .getByRole('button', { name: `Add ${first.name} to cart` })
    .first()
    .click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // The account part's page has not been loaded yet in this session.
  expect(accountPage).toEqual([]);

  await stopOne('mfe-account');
  try {
    await page.evaluate(() => window.history.pushState(null, '', '/profile'));
    await expect(page.locator('[data-remote="account"]').getByRole('alert')).toContainText(PART_FALLBACK_TEXT);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    // The rest of the site keeps working: back home, a second item goes into the cart.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page
      .getByRole('button', { name: `Add ${second.name} to cart` })
      .first()
      .click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await cartButton(page).click();
    await expect(drawer(page).getByText(first.name).first()).toBeVisible();
    await expect(drawer(page).getByText(second.name).first()).toBeVisible();
    await page.keyboard.press('Escape');
  } finally {
    await startOne('mfe-account');
  }

  // The server is back: the next navigation loads the part, and the cart is as it was.
  await page.evaluate(() => window.history.pushState(null, '', '/profile'));
  await expect(page.locator('[data-remote="account"]')).toContainText('You must be login to access this page.');
  await expect(page.locator('[data-remote="account"]').getByRole('alert')).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('a remote turned off for a module is not fetched while that module is selected', async ({ page }) => {
  const grocery = await moduleOfType('grocery');
  const food = await moduleOfType('food');
  await turnOff('cart_checkout', ['grocery']);

  await page.goto('/');
  await chooseModule(page, grocery.module_name);

  // From a fresh page load with grocery selected, nothing of cart-checkout is requested.
  const cartCheckoutRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CART_CHECKOUT)) cartCheckoutRequests.push(request);
  });
  await page.reload();
  // Discovery's cards show, without cart-checkout's embedded add control.
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  await expect(page.locator('article h3').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ })).toHaveCount(0);
  await page.evaluate(() => window.history.pushState(null, '', '/checkout?page=cart'));
  await expect(page.locator('[data-remote="cart_checkout"]').getByRole('status')).toContainText(PART_OFF_TEXT);
  expect(cartCheckoutRequests.map((request) => request.url())).toEqual([]);

  // Another module for which the remote is on loads it.
  await chooseModule(page, food.module_name);
  await page.evaluate(() => window.history.pushState(null, '', '/checkout?page=cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(cartCheckoutRequests.length).toBeGreaterThan(0);
});

test('a remote whose manifest is not a manifest shows the fallback in its slot only', async ({ page }) => {
  await publishRelease('account', '0.0.1-broken', `${API_URL}/health`);
  await makeLive('account', '0.0.1-broken', ALL_SCOPES);
  await page.goto('/profile');
  await expect(page.locator('[data-remote="account"]').getByRole('alert')).toContainText(PART_FALLBACK_TEXT);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.locator('[data-remote="discovery"]').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a manifest that fails once is fetched again past the cache and the part loads', async ({ page }) => {
  let attempts = 0;
  await page.route(`${ACCOUNT}/mf-manifest.json*`, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  const retried: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ACCOUNT}/mf-manifest.json?retry=`)) retried.push(request.url());
  });
  await page.goto('/profile');
  await expect(page.locator('[data-remote="account"]')).toContainText('You must be login to access this page.');
  expect(retried).toHaveLength(1);
  await expect(page.locator('[data-remote="account"]').getByRole('alert')).toHaveCount(0);
});

test('a remote entry that hangs past 5 s is asked for once more past the cache, then the slot falls back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const entries: string[] = [];
  // The account server accepts the request for its entry and never answers.
  await page.route(`${ACCOUNT}/remoteEntry.js*`, (route) => {
    entries.push(route.request().url());
    return new Promise(() => undefined);
  });
  await page.goto('/profile');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('[data-remote="account"]').getByRole('alert')).toContainText(PART_FALLBACK_TEXT, {
    timeout: 30_000,
  });
  expect(entries[0]).toBe(`${ACCOUNT}/remoteEntry.js`);
  expect(entries.some((url) => url.startsWith(`${ACCOUNT}/remoteEntry.js?retry=`))).toBe(true);
  // The rest of the page works meanwhile.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.locator('[data-remote="discovery"]').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a remote entry and a chunk that fail the first time load on their retry, with no fallback', async ({ page }) => {
  const seen: string[] = [];
  let entryFailed = false;
  let chunkFailed = false;
  await page.route(`${ACCOUNT}/remoteEntry.js*`, async (route) => {
    seen.push(route.request().url());
    if (!entryFailed) {
      entryFailed = true;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.route(`${ACCOUNT}/__federation_expose_app.*`, async (route) => {
    seen.push(route.request().url());
    if (!chunkFailed) {
      chunkFailed = true;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.goto('/profile');
  await expect(page.locator('[data-remote="account"]')).toContainText('You must be login to access this page.');
  await expect(page.locator('[data-remote="account"]').getByRole('alert')).toHaveCount(0);
  const entryRetries = seen.filter((url) => url.startsWith(`${ACCOUNT}/remoteEntry.js?retry=`));
  expect(entryRetries).toHaveLength(1);
  const chunkLoads = seen.filter((url) => url.startsWith(`${ACCOUNT}/__federation_expose_app.`));
  expect(chunkLoads).toHaveLength(2);
});

test("a remote built against a newer minor of React runs on the host's React: one renderer", async ({ page }) => {
  await installReactRendererCounter(page);
  const hostReact = (await (await fetch(`${origin('mfe-parcel')}/mf-manifest.json`)).json()) as {
    shared: { name: string; version: string }[];
  };
  const built = hostReact.shared.find((entry) => entry.name === 'react')?.version;
  expect(built).toMatch(/^19\.\d+\.\d+$/);
  const newerMinor = `19.${Number(built!.split('.')[1]) + 5}.0`;
  // Stand in for a parcel build made against a later React 19 minor: its entry offers its own copies
  // of react and react-dom at that version. With 'version-first' they would win and start a second React.
  await page.route(`${origin('mfe-parcel')}/remoteEntry.js*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(`"${built}"`, `"${newerMinor}"`);
    expect(body).toContain(`"${newerMinor}"`);
    await route.fulfill({ response, body });
  });
  await page.goto('/parcel-delivery-info');
  await expect(page.locator('#part-parcel')).toHaveAttribute('data-part-version', /.+/);
  await expect(page.locator('[data-remote="parcel"]').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-remote="parcel"]').getByText('Choose what you are sending first.')).toBeVisible();
  expect(await countReactRenderers(page)).toBe(1);
});

test('a remote built against another major of React is refused with a clear warning and its fallback, never a second React', async ({
  page,
}) => {
  await installReactRendererCounter(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Stand in for a parcel build made against React 18: its entry asks the page for that major.
  await page.route(`${origin('mfe-parcel')}/remoteEntry.js*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('">=19.0.0 <20.0.0"', '">=18.0.0 <19.0.0"');
    await route.fulfill({ response, body });
  });
  await page.goto('/parcel-delivery-info');
  await expect(page.locator('[data-remote="parcel"]').getByRole('alert')).toContainText(PART_FALLBACK_TEXT);
  expect(warnings.some((text) => text.includes('Remote "parcel" was built against a major version'))).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await countReactRenderers(page)).toBe(1);
});

test('every part serves its scripts compressed at build time, brotli or gzip as asked, varying by encoding', async ({
  request,
}) => {
  const shellPage = await (await request.get(origin('shell'))).text();
  const shellScript = shellPage.match(/src="\/?(main\.[0-9a-f]{8}\.js)"/)?.[1];
  expect(shellScript).toBeTruthy();
  const scripts = [
    `${origin('shell')}/${shellScript}`,
    ...['mfe-discovery', 'mfe-cart-checkout', 'mfe-account', 'mfe-parcel'].map(
      (part) => `${origin(part)}/remoteEntry.js`,
    ),
  ];
  for (const url of scripts) {
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    const plainLength = Number(plain.headers()['content-length']);
    for (const encoding of ['br', 'gzip']) {
      // Playwright decodes the body, so the encoding and the smaller length are read from the headers.
      const reply = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(reply.headers()['content-encoding'], url).toBe(encoding);
      expect(reply.headers()['vary'], url).toMatch(/accept-encoding/i);
      expect(Number(reply.headers()['content-length']), url).toBeLessThan(plainLength / 2);
      expect(await reply.text()).toBe(await plain.text());
    }
  }
});

test("the page's own part's scripts are asked for as soon as the shell's script is in, and the runtime runs those copies", async ({
  page,
  request,
}) => {
  // The shell's server lists them once it has read the part's manifest (after its first page).
  const template = `<template id="part-script-preloads"><link rel="preload" href="${DISCOVERY}/remoteEntry.js" as="script">`;
  await expect
    .poll(async () => (await (await request.get(`${origin('shell')}/home`)).text()).includes(template))
    .toBe(true);
  const entry = `${DISCOVERY}/remoteEntry.js`;
  const order: string[] = [];
  let entryAsked = () => {};
  const entrySeen = new Promise<void>((resolve) => (entryAsked = resolve));
  page.on('requestfinished', (finished) => {
    if (/\/main\.[0-9a-f]+\.js$/.test(finished.url())) order.push("the shell's script in");
  });
  page.on('request', (sent) => {
    if (sent.url() !== entry) return;
    order.push("the part's entry asked for");
    entryAsked();
  });
  // The part's manifest is held back: the runtime could ask for the entry only once it has it, the
  // listed preloads do not wait for it (5 s at most, then the page goes on either way).
  await page.route(`${DISCOVERY}/mf-manifest.json`, async (route) => {
    await Promise.race([entrySeen, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push("the part's manifest answered");
    await route.continue();
  });
  await openHome(page, 'grocery');
  await expect(page.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
  // Asked for once: the preload's copy is the one the runtime ran.
  expect(order).toEqual(["the shell's script in", "the part's entry asked for", "the part's manifest answered"]);
});

test("the checkout's page asks for the shell's formik, which cart-checkout's app needs before it runs, with the part's scripts", async ({
  page,
  request,
}) => {
  const shell = origin('shell');
  const manifest = await (await request.get(`${shell}/mf-manifest.json`)).json();
  const formik: string[] = manifest.shared
    .find((entry: { name: string }) => entry.name === '@storefront/shared/formik')
    .assets.js.sync.map((file: string) => `${shell}/${file}`);
  const paths = formik.map((url) => url.slice(shell.length + 1));
  expect(paths.length).toBeGreaterThan(0);
  // The server lists them once it has read cart-checkout's manifest (after its first page).
  await expect
    .poll(async () => {
      const html = await (await request.get(`${shell}/checkout?page=cart`)).text();
      return paths.every((file) => html.includes(`href="/${file}"`));
    })
    .toBe(true);
  const grocery = await moduleOfType('grocery');
  await page.addInitScript((module) => localStorage.setItem('module', JSON.stringify(module)), grocery);
  const order: string[] = [];
  let allAsked = () => {};
  const formikAsked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (sent) => {
    if (!formik.includes(sent.url())) return;
    order.push(`the shell's ${sent.url().slice(shell.length + 1)} asked for`);
    if (order.length === formik.length) allAsked();
  });
  // The part's app file is held back: once it had run, it would ask for formik itself (5 s at most).
  await page.route(new RegExp(`^${CART_CHECKOUT}/__federation_expose_app\\.`), async (route) => {
    await Promise.race([formikAsked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push("the part's app answered");
    await route.continue();
  });
  await page.goto('/checkout?page=cart');
  await expect(page.getByText('No items added in your cart. Please add product to your cart list.')).toBeVisible();
  // Each asked for once, before the part's app had run.
  expect(order.at(-1)).toBe("the part's app answered");
  expect(order.slice(0, -1).sort()).toEqual(paths.map((file) => `the shell's ${file} asked for`).sort());
});

test("the shell's page preloads the registry and the manifests of discovery and cart-checkout, and composition uses those copies", async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${origin('shell')}/home`)).text();
  for (const url of [`${API_URL}/registry`, `${DISCOVERY}/mf-manifest.json`, `${CART_CHECKOUT}/mf-manifest.json`]) {
    expect(html).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin>`);
  }
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(sent.url()));
  await openHome(page, 'grocery');
  await expect(page.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
  // Each was asked for once, by its preload: the shell and the federation runtime took the preloaded answers.
  expect(fetched.filter((url) => url === `${API_URL}/registry`)).toHaveLength(1);
  expect(fetched.filter((url) => url === `${DISCOVERY}/mf-manifest.json`)).toHaveLength(1);
  expect(fetched.filter((url) => url === `${CART_CHECKOUT}/mf-manifest.json`)).toHaveLength(1);
});
