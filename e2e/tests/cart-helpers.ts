import { answerReviewReminders, dismissReviewPrompts } from '../support/review-reminders';
import { expect, type Locator, type Page } from '@playwright/test';
import { typeInto } from '../support/typing';
import { API_URL } from '../support/parts';
import { moduleOfType } from '../support/pages';
import { signUpCustomer } from '../support/account';

/** Gulshan Avenue, zone 1 (cash on delivery on). */
export const GULSHAN = { lat: 23.7925, lng: 90.4078, address: 'Gulshan Avenue, Dhaka' };
export const DEMO = { email: 'demo@storefront.test', password: 'demo12345' };

interface ApiOptions {
  moduleId?: number;
  token?: string;
  method?: string;
  body?: unknown;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await fetch(`${API_URL}/api/v1/${path}`, {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      zoneid: '[1]',
      latitude: String(GULSHAN.lat),
      longitude: String(GULSHAN.lng),
      ...(options.moduleId ? { moduleId: String(options.moduleId) } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface SeededItem {
  id: number;
  name: string;
  store_id: number;
  store_name: string;
  stock: number | null;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  food_variations: {
    name: string;
    type: string;
    required: string;
    min: number;
    max: number;
    values: { label: string }[];
  }[];
  add_ons: { id: number; name: string }[];
  available_time_starts?: string | null;
  is_prescription_required?: number | boolean;
}

/** The popular items the home page shows for a module (the same call and headers). */
export async function popularItems(moduleId: number): Promise<SeededItem[]> {
  const reply = await api<{ products: SeededItem[] }>('items/popular?type=all&limit=12&offset=1', { moduleId });
  return reply.products;
}

/** Every item the module lists in zone 1 (up to 100, newest first), not only those its home shows. */
export async function itemsOfModule<T extends SeededItem = SeededItem & { price: number }>(moduleId: number) {
  return (await api<{ products: T[] }>('items/latest?limit=100&offset=1', { moduleId })).products;
}

/** The first of a module's items that passes a test; the seed must have one. */
export function seededItem<T extends SeededItem>(items: T[], test: (item: T) => boolean): T {
  const found = items.find(test);
  if (!found) throw new Error('the seed has no such item');
  return found;
}

/** Searches as a customer does: taps (or clicks) the box, types the term and presses Enter. */
export async function searchFor(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search items or stores' });
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) await box.tap();
  else await box.click();
  await typeInto(box, term);
  await box.press('Enter');
  await expect(page).toHaveURL(/data_type=searched/);
}

/**
 * The listing's card of an item: its whole name (the name link's title) and its store's, since two
 * stores may sell an item of the same name.
 */
export const cardOf = (page: Page, item: Pick<SeededItem, 'name' | 'store_name'>): Locator =>
  page
    .getByRole('list', { name: 'Items' })
    .getByRole('article')
    .filter({ has: page.getByTitle(item.name, { exact: true }) })
    .filter({ hasText: item.store_name });

/** Whether a store takes a delivery order of this amount now (open, delivers, minimum order reached). */
export async function storeTakesOrder(storeId: number, amount: number): Promise<boolean> {
  const store = await api<{ open: number | boolean; delivery?: boolean; minimum_order?: number }>(
    `stores/details/${storeId}`,
  );
  return Boolean(store.open) && store.delivery !== false && (store.minimum_order ?? 0) <= amount;
}

/**
 * A plain item (no options, no prescription) whose store takes an order for it now: one of the
 * home's popular items, or with `anywhere`, any the module lists (a flow that adds it through the
 * API or finds it by search).
 */
export async function orderableItem(
  moduleId: number,
  { anywhere = false, skip = 0, worth = 0 } = {},
): Promise<SeededItem & { price: number }> {
  const items = anywhere
    ? await itemsOfModule(moduleId)
    : ((await popularItems(moduleId)) as (SeededItem & { price: number })[]);
  let passed = 0;
  for (const item of items) {
    if (
      plain(item) &&
      !item.is_prescription_required &&
      (item.stock ?? 99) > 2 &&
      quantityWorth(item, worth) !== null &&
      (await storeTakesOrder(item.store_id, item.price)) &&
      passed++ === skip
    )
      return item;
  }
  throw new Error(anywhere ? 'no orderable item in the module' : 'no orderable item on the home page');
}

/** How many of the item a cart may hold to be worth at least `worth`; null when its limits forbid. */
export function quantityWorth(item: SeededItem & { price: number }, worth: number): number | null {
  const wanted = Math.max(1, Math.ceil(worth / item.price));
  const most = Math.min(item.maximum_cart_quantity ?? 99, (item.stock ?? 99) - 1);
  return wanted <= most ? wanted : null;
}

export const plain = (item: SeededItem) =>
  item.variations.length === 0 && item.food_variations.length === 0 && item.available_time_starts !== '07:00';

/** Opens the site with a module chosen and, unless told otherwise, a stored delivery location. */
export async function openHome(
  page: Page,
  moduleType: string,
  options: { location?: boolean; theme?: 'light' | 'dark'; token?: string } = {},
) {
  const module = await moduleOfType(moduleType);
  if (options.token) await dismissReviewPrompts(page);
  await page.addInitScript(
    ({ module, location, theme, token, spot }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme }));
      if (location) {
        localStorage.setItem('currentLatLng', JSON.stringify({ lat: spot.lat, lng: spot.lng }));
        localStorage.setItem('zoneid', '[1]');
        localStorage.setItem('location', spot.address);
      }
      if (token) localStorage.setItem('token', token);
    },
    {
      module,
      location: options.location ?? true,
      theme: options.theme ?? 'light',
      token: options.token ?? null,
      spot: GULSHAN,
    },
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: module.module_name })).toBeVisible();
  return module;
}

export async function signInDemo(): Promise<string> {
  const reply = await api<{ token: string }>('auth/login', {
    method: 'POST',
    body: { login_type: 'manual', email_or_phone: DEMO.email, password: DEMO.password, field_type: 'email' },
  });
  await answerReviewReminders(reply.token, (await moduleOfType('grocery')).id);
  return reply.token;
}

/** Empties the demo customer's cart (every module) so tests start clean. */
export async function clearCartOf(token: string) {
  await api('customer/cart/remove', { method: 'DELETE', token });
}

export const cartButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, / });
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

interface StoreFlags {
  id: number;
  zone_id: number;
  open: number | boolean;
  delivery?: boolean;
  take_away?: boolean;
  schedule_order?: boolean;
  prescription_order?: boolean;
  minimum_order?: number;
}

export const storeDetails = (storeId: number) => api<StoreFlags>(`stores/details/${storeId}`);

/** A plain item of the module's home page whose store is open in zone 1, takes it as an order and passes `test`. */
export async function itemOfStore(
  moduleId: number,
  test: (store: StoreFlags) => boolean,
  itemTest: (item: SeededItem & { price: number }) => boolean = () => true,
): Promise<SeededItem & { price: number }> {
  const items = (await popularItems(moduleId)) as (SeededItem & { price: number })[];
  for (const item of items) {
    if (!plain(item) || (item.stock ?? 99) < 2 || !itemTest(item)) continue;
    const store = await storeDetails(item.store_id);
    if (store.open && store.zone_id === 1 && (store.minimum_order ?? 0) <= item.price && test(store)) return item;
  }
  throw new Error('no such item on the home page');
}

export const takeAwayItem = (moduleId: number) => itemOfStore(moduleId, (store) => Boolean(store.take_away));

/** An item that needs a prescription, from an open zone-1 pharmacy that takes prescription orders. */
export async function prescriptionItem(moduleId: number): Promise<SeededItem & { price: number }> {
  const stores = await api<{ stores: { id: number }[] }>('stores/get-stores/all?offset=1&limit=50', { moduleId });
  for (const { id } of stores.stores) {
    const store = await storeDetails(id);
    if (!store.open || !store.prescription_order || store.zone_id !== 1 || store.delivery === false) continue;
    const { products } = await api<{ products: (SeededItem & { price: number })[] }>(
      `items/latest?store_id=${id}&category_id=0&limit=50&offset=1`,
      { moduleId },
    );
    const item = products.find(
      (candidate) =>
        candidate.is_prescription_required &&
        plain(candidate) &&
        (candidate.stock ?? 99) > 1 &&
        (store.minimum_order ?? 0) <= candidate.price,
    );
    if (item) return item;
  }
  throw new Error('no prescription item in an open pharmacy');
}

/** Puts an item in the signed-in customer's cart through the API (setup for checkout flows). */
export async function addToCartOf(token: string, item: SeededItem & { price: number }, moduleId: number, quantity = 1) {
  await api('customer/cart/add', {
    method: 'POST',
    token,
    moduleId,
    body: {
      model: 'Item',
      item_id: item.id,
      price: item.price,
      quantity,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
}

/** The demo customer at checkout with one of the pharmacy's prescription items in the cart. */
export async function prescriptionCheckout(page: Page) {
  const pharmacy = await moduleOfType('pharmacy');
  const item = await prescriptionItem(pharmacy.id);
  const token = await signInDemo();
  await clearCartOf(token);
  await addToCartOf(token, item, pharmacy.id);
  await openHome(page, 'pharmacy', { token });
  await page.goto('/checkout?page=cart');
  return { pharmacy, item, token };
}

/** A one-pixel PNG, as a photographed prescription would arrive. */
export const PRESCRIPTION_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The guest id the page holds (created on its first visit). */
export async function guestIdOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
  const raw = await page.evaluate(() => localStorage.getItem('guest_id') ?? '');
  return raw.replace(/"/g, '');
}

/** Puts an item (or a campaign item, by its campaign id) in a guest's or customer's cart through the API. */
export async function addToCartAs(
  owner: { token?: string; guestId?: string },
  item: { id: number; price: number },
  moduleId: number,
  model: 'Item' | 'ItemCampaign' = 'Item',
) {
  await api('customer/cart/add', {
    method: 'POST',
    moduleId,
    ...(owner.token ? { token: owner.token } : {}),
    body: {
      ...(owner.guestId ? { guest_id: owner.guestId } : {}),
      model,
      item_id: item.id,
      price: item.price,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
}

export interface RunningCampaignItem extends SeededItem {
  /** The campaign's id (the cart names a campaign item by it). */
  id: number;
  item_id: number;
  price: number;
  is_running: boolean;
}

/** A running campaign item without options, whose zone-1 store is open and takes it as an order. */
export async function runningCampaignItem(): Promise<{ campaign: RunningCampaignItem; moduleType: string }> {
  for (const moduleType of ['grocery', 'pharmacy', 'ecommerce', 'food']) {
    const { id: moduleId } = await moduleOfType(moduleType);
    const campaigns = await api<RunningCampaignItem[]>('campaigns/item', { moduleId });
    for (const campaign of campaigns) {
      if (!campaign.is_running || !plain(campaign) || campaign.is_prescription_required) continue;
      const store = await storeDetails(campaign.store_id);
      if (store.open && store.zone_id === 1 && store.delivery !== false && (store.minimum_order ?? 0) <= campaign.price)
        return { campaign, moduleType };
    }
  }
  throw new Error('no running campaign item in an open store');
}

/**
 * A new customer (signed up through the API) with one cash-on-delivery grocery order to Gulshan;
 * flows that change a customer or read their orders use one of their own.
 */
export async function customerWithAnOrder(firstName: string, lastName: string) {
  const grocery = await moduleOfType('grocery');
  const item = await orderableItem(grocery.id);
  const { token } = await signUpCustomer(firstName, lastName);
  await addToCartOf(token, item, grocery.id);
  const { order_id: orderId } = await api<{ order_id: number }>('customer/order/place', {
    method: 'POST',
    token,
    moduleId: grocery.id,
    body: {
      store_id: item.store_id,
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
      latitude: GULSHAN.lat,
      longitude: GULSHAN.lng,
      distance: 1,
    },
  });
  return { token, orderId, item, grocery };
}

/** From a cart that holds something: the drawer's Proceed To Checkout, then 'Guest'. */
export async function continueAsGuest(page: Page) {
  await cartButton(page).click();
  await drawer(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page
    .getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })
    .getByRole('button', { name: 'Guest' })
    .click();
  await expect(page).toHaveURL(/\/checkout\?page=cart$/);
}

export interface GuestContact {
  name: string;
  /** Typed after the country code the field starts with. */
  phone: string;
  email: string;
  house?: string;
}

/** At checkout as a guest: the contact dialog filled key by key and saved; the page then shows it. */
export async function saveGuestContact(page: Page, contact: GuestContact) {
  await page.getByRole('button', { name: 'Edit contact info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact information' });
  await typeInto(dialog.getByLabel('Contact Person Name'), contact.name);
  await typeInto(dialog.getByLabel('Contact Person Number'), contact.phone);
  await typeInto(dialog.getByLabel('Contact Person Email'), contact.email);
  if (contact.house) await typeInto(dialog.getByLabel('House', { exact: true }), contact.house);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('guest-contact')).toContainText(contact.name);
  if (contact.house) await expect(page.getByTestId('guest-contact')).toContainText(`House ${contact.house}`);
}
