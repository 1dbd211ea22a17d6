import { expect, test } from '@playwright/test';
import { SHELL_URL, origin } from '../support/parts';
import { moduleOfType } from '../support/pages';
import { cartButton, continueAsGuest, drawer, openHome, orderableItem, plain, popularItems } from './cart-helpers';

const CART_CHECKOUT = origin('mfe-cart-checkout');
const ACCOUNT = origin('mfe-account');
const overlayHosts = (urls: string[]) =>
  urls.filter((url) => /\/__federation_expose_overlays\.[0-9a-f]+\.js$/.test(url));

test("a guest's module home loads no overlay host; the cart drawer opens on the first click and stays loaded", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openHome(page, 'grocery');
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(overlayHosts(requested)).toEqual([]);
  expect(requested.filter((url) => url.startsWith(ACCOUNT))).toEqual([]);

  // A click alone (no pointer passing over the button first) opens the drawer once its host is in.
  await cartButton(page).dispatchEvent('click');
  await expect(drawer(page)).toBeVisible();
  expect(overlayHosts(requested).map((url) => new URL(url).origin)).toEqual([CART_CHECKOUT]);

  // Closed, the host stays mounted: opening again loads nothing more.
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(page.locator('#part-cart_checkout-overlays')).toHaveAttribute('data-part-version', /.+/);
  const loaded = requested.length;
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  expect(overlayHosts(requested.slice(loaded))).toEqual([]);
  // Focus went into the drawer and comes back to the cart button when it closes.
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toBeFocused();
});

test('an item asked for while the overlay host is still loading shows in a frame, then opens', async ({ page }) => {
  const food = await moduleOfType('food');
  const burger = (await popularItems(food.id)).find(
    (item) => item.food_variations.some((group) => group.required === 'on') && item.available_time_starts !== '07:00',
  )!;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${CART_CHECKOUT}/__federation_expose_overlays.*`, async (route) => {
    await held;
    await route.continue();
  });
  await openHome(page, 'food');
  await page.getByRole('button', { name: `Add ${burger.name} to cart` }).click();
  const frame = page.locator('[data-pending-overlay="cart_checkout"]');
  await expect(frame.getByRole('status', { name: 'Loading' })).toBeVisible();

  release();
  await expect(page.getByRole('dialog', { name: burger.name })).toBeVisible();
  await expect(frame).toHaveCount(0);
});

test("once a home is idle, the checkout part's entry and scripts are fetched ahead without running, and the cart opens from them", async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The shell's copy of formik (each of its files), which the checkout's form runs on: not on a home, so
  // fetched ahead too.
  const shellManifest = (await (await request.get(`${SHELL_URL}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const formik = shellManifest.shared
    .find(({ name }) => name === '@storefront/shared/formik')!
    .assets.js.sync.map((file) => `${SHELL_URL}/${file}`);
  const formikFile = (url: string) => `formik ${url.slice(SHELL_URL.length + 1)}`;
  // The part's entry, the script of its page part (`app`), and the shell's formik.
  const fileOf = (url: string) =>
    formik.includes(url)
      ? formikFile(url)
      : !url.startsWith(CART_CHECKOUT)
        ? undefined
        : /\/remoteEntry\.js$/.test(url)
          ? 'entry'
          : /\/__federation_expose_app\.[0-9a-f]+\.js$/.test(url)
            ? 'app'
            : undefined;
  const responses: { requestId: string; file: string; type: string; fromCache: boolean }[] = [];
  // 304: the server confirmed the browser's copy, nothing was downloaded again.
  const confirmed = new Set<string>();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    if (statusCode === 304) confirmed.add(requestId);
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const file = fileOf(response.url);
    const fromCache = Boolean(response.fromPrefetchCache || response.fromDiskCache);
    if (file) responses.push({ requestId, file, type, fromCache });
  });
  const fetched = (only?: string) =>
    responses
      .filter(({ file }) => !only || file === only)
      .map(({ requestId, file, type, fromCache }) => ({ file, type, cached: fromCache || confirmed.has(requestId) }));
  const item = await orderableItem((await moduleOfType('grocery')).id);
  await openHome(page, 'grocery');
  // Fetched as prefetches (low priority), not run: running them would load them as scripts.
  await expect
    .poll(() => fetched().sort((a, b) => a.file.localeCompare(b.file)))
    .toEqual([
      { file: 'app', type: 'Other', cached: false },
      { file: 'entry', type: 'Other', cached: false },
      ...formik.map((url) => ({ file: formikFile(url), type: 'Other', cached: false })),
    ]);

  await page.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await continueAsGuest(page);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  // The scripts that run it came from the browser's cache, not over the network again.
  expect(fetched('entry').slice(1)).toEqual([expect.objectContaining({ type: 'Script', cached: true })]);
  expect(fetched('app').slice(1)).toEqual([expect.objectContaining({ type: 'Script', cached: true })]);
  for (const url of formik) {
    expect(fetched(formikFile(url)).slice(1)).toEqual([expect.objectContaining({ type: 'Script', cached: true })]);
  }
});

test("a home's add buttons load cart-checkout's control as they near the screen; a tap before it arrives still adds", async ({
  page,
}) => {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id)).find(plain)!;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CART_CHECKOUT) && request.resourceType() === 'script') scripts.push(request.url());
  });
  // The control's code is held on its way, so the tap lands on what stands in for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__federation_expose_AddToCartButton\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openHome(page, 'grocery');
  await page.waitForLoadState('networkidle');
  // The first screen shows no item card: nothing of cart-checkout has run.
  expect(scripts).toEqual([]);

  const add = page.getByRole('button', { name: `Add ${item.name} to cart` }).first();
  await add.click();
  await expect.poll(() => scripts.some((url) => /__federation_expose_AddToCartButton/.test(url))).toBe(true);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByText('Item added to cart')).toBeVisible();
});
