import { OrderListResponseSchema, OrderTrackSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import type { ItemRow, StoreRow } from '../db/queries/catalogue';
import { isOpenNow } from '../serializers/catalogue';
import { bearer, createTestApp, FIXED_NOW, parse, type TestApp } from './helpers';
import { PNG_1PX } from './image-fixtures';
import { startPaymentStandIn, type PaymentStandIn } from './payment-helpers';
import type { StripeStandIn } from '../stand-ins/stripe-api';

export const HOME = { lat: 23.7925, lng: 90.4078 }; // Gulshan Avenue, zone 1
export const UTTARA = { lat: 23.8703, lng: 90.3966 }; // zone 3: no cash on delivery

/**
 * The app of an order test file, made before its tests and closed after them: orders move on a
 * 30-second clock, digital payments go to the stand-in of Stripe's API, and each test starts at
 * FIXED_NOW.
 */
export function orderTestApp(): TestApp & { readonly standIn: StripeStandIn } {
  let current: TestApp | null = null;
  let payments: PaymentStandIn | null = null;
  const open = (): TestApp => {
    if (!current) throw new Error('the order test app is made in beforeAll');
    return current;
  };
  beforeAll(async () => {
    payments = await startPaymentStandIn();
    current = await createTestApp({ env: { orderClockSeconds: 30, payments: payments.payments } });
    payments.sendTo(current.app);
  });
  afterEach(() => open().setNow(FIXED_NOW));
  afterAll(async () => {
    await current?.app.close();
    await payments?.close();
  });
  // The tests hold this stand-in from the start; it reaches the app once beforeAll has made it.
  return {
    get app() {
      return open().app;
    },
    setNow: (date) => open().setNow(date),
    request: (options) => open().request(options),
    /** The stand-in of Stripe's API the app pays through (its events and refunds, for tests to read). */
    get standIn() {
      if (!payments) throw new Error('the order test app is made in beforeAll');
      return payments.standIn;
    },
  };
}

/** How many orders the database holds: a refused placement leaves it as it was. */
export async function orderCount(t: TestApp): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n);
}

/** An open store of the module and zone without a store-wide discount, and a plain item of it. */
export async function storeAndItem(
  t: TestApp,
  moduleId: number,
  zoneId: number,
  pick: (i: ItemRow) => boolean = () => true,
): Promise<{ store: StoreRow; item: ItemRow }> {
  const db = t.app.ctx.db;
  const stores = await db
    .selectFrom('stores')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('zone_id', '=', zoneId)
    .where('discount', 'is', null)
    .orderBy('id')
    .execute();
  for (const store of stores) {
    const schedules = await db.selectFrom('store_schedules').selectAll().where('store_id', '=', store.id).execute();
    if (!isOpenNow(schedules, FIXED_NOW)) continue;
    const item = (
      await db.selectFrom('items').selectAll().where('store_id', '=', store.id).orderBy('id').execute()
    ).find(
      (i) =>
        i.variations === '[]' &&
        i.food_variations === '[]' &&
        i.discount === 0 &&
        i.maximum_cart_quantity === null &&
        (i.stock === null || i.stock >= 20) &&
        i.available_time_starts === '00:00:00' &&
        i.price >= store.minimum_order &&
        pick(i),
    );
    if (item) return { store, item };
  }
  throw new Error('no seeded store matches');
}

export type Owner = { token?: string; guestId?: number };
export const auth = (o: Owner) => (o.token ? bearer(o.token) : {});

export const addToCart = (
  t: TestApp,
  o: Owner,
  item: { id: number; module_id: number },
  quantity: number,
  extra: Record<string, unknown> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...auth(o), moduleId: String(item.module_id) },
    payload: {
      guest_id: o.guestId,
      item_id: item.id,
      quantity,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      ...extra,
    },
  });

/** Adds to the cart, failing the test unless the line is added. */
export async function addedToCart(t: TestApp, o: Owner, item: { id: number; module_id: number }, quantity: number) {
  expect((await addToCart(t, o, item, quantity)).status).toBe(200);
}

/** A GET as the owner (a guest passes guest_id in the url). */
export const getAs = (t: TestApp, o: Owner, url: string) => t.request({ method: 'GET', url, headers: auth(o) });

/** An item's counted stock (null: not counted). */
export const stockOf = async (t: TestApp, id: number) =>
  (await t.app.ctx.db.selectFrom('items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

/** The owner's order as tracking shows it. */
export const trackOrder = async (t: TestApp, o: Owner, orderId: number) =>
  parse(OrderTrackSchema, (await getAs(t, o, `/api/v1/customer/order/track?order_id=${orderId}`)).body);

/** Places an order in the module; a multipart form (prescription images) is sent as it is. */
export const place = (
  t: TestApp,
  o: Owner,
  moduleId: number,
  payload: Record<string, unknown> | FormData,
  url = '/api/v1/customer/order/place',
) =>
  t.request({
    method: 'POST',
    url,
    headers: { ...auth(o), moduleId: String(moduleId) },
    payload: payload instanceof FormData ? payload : { guest_id: o.guestId, ...payload },
  });

export const delivery = (store: StoreRow, to = HOME) => ({
  store_id: store.id,
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
  latitude: to.lat,
  longitude: to.lng,
  distance: 1,
});

/** A parcel's receiver in Dhanmondi, in zone 2. */
export const PARCEL_RECEIVER = {
  contact_person_name: 'Nusrat Jahan',
  contact_person_number: '+8801811000222',
  address: 'Road 27, Dhanmondi',
  latitude: 23.7561,
  longitude: 90.3746,
};

/** A cash-on-delivery parcel from Gulshan Avenue to `receiver`, the sender paying. */
export const parcelOrder = (receiver = PARCEL_RECEIVER) => ({
  order_type: 'parcel',
  payment_method: 'cash_on_delivery',
  parcel_category_id: 2,
  charge_payer: 'sender',
  address: 'Gulshan Avenue',
  latitude: HOME.lat,
  longitude: HOME.lng,
  receiver_details: JSON.stringify(receiver),
  order_amount: 1,
});

/** The sender of `parcelOrder` when a guest or a new customer places it. */
export const PARCEL_SENDER = { contact_person_name: 'Sam Sender', contact_person_number: '+8801711111111' };

/** Places `parcelOrder` at `at` (the clock stays there) and returns its id. */
export async function placeParcelAt(t: TestApp, owner: Owner, at: Date): Promise<number> {
  t.setNow(at);
  const res = await place(t, owner, 5, { ...parcelOrder(), ...PARCEL_SENDER });
  expect(res.status).toBe(200);
  return parse(PlaceOrderResponseSchema, res.body).order_id;
}

/** A page of ten of the owner's past (`list`) or running orders. */
export async function orderList(t: TestApp, owner: Owner, path: 'list' | 'running-orders', offset = 1) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/customer/order/${path}?limit=10&offset=${offset}`,
    headers: auth(owner),
  });
  expect(res.status).toBe(200);
  return parse(OrderListResponseSchema, res.body);
}

/** A multipart order form: its fields, and `files` prescription images of `bytes` each. */
export function orderForm(
  fields: Record<string, unknown>,
  files: number,
  bytes: Uint8Array<ArrayBuffer> = PNG_1PX,
): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  for (let i = 0; i < files; i++)
    f.append('order_attachment[]', new Blob([bytes], { type: 'image/png' }), `rx${i}.png`);
  return f;
}
