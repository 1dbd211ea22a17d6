import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PART_OFF_TEXT } from '../support/pages';
import { OPERATOR_TOKEN } from '../support/parts';
import { ROOT_VERSION } from '../support/registry';
import {
  createDatabase,
  startApiInstance,
  startPostgres,
  startShellFor,
  type ExtraServer,
  type TestPostgres,
} from '../support/two-instances';

// Two API instances on one PostgreSQL database, as behind a load balancer: whatever a customer or an
// operator does through one is what the other answers. Each instance keeps nothing of its own
// that the other would need: with a store of its own (another SQLite file) B fails these checks.

test.describe.configure({ mode: 'serial' });

/** Gulshan Avenue, zone 1: the location headers the site sends once a location is chosen. */
const GULSHAN = { lat: 23.7925, lng: 90.4078, address: 'Gulshan Avenue, Dhaka', zoneId: '[1]' };

interface ModuleEntry {
  id: number;
  module_type: string;
  module_name: string;
}

interface PopularItem {
  id: number;
  name: string;
  price: number;
  store_id: number;
  stock: number | null;
  variations: unknown[];
  food_variations: unknown[];
  available_time_starts?: string | null;
}

interface StoreFlags {
  open: number | boolean;
  zone_id: number;
  delivery?: boolean;
  minimum_order?: number;
}

let postgres: TestPostgres | undefined;
let instanceA: ExtraServer | undefined;
let instanceB: ExtraServer | undefined;
let shellOnB: ExtraServer | undefined;
const contexts: APIRequestContext[] = [];

/** The API's routes on one instance, with the headers the site sends (token and module when given). */
async function apiOf(instance: ExtraServer, options: { token?: string; moduleId?: number } = {}) {
  const context = await request.newContext({
    baseURL: `${instance.url}/api/v1/`,
    extraHTTPHeaders: {
      accept: 'application/json',
      zoneId: GULSHAN.zoneId,
      latitude: String(GULSHAN.lat),
      longitude: String(GULSHAN.lng),
      ...(options.moduleId ? { moduleId: String(options.moduleId) } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  contexts.push(context);
  return context;
}

/** The registry's routes on one instance, as an operator calls them. */
async function registryOf(instance: ExtraServer) {
  const context = await request.newContext({
    baseURL: instance.url,
    extraHTTPHeaders: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  contexts.push(context);
  return context;
}

async function json<T>(reply: APIResponse): Promise<T> {
  expect(reply.ok(), `${reply.url()} answered ${reply.status()}: ${await reply.text()}`).toBe(true);
  return (await reply.json()) as T;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgres();
  const databaseUrl = await createDatabase(postgres.url, 'storefront_two_instances');
  // Both at once: one takes the advisory lock, migrates and seeds; the other waits, then serves.
  const starting = await Promise.allSettled([
    startApiInstance({ DATABASE_URL: databaseUrl }),
    startApiInstance({ DATABASE_URL: databaseUrl }),
  ]);
  [instanceA, instanceB] = starting.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  // Each test clock starts at the suite's instant when its process starts: put B on A's time, so an
  // order's status (it follows the clock) reads the same through both.
  const clockA = await request.newContext({ baseURL: instanceA!.url });
  const clockB = await request.newContext({ baseURL: instanceB!.url });
  contexts.push(clockA, clockB);
  const { now } = await json<{ now: string }>(await clockA.get('/testing/clock'));
  await json(await clockB.put('/testing/clock', { data: { at: now } }));
  shellOnB = await startShellFor(instanceB!.url);
});

test.afterAll(async () => {
  for (const context of contexts.splice(0)) await context.dispose();
  // Every server is stopped, whatever failed before; PostgreSQL last, once nothing is connected.
  for (const server of [shellOnB, instanceB, instanceA]) await server?.stop().catch(() => undefined);
  postgres?.stop();
});

test('both instances serve the catalogue seeded once into the one database', async () => {
  const [modulesA, modulesB] = await Promise.all([
    json<ModuleEntry[]>(await (await apiOf(instanceA!)).get('module')),
    json<ModuleEntry[]>(await (await apiOf(instanceB!)).get('module')),
  ]);
  expect(modulesA.length).toBeGreaterThan(0);
  expect(modulesB).toEqual(modulesA);
});

test('a customer signed up through B signs in, fills the cart and orders through A; B reads the same', async () => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `two-instances-${stamp}@storefront.test`;
  const password = 'secret123';
  const signUp = await (
    await apiOf(instanceB!)
  ).post('auth/sign-up', {
    data: { f_name: 'Rafi', l_name: 'Chowdhury', email, phone: `+8801${stamp.slice(-9)}`, password },
  });
  await json(signUp);
  const { token } = await json<{ token: string }>(
    await (
      await apiOf(instanceA!)
    ).post('auth/login', {
      data: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
    }),
  );

  const modules = await json<ModuleEntry[]>(await (await apiOf(instanceA!)).get('module'));
  const grocery = modules.find((module) => module.module_type === 'grocery')!;
  const onA = await apiOf(instanceA!, { token, moduleId: grocery.id });
  const onB = await apiOf(instanceB!, { token, moduleId: grocery.id });

  // A plain item of the grocery home page whose zone-1 store takes a delivery order for it now.
  const { products } = await json<{ products: PopularItem[] }>(
    await onA.get('items/popular?type=all&limit=12&offset=1'),
  );
  let item: PopularItem | undefined;
  for (const candidate of products) {
    const plain = candidate.variations.length === 0 && candidate.food_variations.length === 0;
    if (!plain || candidate.available_time_starts === '07:00' || (candidate.stock ?? 99) < 2) continue;
    const store = await json<StoreFlags>(await onA.get(`stores/details/${candidate.store_id}`));
    if (
      store.open &&
      store.zone_id === 1 &&
      store.delivery !== false &&
      (store.minimum_order ?? 0) <= candidate.price
    ) {
      item = candidate;
      break;
    }
  }
  expect(item, 'an orderable grocery item').toBeDefined();

  await json(
    await onA.post('customer/cart/add', {
      data: {
        model: 'Item',
        item_id: item!.id,
        price: item!.price,
        quantity: 2,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    }),
  );
  const cartOnA = await json<{ item_id: number; quantity: number }[]>(await onA.get('customer/cart/list'));
  expect(cartOnA).toEqual([expect.objectContaining({ item_id: item!.id, quantity: 2 })]);
  expect(await json(await onB.get('customer/cart/list'))).toEqual(cartOnA);

  const { order_id: orderId } = await json<{ order_id: number }>(
    await onA.post('customer/order/place', {
      data: {
        store_id: item!.store_id,
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
        latitude: GULSHAN.lat,
        longitude: GULSHAN.lng,
        distance: 1,
      },
    }),
  );

  // Placing emptied the cart: B sees that too.
  expect(await json(await onB.get('customer/cart/list'))).toEqual([]);
  const runningOnB = await json<{ orders: { id: number }[] }>(
    await onB.get('customer/order/running-orders?limit=10&offset=1'),
  );
  expect(runningOnB.orders.map((order) => order.id)).toEqual([orderId]);
  const [trackedOnA, trackedOnB] = await Promise.all([
    json<{ id: number; order_status: string }>(await onA.get(`customer/order/track?order_id=${orderId}`)),
    json<{ id: number; order_status: string }>(await onB.get(`customer/order/track?order_id=${orderId}`)),
  ]);
  expect(trackedOnA).toMatchObject({ id: orderId, order_status: 'pending' });
  expect(trackedOnB).toEqual(trackedOnA);
});

test('a remote turned off through A is off in B’s registry and in the shell that reads B', async ({ page }) => {
  const operatorOnA = await registryOf(instanceA!);
  const operatorOnB = await registryOf(instanceB!);
  const afterOff = await json<{ remotes: { name: string; live: Record<string, string> }[] }>(
    await operatorOnA.patch('/registry/live', { data: { parcel: { parcel: null } } }),
  );
  expect(afterOff.remotes.find((remote) => remote.name === 'parcel')!.live.parcel).toBeUndefined();
  expect(await json(await operatorOnB.get('/registry'))).toEqual(afterOff);

  // The shell's server gives its pages B as their API (/env.js at runtime): the same build, no rebuild.
  const modules = await json<ModuleEntry[]>(await (await apiOf(instanceB!)).get('module'));
  const parcel = modules.find((module) => module.module_type === 'parcel')!;
  await page.addInitScript(
    ({ module, location }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('module', JSON.stringify(module));
      localStorage.setItem('location', location.address);
      localStorage.setItem('currentLatLng', JSON.stringify({ lat: location.lat, lng: location.lng }));
      localStorage.setItem('zoneid', location.zoneId);
    },
    { module: parcel, location: GULSHAN },
  );
  const registryReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/registry') registryReads.push(new URL(sent.url()).origin);
  });
  await page.goto(`${shellOnB!.url}/home`);
  await expect(page.locator('[data-remote="parcel"]').getByRole('status')).toContainText(PART_OFF_TEXT);
  expect(new Set(registryReads)).toEqual(new Set([instanceB!.url]));

  // Turned on again through A: the shell on B loads the parcel remote on the next page load.
  await json(await operatorOnA.patch('/registry/live', { data: { parcel: { parcel: ROOT_VERSION } } }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
});
