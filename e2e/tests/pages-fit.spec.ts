import { expect, test, type Page } from '@playwright/test';
import { signInWith } from '../support/account';
import {
  PHONE_HEADER_MAX_HEIGHT,
  contentCoveredBy,
  headerHeightOf,
  headerOverlapsOf,
  outsideViewport,
  resizeTo,
  settle,
  sidewaysOverflowOf,
  widthsInTurn,
} from '../support/fit';
import { isPhone, moduleOfType, openAccountMenu } from '../support/pages';
import { addToCartOf, api, customerWithAnOrder, openHome, popularItems, storeDetails } from './cart-helpers';

// Every route of the route table fits a phone, a tablet and a desktop: no page scrolls sideways and
// no menu opens past the window. Guests are walked in the light theme, customers in the dark one.
// The header keeps its height while the parts mount, keeps to one row no taller than 64 px on a
// phone, its controls never overlap, and the desktop's module rail covers none of the content.
// Each page is loaded once, at each width in turn, and then seen at the other two by resizing the
// window: a layout must fit however the window came to its width.
const WIDTHS = [390, 768, 1280];
const LONG_SEARCH = 'organic basmati rice with saffron and cardamom for a family biryani feast '.repeat(3).trim();

interface Seeded {
  moduleId: number;
  product: string;
  store: string;
  category: number;
  campaign: number | null;
}

async function seeded(): Promise<Seeded> {
  const grocery = await moduleOfType('grocery');
  const item = (await popularItems(grocery.id))[0]!;
  const store = await storeDetails(item.store_id);
  const categories = await api<{ id: number }[]>('categories', { moduleId: grocery.id });
  const campaigns = await api<{ id: number }[]>('campaigns/basic', { moduleId: grocery.id });
  return {
    moduleId: grocery.id,
    product: `/product/${item.id}?module_id=${grocery.id}`,
    store: `/store/${(store as { slug?: string }).slug ?? item.store_id}?module_id=${grocery.id}&store_zone_id=1`,
    category: categories[0]!.id,
    campaign: campaigns[0]?.id ?? null,
  };
}

const guestRoutes = (s: Seeded) => [
  '/',
  '/home',
  `/home?search=${encodeURIComponent(LONG_SEARCH)}&data_type=searched`,
  '/categories',
  `/category/${s.category}`,
  s.store,
  s.product,
  ...(s.campaign ? [`/campaigns/${s.campaign}?module_id=${s.moduleId}`] : []),
  '/flash-sales',
  '/all-brands',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-phone',
  '/interest',
  '/operator',
  '/track-order',
  '/help-and-support',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/shipping-policy',
  '/checkout?page=cart',
  '/a-page-that-is-not-there',
];

const customerRoutes = (orderId: number) => [
  '/profile?page=profile-settings',
  '/my-orders',
  `/profile?page=my-orders&orderId=${orderId}`,
  '/profile?page=addresses',
  '/profile?page=notifications',
  '/profile?page=inbox',
  '/wallet',
  '/coupons',
  '/loyalty-points',
  '/referral-code',
  '/settings',
  `/rate-and-review/${orderId}`,
  `/order?order_id=${orderId}`,
  '/chatting',
  '/track-order',
  '/checkout?page=cart',
];

/**
 * What does not fit on the page shown. `firstHeight` is the header's height before the parts
 * mounted, when the page was loaded at this width (null after a resize: the header changes height
 * with the width, by design).
 */
async function problemsOf(page: Page, label: string, firstHeight: number | null): Promise<string[]> {
  const out = (await sidewaysOverflowOf(page)).map((problem) => `${label}: ${problem}`);
  const height = await headerHeightOf(page);
  if (firstHeight !== null && Math.abs(height - firstHeight) > 0.5)
    out.push(`${label}: the header went from ${firstHeight} to ${height} px tall as the page loaded`);
  if (isPhone(page) && height > PHONE_HEADER_MAX_HEIGHT)
    out.push(`${label}: the header is ${height} px tall (at most ${PHONE_HEADER_MAX_HEIGHT})`);
  for (const overlap of await headerOverlapsOf(page)) out.push(`${label}: in the header, ${overlap}`);
  for (const covered of await contentCoveredBy(page, page.getByRole('navigation', { name: 'Modules' })))
    out.push(`${label}: the module rail covers ${covered}`);
  return out;
}

/** Opens a path, measuring the header as the shell first draws it, before the parts mount. */
async function visit(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const firstHeight = await headerHeightOf(page);
  await settle(page);
  return firstHeight;
}

/**
 * What does not fit on the page open now at each of `widths`. It was loaded at the first; the window
 * is then turned to the others, as a phone turned sideways or a window dragged narrower would.
 */
async function problemsAtEveryWidth(page: Page, label: string, widths: number[], firstHeight: number) {
  const [loadedAt, ...others] = widths;
  const failures = await problemsOf(page, `${label} at ${loadedAt} px`, firstHeight);
  for (const width of others) {
    await resizeTo(page, width);
    failures.push(...(await problemsOf(page, `${label} at ${width} px (resized from ${loadedAt})`, null)));
  }
  return failures;
}

/** Visits each path once, loaded at each width in turn, and returns what did not fit where. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, path] of paths.entries()) {
    const widths = widthsInTurn(WIDTHS, index);
    await resizeTo(page, widths[0]);
    failures.push(...(await problemsAtEveryWidth(page, path, widths, await visit(page, path))));
  }
  return failures;
}

/** Each other module's home, chosen as a returning customer has it stored. */
async function walkModuleHomes(page: Page): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, type] of ['food', 'pharmacy', 'ecommerce', 'parcel'].entries()) {
    const module = await moduleOfType(type);
    const widths = widthsInTurn(WIDTHS, index);
    await resizeTo(page, widths[0]);
    await page.evaluate((stored) => localStorage.setItem('module', stored), JSON.stringify(module));
    const firstHeight = await visit(page, '/home');
    failures.push(...(await problemsAtEveryWidth(page, `/home (${type})`, widths, firstHeight)));
    if (type === 'parcel') {
      // The form is reached the customer's way: a category card saves the category first.
      await resizeTo(page, widths[0]);
      await page.getByRole('button', { name: 'Documents', exact: true }).click();
      await expect(page).toHaveURL(/\/parcel-delivery-info$/);
      await settle(page);
      failures.push(...(await problemsAtEveryWidth(page, '/parcel-delivery-info', widths, firstHeight)));
    }
  }
  return failures;
}

test(`a guest's pages fit ${WIDTHS.join(', ')} px`, async ({ page }) => {
  test.setTimeout(240_000);
  const s = await seeded();
  await openHome(page, 'grocery');
  const failures = [...(await walk(page, guestRoutes(s))), ...(await walkModuleHomes(page))];

  // The menus a guest opens: the compact menu below 1180 px.
  await page.evaluate(
    (stored) => localStorage.setItem('module', stored),
    JSON.stringify(await moduleOfType('grocery')),
  );
  await page.goto('/home');
  for (const width of WIDTHS.filter((one) => one < 1180)) {
    await resizeTo(page, width);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const outside = await outsideViewport(menu);
    if (outside) failures.push(`compact menu at ${width} px: ${outside}`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  expect(failures).toEqual([]);
});

test(`a customer's pages fit ${WIDTHS.join(', ')} px, in the dark theme`, async ({ page }) => {
  test.setTimeout(240_000);
  const { token, orderId, item, grocery } = await customerWithAnOrder('Farhana', 'Rahman-Chowdhury');
  await addToCartOf(token, item, grocery.id);
  await signInWith(page, token);
  await openHome(page, 'grocery', { token, theme: 'dark' });
  const failures = await walk(page, customerRoutes(orderId));

  // On a phone the account's pages are under Account in the Menu drawer; on a desktop, its own menu.
  for (const width of WIDTHS) {
    await resizeTo(page, width);
    await page.goto('/home');
    const outside = await outsideViewport(await openAccountMenu(page));
    if (outside) failures.push(`account menu at ${width} px: ${outside}`);
  }
  expect(failures).toEqual([]);
});

test('every link of the site leads to a page, and the site has its icon', async ({ page, request }) => {
  test.setTimeout(180_000);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);

  const s = await seeded();
  await openHome(page, 'grocery');
  const found = new Map<string, string>();
  for (const path of ['/home', s.store, s.product, '/categories', '/help-and-support', '/auth/sign-in']) {
    await page.goto(path);
    await settle(page);
    const hrefs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href]'), (link) => (link as HTMLAnchorElement).href).filter((href) =>
        href.startsWith(window.location.origin),
      ),
    );
    // One visit per kind of address: /store/12 and /store/14 are one page, told apart by their data.
    for (const href of hrefs) {
      const url = new URL(href);
      const shape = url.pathname.replace(/\/[^/]*\d[^/]*$/, '/:id');
      if (!found.has(shape)) found.set(shape, url.pathname + url.search);
    }
  }
  expect(found.size).toBeGreaterThan(10);
  const broken: string[] = [];
  for (const path of found.values()) {
    await page.goto(path);
    await settle(page);
    // The site's not-found page, or a part's own (a store, item or campaign that does not exist).
    if (await page.getByText('Not found', { exact: true }).count()) broken.push(path);
  }
  expect(broken).toEqual([]);
});
