import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/parts';
import { moduleOfType, siteHeader } from '../support/pages';
import { typeInto } from '../support/typing';
import { addToCartAs, cartButton, drawer, guestIdOf, openHome, orderableItem, storeDetails } from './cart-helpers';

// What a customer is offered follows where they are: Gulshan is zone 1, Dhanmondi zone 2. On a phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DHANMONDI = { lat: 23.7561, lng: 90.3746, address: 'Road 27, Dhanmondi, Dhaka', zoneId: '[2]' };
const NOT_DELIVERED = 'Not delivered to your location';

/** A catalogue read without a zone: everything the module promotes, wherever its stores are. */
async function everywhere<T>(path: string, moduleId: number): Promise<T> {
  const response = await fetch(`${API_URL}/api/v1/${path}`, {
    headers: { accept: 'application/json', moduleId: String(moduleId) },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Opens the module's home with a stored delivery location in Dhanmondi, as a returning guest has it. */
async function openInDhanmondi(page: Page, type: string) {
  const module = await moduleOfType(type);
  await page.addInitScript(
    ({ module, spot }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: 'light' }));
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: spot.lat, lng: spot.lng }));
      localStorage.setItem('zoneid', spot.zoneId);
      localStorage.setItem('location', spot.address);
    },
    { module, spot: DHANMONDI },
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: module.module_name })).toBeVisible();
  return module;
}

/** The distinct links of a list that start with `prefix`, without their query. */
async function linksOf(page: Page, selector: string, prefix: string): Promise<Set<string>> {
  const hrefs = await page
    .locator(selector)
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return new Set(hrefs.map((href) => href.split('?')[0]!));
}

/** Moves the delivery location through the header's location button and the picker's search. */
async function moveLocation(page: Page, search: string, shown: string) {
  await siteHeader(page)
    .getByRole('button', { name: /^Delivery location: / })
    .tap();
  const picker = page.getByRole('dialog', { name: 'Pick Location' });
  await typeInto(picker.getByLabel('Search location'), search);
  await picker.getByRole('list', { name: 'Suggestions' }).getByRole('button').first().tap();
  // The address (and the zone with it) resolves for the new point before it is confirmed.
  await expect(picker.locator('[aria-live="polite"]')).toContainText(shown);
  await expect(picker.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  await picker.getByRole('button', { name: 'Pick Locations' }).tap();
  await expect(picker).toBeHidden();
  await expect(siteHeader(page).getByTestId('top-strip-location')).toContainText(shown);
}

interface SaleItem {
  id: number;
  slug: string;
  zone_id: number;
}
interface Store {
  id: number;
  name: string;
  zone_id: number;
}

test('a guest in Dhanmondi sees in the grocery flash sale and the campaign pages only what stores there offer', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const grocery = await moduleOfType('grocery');
  const sale = await everywhere<{ products: { item: SaleItem }[] }>('flash-sales/items?limit=50&offset=1', grocery.id);
  const productLink = (item: SaleItem) => `/product/${encodeURIComponent(item.slug || String(item.id))}`;
  const here = sale.products.filter((p) => Number(p.item.zone_id) === 2).map((p) => productLink(p.item));
  const elsewhere = sale.products.filter((p) => Number(p.item.zone_id) !== 2).map((p) => productLink(p.item));
  // The seeded sale has items of Dhanmondi's stores and of others' (the page shows 12 at most).
  expect(here.length).toBeGreaterThan(0);
  expect(here.length).toBeLessThanOrEqual(12);
  expect(elsewhere.length).toBeGreaterThan(0);

  await openInDhanmondi(page, 'grocery');
  await page.goto('/flash-sales');
  const list = page.getByRole('list', { name: 'Flash sale items' });
  await expect(list.getByRole('article')).toHaveCount(here.length);
  expect(await linksOf(page, '[aria-label="Flash sale items"]', '/product/')).toEqual(new Set(here));
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // Each running campaign's page lists only its stores in Dhanmondi; the home offers only those with one.
  for (const type of ['grocery', 'food']) {
    const module = await moduleOfType(type);
    const campaigns = await everywhere<{ id: number; title: string }[]>('campaigns/basic', module.id);
    const offered = new Set<string>();
    for (const campaign of campaigns) {
      const { stores } = await everywhere<{ stores: Store[] }>(
        `campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`,
        module.id,
      );
      const storesHere = stores.filter((s) => Number(s.zone_id) === 2);
      if (storesHere.length > 0) offered.add(`/campaigns/${campaign.id}`);
      await page.goto(`/campaigns/${campaign.id}?module_id=${module.id}`);
      await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
      if (storesHere.length === 0) {
        await expect(page.getByText('Stores not found!')).toBeVisible();
      } else {
        const cards = page.getByRole('list', { name: 'Stores' }).getByRole('article');
        await expect(cards).toHaveCount(storesHere.length);
        for (const store of storesHere) await expect(cards.filter({ hasText: store.name })).toHaveCount(1);
      }
      for (const store of stores.filter((s) => Number(s.zone_id) !== 2)) {
        await expect(page.getByRole('main').getByText(store.name, { exact: true })).toHaveCount(0);
      }
    }
    if (type === 'grocery') {
      // The grocery home in Dhanmondi: its "Just For You" links only to campaigns with a store here.
      await page.goto('/home');
      const section = page.locator('[data-section="campaigns"]');
      if (offered.size > 0) await expect(section.locator('a[href^="/campaigns/"]').first()).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1, name: module.module_name })).toBeVisible();
      expect(await linksOf(page, '[data-section="campaigns"]', '/campaigns/')).toEqual(offered);
    }
  }
});

test('a guest with a Gulshan store’s item in the cart who moves to Dhanmondi is told, and cannot order it there', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  expect((await storeDetails(item.store_id)).zone_id).toBe(1);
  await openHome(page, 'grocery');
  await addToCartAs({ guestId: await guestIdOf(page) }, item, grocery.id);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await moveLocation(page, 'Dhanmondi Road 27', 'Dhanmondi');
  await expect(page.getByText('An item in your cart cannot be delivered to this location.')).toBeVisible();
  // Nothing is dropped: the line stays, named in the cart with what can be done.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cartButton(page).tap();
  const notice = drawer(page).getByRole('region', { name: NOT_DELIVERED });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem')).toHaveText([item.name]);
  await expect(notice).toContainText(`${item.store_name} does not deliver to your delivery location`);
  await expect(notice.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Change location' })).toBeVisible();
  await expect(drawer(page).getByTestId('cart-line')).toContainText(NOT_DELIVERED);

  // Checkout says so too and does not place it.
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).tap();
  await page
    .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
    .getByRole('button', { name: 'Guest' })
    .tap();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
  await expect(page.getByRole('region', { name: NOT_DELIVERED })).toContainText(item.name);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

  // Back in Gulshan it can be ordered again.
  await moveLocation(page, 'Gulshan Avenue', 'Gulshan Avenue');
  await expect(page.getByRole('region', { name: NOT_DELIVERED })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});
