import type { z } from 'zod';
import { CartSchema } from '@storefront/shared/contract/cart';
import {
  CancellationReasonsResponseSchema,
  OrderDetailsSchema,
  OrderListResponseSchema,
  OrderTrackSchema,
  PlaceOrderResponseSchema,
} from '@storefront/shared/contract/order';
import { ApiErrorSchema } from '@storefront/shared/contract/error';
import type { ItemRow, StoreRow } from '../db/queries/catalogue';
import { distanceMeters } from '../lib/geo';
import { isOpenNow } from '../serializers/catalogue';
import { PAYMENT_SWITCHED_MESSAGE } from '../services/order-changes';
import {
  COD_LIMIT_MESSAGE,
  COD_UNAVAILABLE_MESSAGE,
  DECLINED_TEST_CARD,
  PRESCRIPTION_REQUIRED_MESSAGE,
} from '../services/order-placement/placement-rules';
import { COUPON_MINIMUM_MESSAGE } from '../services/order-pricing';
import {
  HOME,
  PARCEL_RECEIVER,
  orderCount,
  auth,
  parcelOrder,
  storeAndItem as findStoreAndItem,
  type Owner,
} from './order-helpers';
import {
  bearer,
  createTestApp,
  errorCodes,
  FIXED_NOW,
  newCustomer,
  newGuest,
  type TestApp,
  signInDemo,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { orderClockSeconds: 30, paymentFail: false } });
});
afterAll(async () => {
  await t.app.close();
});

const UTTARA = { lat: 23.8703, lng: 90.3966 }; // zone 3: no cash on delivery

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`contract mismatch: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  return r.data;
}

/**
 * An open store of the module and zone without a store-wide discount, and a plain item of it
 * (one unit reaches the store's minimum order).
 */
/** The shared finder, bound to this file's app. */
const storeAndItem = (moduleId: number, zoneId: number, pick?: (i: ItemRow) => boolean) =>
  findStoreAndItem(t, moduleId, zoneId, pick);

async function addToCart(o: Owner, item: ItemRow, quantity: number) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...auth(o), moduleId: String(item.module_id) },
    payload: { guest_id: o.guestId, item_id: item.id, quantity, variation: [], add_on_ids: [], add_on_qtys: [] },
  });
  expect(res.status).toBe(200);
}

function place(o: Owner, moduleId: number, payload: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: { ...auth(o), moduleId: String(moduleId) },
    payload: { guest_id: o.guestId, ...payload },
  });
}

const delivery = (store: StoreRow, to = HOME) => ({
  store_id: store.id,
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  address: 'House 12, Road 90, Gulshan Avenue, Dhaka',
  latitude: to.lat,
  longitude: to.lng,
  distance: 1,
});

const get = (o: Owner, url: string) => t.request({ method: 'GET', url, headers: auth(o) });
const stockOf = async (id: number) =>
  (await t.app.ctx.db.selectFrom('items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('placing an order', () => {
  test('is priced on the server from the stored cart; the client amount is ignored; the cart is cleared', async () => {
    const me = await newCustomer(t);
    // An item whose stock is counted, so the order's take from it shows.
    const { store, item } = await storeAndItem(1, 1, (i) => i.stock !== null);
    const stockBefore = await stockOf(item.id);
    await addToCart(me, item, 2);
    const res = await place(me, 1, { ...delivery(store), order_amount: 1, dm_tips: 20 });
    expect(res.status).toBe(200);
    const placed = parse(PlaceOrderResponseSchema, res.body);
    expect(placed.message).toBe('Order placed successfully!');

    const subtotal = item.price * 2;
    const km = distanceMeters({ lat: store.latitude, lng: store.longitude }, HOME) / 1000;
    const charge = store.free_delivery === 1 || subtotal >= 1500 ? 0 : Math.min(150, Math.max(30, km * 12));
    // A new customer's first order: the seeded new-customer discount (10%) comes off the items.
    const discounted = subtotal * 0.9;
    const expected = discounted + charge + (discounted * store.tax) / 100 + 10 + 20;
    expect(placed.total_ammount).toBeCloseTo(expected, 1);

    const cart = parse(CartSchema, (await get(me, '/api/v1/customer/cart/list')).body);
    expect(cart.filter((l) => l.module_id === 1)).toEqual([]);
    expect(await stockOf(item.id)).toBe(stockBefore! - 2);

    const details = parse(
      OrderDetailsSchema,
      (await get(me, `/api/v1/customer/order/details?order_id=${placed.order_id}`)).body,
    );
    expect(details).toHaveLength(1);
    expect(details[0]?.quantity).toBe(2);
    expect(details[0]?.item_details.id).toBe(item.id);
  });

  test('validation failures change nothing', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(1, 1);
    await addToCart(me, item, 1);
    const before = await orderCount(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...delivery(store), address: undefined }, 'address'],
      [{ ...delivery(store), payment_method: 'barter' }, 'payment_method'],
      [{ ...delivery(store), latitude: undefined }, 'latitude'],
      [{ ...delivery(store), store_id: undefined }, 'store_id'],
    ];
    for (const [payload, code] of cases) {
      const res = await place(me, 1, payload);
      expect(res.status).toBe(422);
      expect(errorCodes(res.body)).toContain(code);
    }
    const noModule = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers: bearer(me.token),
      payload: delivery(store),
    });
    expect(noModule.status).toBe(403);
    const outside = await place(me, 1, delivery(store, UTTARA));
    expect(outside.status).toBe(403);
    expect(await orderCount(t)).toBe(before);
    expect(parse(CartSchema, (await get(me, '/api/v1/customer/cart/list')).body)).toHaveLength(1);
  });

  test('an empty cart cannot be ordered', async () => {
    const me = await newCustomer(t);
    const { store } = await storeAndItem(1, 1);
    const res = await place(me, 1, delivery(store));
    expect(res.status).toBe(403);
    expect(errorCodes(res.body)).toEqual(['cart']);
  });

  test('a coupon below its minimum is refused; above it the discount applies', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(1, 1, (i) => i.price < 300 && i.price >= 50);
    await addToCart(me, item, 1);
    const low = await place(me, 1, { ...delivery(store), coupon_code: 'GROC10' });
    expect(low.status).toBe(403);
    expect((low.body as { errors: { message: string }[] }).errors[0]?.message).toBe(COUPON_MINIMUM_MESSAGE);
    const apply = await get(me, `/api/v1/coupon/apply?code=GROC10&store_id=${store.id}`);
    expect(apply.status).toBe(403);

    const quantity = Math.ceil(400 / item.price);
    const cartLine = parse(CartSchema, (await get(me, '/api/v1/customer/cart/list')).body)[0];
    await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      headers: bearer(me.token),
      payload: { cart_id: cartLine?.id, item_id: item.id, quantity, variation: [], add_on_ids: [], add_on_qtys: [] },
    });
    const ok = await place(me, 1, { ...delivery(store), coupon_code: 'GROC10' });
    expect(ok.status).toBe(200);
    const { order_id } = parse(PlaceOrderResponseSchema, ok.body);
    const order = parse(OrderTrackSchema, (await get(me, `/api/v1/customer/order/track?order_id=${order_id}`)).body);
    expect(order.coupon_code).toBe('GROC10');
    expect(order.coupon_discount_amount).toBeCloseTo(Math.min(100, item.price * quantity * 0.1), 2);
  });

  test('cash on delivery is refused in a zone without it and above the maximum amount', async () => {
    const me = await newCustomer(t);
    const uttara = await storeAndItem(1, 3);
    await addToCart(me, uttara.item, 1);
    const refused = await place(me, 1, delivery(uttara.store, UTTARA));
    expect(refused.status).toBe(403);
    expect((refused.body as { errors: { message: string }[] }).errors[0]?.message).toBe(COD_UNAVAILABLE_MESSAGE);

    const other = await newCustomer(t);
    const shop = await storeAndItem(4, 1, (i) => i.price >= 1000 && (i.stock ?? 0) >= 20);
    const quantity = Math.ceil(10500 / shop.item.price);
    await addToCart(other, shop.item, quantity);
    const over = await place(other, 4, delivery(shop.store));
    expect(over.status).toBe(403);
    expect((over.body as { errors: { message: string }[] }).errors[0]?.message).toBe(COD_LIMIT_MESSAGE);
    expect(parse(CartSchema, (await get(other, '/api/v1/customer/cart/list')).body)).toHaveLength(1);
  });
});

describe('order lifecycle', () => {
  test('pending → confirmed → picked_up → delivered on the clock, the delivery man moving to the door', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(1, 1);
    await addToCart(me, item, 1);
    const start = new Date('2025-06-04T08:10:00.000Z');
    t.setNow(start);
    try {
      const { order_id } = parse(PlaceOrderResponseSchema, (await place(me, 1, delivery(store))).body);
      const track = async (seconds: number) => {
        t.setNow(new Date(start.getTime() + seconds * 1000));
        return parse(OrderTrackSchema, (await get(me, `/api/v1/customer/order/track?order_id=${order_id}`)).body);
      };
      const pending = await track(5);
      expect(pending.order_status).toBe('pending');
      expect(pending.delivery_man).toBeNull();
      expect(pending.pending).toBe(start.toISOString());

      const confirmed = await track(31);
      expect(confirmed.order_status).toBe('confirmed');
      expect(confirmed.confirmed).toBe(new Date(start.getTime() + 30_000).toISOString());
      expect(confirmed.delivery_man).toMatchObject({ lat: store.latitude, lng: store.longitude });

      const onTheWay = await track(75);
      expect(onTheWay.order_status).toBe('picked_up');
      const dm = onTheWay.delivery_man;
      expect(dm).not.toBeNull();
      const total = distanceMeters({ lat: store.latitude, lng: store.longitude }, HOME);
      const left = distanceMeters({ lat: Number(dm?.lat), lng: Number(dm?.lng) }, HOME);
      expect(left).toBeLessThan(total);
      expect(left).toBeGreaterThan(0);

      const running = parse(
        OrderListResponseSchema,
        (await get(me, '/api/v1/customer/order/running-orders?offset=1&limit=10')).body,
      );
      expect(running.orders.map((o) => o.id)).toContain(order_id);

      const delivered = await track(95);
      expect(delivered.order_status).toBe('delivered');
      expect(delivered.delivery_man).toMatchObject({ lat: HOME.lat, lng: HOME.lng });
      expect(delivered.delivered).toBe(new Date(start.getTime() + 90_000).toISOString());
      const history = parse(
        OrderListResponseSchema,
        (await get(me, '/api/v1/customer/order/list?offset=1&limit=10')).body,
      );
      expect(history.orders.map((o) => o.id)).toContain(order_id);
      expect(history.total_size).toBe(1);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  test('cancel while pending restores the stock; after confirmation it is refused', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(1, 1, (i) => i.stock !== null);
    const stock = await stockOf(item.id);
    await addToCart(me, item, 3);
    const { order_id } = parse(PlaceOrderResponseSchema, (await place(me, 1, delivery(store))).body);
    expect(await stockOf(item.id)).toBe((stock ?? 0) - 3);
    const reasons = parse(
      CancellationReasonsResponseSchema,
      (await get(me, '/api/v1/customer/order/cancellation-reasons?offset=1&limit=10&type=customer')).body,
    );
    const reason = reasons.data[0]?.reason;
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/cancel',
      headers: bearer(me.token),
      payload: { order_id, reason, _method: 'put' },
    });
    expect(res.status).toBe(200);
    expect(await stockOf(item.id)).toBe(stock);
    const order = parse(OrderTrackSchema, (await get(me, `/api/v1/customer/order/track?order_id=${order_id}`)).body);
    expect(order.order_status).toBe('canceled');
    expect(order.cancellation_reason).toBe(reason);

    await addToCart(me, item, 1);
    const second = parse(PlaceOrderResponseSchema, (await place(me, 1, delivery(store))).body);
    t.setNow(new Date(FIXED_NOW.getTime() + 40_000));
    try {
      const late = await t.request({
        method: 'PUT',
        url: '/api/v1/customer/order/cancel',
        headers: bearer(me.token),
        payload: { order_id: second.order_id, reason },
      });
      expect(late.status).toBe(403);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  test('a failed digital payment switches to cash on delivery when the zone allows it', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(2, 1);
    await addToCart(me, item, 1);
    const res = await place(me, 2, {
      ...delivery(store),
      payment_method: 'digital_payment',
      test_card: DECLINED_TEST_CARD,
    });
    const placed = parse(PlaceOrderResponseSchema, res.body);
    expect(placed.payment_status).toBe('failed');
    const failed = parse(
      OrderTrackSchema,
      (await get(me, `/api/v1/customer/order/track?order_id=${placed.order_id}`)).body,
    );
    expect(failed.order_status).toBe('failed');
    expect(failed.payment_status).toBe('failed');
    const options = `/api/v1/customer/order/payment-options?order_id=${placed.order_id}`;
    expect((await get(me, options)).body).toEqual({ cash_on_delivery: true });
    // Another customer learns nothing of the order.
    expect((await get(await newCustomer(t), options)).status).toBe(404);
    const switched = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id, _method: 'put' },
    });
    expect(switched.status).toBe(200);
    expect((switched.body as { message: string }).message).toBe(PAYMENT_SWITCHED_MESSAGE);
    const now = parse(
      OrderTrackSchema,
      (await get(me, `/api/v1/customer/order/track?order_id=${placed.order_id}`)).body,
    );
    expect(now).toMatchObject({
      order_status: 'pending',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
    });
    const again = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id },
    });
    expect(again.status).toBe(403);
    // Switched: nothing left to switch.
    expect((await get(me, options)).body).toEqual({ cash_on_delivery: false });
  });

  test('a failed payment in a zone without cash on delivery cannot switch', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(1, 3);
    await addToCart(me, item, 1);
    const placed = parse(
      PlaceOrderResponseSchema,
      (
        await place(me, 1, {
          ...delivery(store, UTTARA),
          payment_method: 'digital_payment',
          test_card: DECLINED_TEST_CARD,
        })
      ).body,
    );
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id },
    });
    expect(res.status).toBe(403);
    expect((res.body as { errors: { message: string }[] }).errors[0]?.message).toBe(COD_UNAVAILABLE_MESSAGE);
    const options = await get(me, `/api/v1/customer/order/payment-options?order_id=${placed.order_id}`);
    expect(options.body).toEqual({ cash_on_delivery: false });
    const cancel = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id, reason: 'Order payment canceled' },
    });
    expect(cancel.status).toBe(200);
  });

  test('every digital payment fails with PAYMENT_FAIL', async () => {
    const failing = await createTestApp({ env: { paymentFail: true } });
    try {
      const guestId = await newGuest(failing);
      const res = await failing.request({ method: 'POST', url: '/api/v1/auth/guest/request' });
      expect(res.status).toBe(200);
      const db = failing.app.ctx.db;
      const item = await db
        .selectFrom('items')
        .selectAll()
        .where('id', '=', (await storeAndItem(2, 1)).item.id)
        .executeTakeFirstOrThrow();
      const store = await db.selectFrom('stores').selectAll().where('id', '=', item.store_id).executeTakeFirstOrThrow();
      await failing.request({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        payload: { guest_id: guestId, item_id: item.id, quantity: 1 },
      });
      const placed = await failing.request({
        method: 'POST',
        url: '/api/v1/customer/order/place',
        headers: { moduleId: '2' },
        payload: {
          ...delivery(store),
          payment_method: 'digital_payment',
          guest_id: guestId,
          contact_person_name: 'Guest Buyer',
          contact_person_number: '+8801911000111',
        },
      });
      expect(parse(PlaceOrderResponseSchema, placed.body).payment_status).toBe('failed');
    } finally {
      await failing.app.close();
    }
  });
});

describe('ownership', () => {
  test('nobody sees or changes another customer’s or guest’s order', async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const { store, item } = await storeAndItem(1, 1);
    await addToCart(owner, item, 1);
    const { order_id } = parse(PlaceOrderResponseSchema, (await place(owner, 1, delivery(store))).body);
    const strangerGuest = await newGuest(t);
    for (const who of [{ token: stranger.token }, { guestId: strangerGuest }] as Owner[]) {
      const q = who.guestId ? `&guest_id=${who.guestId}&contact_number=x` : '';
      for (const url of [
        `/api/v1/customer/order/details?order_id=${order_id}${q}`,
        `/api/v1/customer/order/track?order_id=${order_id}${q}`,
      ]) {
        const res = await get(who, url);
        expect(res.status).toBe(404);
        parse(ApiErrorSchema, res.body);
      }
      const cancel = await t.request({
        method: 'PUT',
        url: '/api/v1/customer/order/cancel',
        headers: auth(who),
        payload: { order_id, guest_id: who.guestId, reason: 'x' },
      });
      expect(cancel.status).toBe(404);
      const list = parse(
        OrderListResponseSchema,
        (
          await get(
            who,
            `/api/v1/customer/order/running-orders?offset=1&limit=10${who.guestId ? `&guest_id=${who.guestId}` : ''}`,
          )
        ).body,
      );
      expect(list.orders.map((o) => o.id)).not.toContain(order_id);
    }
    const still = parse(OrderTrackSchema, (await get(owner, `/api/v1/customer/order/track?order_id=${order_id}`)).body);
    expect(still.order_status).toBe('pending');
    expect((await get({}, `/api/v1/customer/order/list`)).status).toBe(403);
  });

  test('a guest tracks an order with guest_id and the contact number', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(1, 1);
    await addToCart({ guestId }, item, 1);
    const missingContact = await place({ guestId }, 1, delivery(store));
    expect(missingContact.status).toBe(422);
    const placed = parse(
      PlaceOrderResponseSchema,
      (
        await place({ guestId }, 1, {
          ...delivery(store),
          contact_person_name: 'Guest Buyer',
          contact_person_number: '+8801911000111',
        })
      ).body,
    );
    const base = `/api/v1/customer/order/track?order_id=${placed.order_id}&guest_id=${guestId}`;
    expect((await get({}, base)).status).toBe(422);
    expect((await get({}, `${base}&contact_number=%2B8801911000999`)).status).toBe(404);
    const order = parse(OrderTrackSchema, (await get({}, `${base}&contact_number=%2B8801911000111`)).body);
    expect(order.is_guest).toBe(true);
    expect(order.delivery_address?.contact_person_name).toBe('Guest Buyer');
  });
});

describe('parcel and prescription orders', () => {
  test('a parcel order is priced by distance from the parcel category', async () => {
    const me = await newCustomer(t);
    const receiver = PARCEL_RECEIVER;
    const payload = parcelOrder();
    const bad = await place(me, 5, { ...payload, receiver_details: JSON.stringify({ ...receiver, address: '' }) });
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['receiver_details.address']);
    const receiverPays = await place(me, 5, {
      ...payload,
      charge_payer: 'receiver',
      payment_method: 'digital_payment',
    });
    expect(receiverPays.status).toBe(403);
    const res = await place(me, 5, payload);
    const placed = parse(PlaceOrderResponseSchema, res.body);
    const km = distanceMeters(HOME, { lat: receiver.latitude, lng: receiver.longitude }) / 1000;
    expect(placed.total_ammount).toBeCloseTo(Math.max(60, km * 15) + 10, 1);
    const order = parse(
      OrderTrackSchema,
      (await get(me, `/api/v1/customer/order/track?order_id=${placed.order_id}`)).body,
    );
    expect(order).toMatchObject({ order_type: 'parcel', store: null, charge_payer: 'sender' });
    expect(order.receiver_details?.contact_person_name).toBe('Nusrat Jahan');
    expect(order.parcel_category?.id).toBe(2);
  });

  test('a prescription order takes up to three images', async () => {
    const me = await newCustomer(t);
    const { store } = await storeAndItem(3, 1);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (files: number, content: Buffer = png) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        store_id: String(store.id),
        address: 'Gulshan Avenue',
        latitude: String(HOME.lat),
        longitude: String(HOME.lng),
        order_note: 'Please bring the receipt',
      })) {
        f.append(k, v);
      }
      for (let i = 0; i < files; i++)
        f.append('order_attachment[]', new Blob([new Uint8Array(content)], { type: 'image/png' }), `rx${i}.png`);
      return f;
    };
    const post = (payload: FormData) =>
      t.request({
        method: 'POST',
        url: '/api/v1/customer/order/prescription/place',
        headers: { ...bearer(me.token), moduleId: '3' },
        payload,
      });
    const before = await orderCount(t);
    expect((await post(form(0))).status).toBe(422);
    expect((await post(form(1, Buffer.from('not an image')))).status).toBe(422);
    const tooMany = await post(form(4));
    expect(tooMany.status).toBe(422);
    expect(errorCodes(tooMany.body)).toEqual(['order_attachment']);
    expect(await orderCount(t)).toBe(before);
    const res = await post(form(2));
    const placed = parse(PlaceOrderResponseSchema, res.body);
    const order = parse(
      OrderTrackSchema,
      (await get(me, `/api/v1/customer/order/track?order_id=${placed.order_id}`)).body,
    );
    expect(order.prescription_order).toBe(true);
    expect(order.order_attachment_full_url).toHaveLength(2);
    // The link is signed for whoever may read the order.
    const link = new URL(order.order_attachment_full_url[0] ?? '');
    const img = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });
});

/** An open pharmacy of zone 1 and a plain item of it that needs a prescription (one reaches the minimum). */
async function prescriptionItem(): Promise<{ store: StoreRow; item: ItemRow }> {
  const db = t.app.ctx.db;
  const items = await db
    .selectFrom('items')
    .selectAll()
    .where('module_id', '=', 3)
    .where('is_prescription_required', '=', 1)
    .where('variations', '=', '[]')
    .where('food_variations', '=', '[]')
    .where('available_time_starts', '=', '00:00:00')
    .orderBy('id')
    .execute();
  for (const item of items) {
    const store = await db.selectFrom('stores').selectAll().where('id', '=', item.store_id).executeTakeFirstOrThrow();
    if (store.zone_id !== 1 || item.price < store.minimum_order || (item.stock !== null && item.stock < 5)) continue;
    const schedules = await db.selectFrom('store_schedules').selectAll().where('store_id', '=', store.id).execute();
    if (isOpenNow(schedules, FIXED_NOW)) return { store, item };
  }
  throw new Error('no seeded prescription item matches');
}

describe('a cart order with a prescription', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = (fields: Record<string, unknown>, files: number) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
    for (let i = 0; i < files; i++)
      f.append('order_attachment[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), `rx${i}.png`);
    return f;
  };

  test('is placed as a multipart form: the stored cart, priced by the server, with its images', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(3, 1);
    await addToCart(me, item, 1);
    const post = (payload: FormData) =>
      t.request({
        method: 'POST',
        url: '/api/v1/customer/order/place',
        headers: { ...bearer(me.token), moduleId: '3' },
        payload,
      });
    const tooMany = await post(form({ ...delivery(store), order_amount: 1 }, 4));
    expect(tooMany.status).toBe(422);
    const res = await post(form({ ...delivery(store), order_amount: 1 }, 1));
    const placed = parse(PlaceOrderResponseSchema, res.body);
    // The client's order_amount is not the truth: the server prices the cart.
    expect(placed.total_ammount).toBeGreaterThan(item.price - 1);
    const order = parse(
      OrderTrackSchema,
      (await get(me, `/api/v1/customer/order/track?order_id=${placed.order_id}`)).body,
    );
    expect(order.prescription_order).toBe(true);
    expect(order.order_attachment_full_url).toHaveLength(1);
    const cart = await get(me, '/api/v1/customer/cart/list');
    expect(cart.body).toEqual([]);
  });

  test('an item that needs a prescription is not sold without one, from the cart or bought directly', async () => {
    const me = await newCustomer(t);
    const { store, item } = await prescriptionItem();
    expect(store.prescription_order).toBe(1);
    const buyNow = {
      ...delivery(store),
      is_buy_now: 1,
      cart: JSON.stringify([
        { model: 'Item', item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
      ]),
    };
    const post = (payload: FormData | Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/customer/order/place',
        headers: { ...bearer(me.token), moduleId: '3' },
        payload,
      });
    const direct = await post(buyNow);
    expect(direct.status).toBe(422);
    expect(errorCodes(direct.body)).toEqual(['order_attachment']);
    expect(JSON.stringify(direct.body)).toContain(PRESCRIPTION_REQUIRED_MESSAGE);
    await addToCart(me, item, 1);
    const fromCart = await post(delivery(store));
    expect(fromCart.status).toBe(422);
    expect(errorCodes(fromCart.body)).toEqual(['order_attachment']);
    // The cart is still there after the refusal.
    expect((await get(me, '/api/v1/customer/cart/list')).body).toHaveLength(1);
    const placed = parse(PlaceOrderResponseSchema, (await post(form(buyNow, 1))).body);
    const order = parse(
      OrderTrackSchema,
      (await get(me, `/api/v1/customer/order/track?order_id=${placed.order_id}`)).body,
    );
    expect(order.order_attachment_full_url).toHaveLength(1);
  });
});

describe('the demo customer', () => {
  test('has orders in every status', async () => {
    const token = await signInDemo(t);
    const history = parse(OrderListResponseSchema, (await get({ token }, '/api/v1/customer/order/list?limit=50')).body);
    const running = parse(
      OrderListResponseSchema,
      (await get({ token }, '/api/v1/customer/order/running-orders?limit=50')).body,
    );
    const statuses = new Set([...history.orders, ...running.orders].map((o) => o.order_status));
    for (const s of ['pending', 'confirmed', 'picked_up', 'delivered', 'canceled', 'failed', 'refunded']) {
      expect(statuses).toContain(s);
    }
    expect(running.orders.find((o) => o.order_status === 'picked_up')?.delivery_man).not.toBeNull();
    const first = history.orders[0];
    parse(OrderDetailsSchema, (await get({ token }, `/api/v1/customer/order/details?order_id=${first?.id}`)).body);
  });
});
