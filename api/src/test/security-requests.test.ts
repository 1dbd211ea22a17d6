import zlib from 'node:zlib';
import { MAX_CART_LINES, MAX_CART_QUANTITY } from '@storefront/shared/contract/cart';
import { insertCartRow } from '../db/queries/carts';
import { MAX_PAGE } from '../lib/request';
import {
  SCHEDULE_TOO_FAR_MESSAGE,
  STORE_CLOSED_AT_SCHEDULE_MESSAGE,
} from '../services/order-placement/placement-rules';
import { bearer, createTestApp, errorCodes, FIXED_NOW, newCustomer, newGuest, type TestApp } from './helpers';
import { addToCart, delivery, orderCount, place, storeAndItem, type Owner } from './order-helpers';
import { startPaymentStandIn, type PaymentStandIn } from './payment-helpers';

let t: TestApp;
let payments: PaymentStandIn;
beforeAll(async () => {
  // The largest carts are past cash on delivery's ceiling: they are paid online.
  payments = await startPaymentStandIn();
  t = await createTestApp({ env: { payments: payments.payments } });
  payments.sendTo(t.app);
});
afterAll(async () => {
  await t.app.close();
  await payments.close();
});

const db = () => t.app.ctx.db;
const HUGE = Number.MAX_SAFE_INTEGER;
const GUEST_CONTACT = { contact_person_name: 'Rahim Uddin', contact_person_number: '+8801711000111' };

const line = (itemId: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  item_id: itemId,
  quantity,
  ...extra,
});

/** A buy-now order of `cart` from `owner`, delivered from `store`. */
const buyNow = (
  owner: Owner,
  store: Parameters<typeof delivery>[0],
  cart: unknown[],
  extra: Record<string, unknown> = {},
) => place(t, owner, store.module_id, { ...delivery(store), ...GUEST_CONTACT, is_buy_now: 1, cart, ...extra });

const firstMessage = (body: unknown) => (body as { errors: { message: string }[] }).errors[0]?.message;

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
};

/** A 1x1 PNG carrying `bytes` of text, as a large photo of a prescription would weigh. */
function largePng(bytes: number): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const pixel = zlib.deflateSync(Buffer.from([0, 255, 255, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(Math.floor(bytes), 'x')])),
    pngChunk('IDAT', pixel),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('security: an order request is bounded', () => {
  test('an 8,000-line buy-now cart from a guest is refused with 422 and nothing is saved', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 2, 1);
    const before = await orderCount(t);
    const res = await buyNow(
      { guestId },
      store,
      Array.from({ length: 8000 }, () => line(item.id)),
    );
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['cart']);
    expect(await orderCount(t)).toBe(before);
  });

  test('one line over the limit is refused with 422', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 2, 1);
    const cart = Array.from({ length: MAX_CART_LINES + 1 }, () => line(item.id));
    const res = await buyNow({ guestId }, store, cart);
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['cart']);
    expect(firstMessage(res.body)).toBe(`The cart may not have more than ${MAX_CART_LINES} items.`);
  });

  test('the largest allowed buy-now cart is placed, its lines checked together', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 2, 1);
    const cart = Array.from({ length: MAX_CART_LINES }, () => line(item.id));
    const res = await buyNow({ guestId }, store, cart, { payment_method: 'digital_payment' });
    expect(res.status).toBe(200);
  });

  test('stock holds across the lines of one item', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 1, 1, (i) => i.stock !== null);
    const half = Math.ceil((item.stock ?? 0) / 2) + 1;
    const res = await buyNow({ guestId }, store, [line(item.id, half), line(item.id, half)]);
    expect(res.status).toBe(403);
    expect(errorCodes(res.body)).toEqual(['stock_out']);
  });

  test('a body over the limit answers 413 in the API error shape', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 2, 1);
    const res = await buyNow({ guestId }, store, [line(item.id)], { order_note: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(errorCodes(res.body)).toEqual(['body']);
    expect(firstMessage(res.body)).toBe('The request body may not be larger than 256 KB.');
  });

  test('an upload keeps its own limits: a prescription image far above the JSON body limit is placed', async () => {
    const guestId = await newGuest(t);
    const { store } = await storeAndItem(t, 3, 1);
    const form = new FormData();
    const fields = { ...delivery(store), ...GUEST_CONTACT, guest_id: guestId };
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    const image = new Uint8Array(largePng(1.5 * 1024 * 1024));
    form.append('order_attachment[]', new Blob([image], { type: 'image/png' }), 'rx.png');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/prescription/place',
      headers: { moduleId: '3' },
      payload: form,
    });
    expect(res.status).toBe(200);
  });

  test('a multipart form with too many fields answers 413 in the API error shape', async () => {
    const guestId = await newGuest(t);
    const form = new FormData();
    form.append('guest_id', String(guestId));
    for (let i = 0; i < 200; i++) form.append(`field_${i}`, 'x');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/prescription/place',
      headers: { moduleId: '3' },
      payload: form,
    });
    expect(res.status).toBe(413);
    expect(errorCodes(res.body)).toEqual(['body']);
    expect(firstMessage(res.body)).toBe('The form may not have more than 100 fields.');
  });

  test.each([
    ['order_note', 1001],
    ['delivery_instruction', 1001],
    ['address', 501],
    ['contact_person_name', 101],
    ['coupon_code', 51],
    ['schedule_at', 41],
  ])('a %s of %i characters is refused with 422', async (field, length) => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 2, 1);
    const res = await buyNow({ guestId }, store, [line(item.id)], { [field]: 'a'.repeat(length) });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual([field]);
  });
});

describe('security: cart and add-on quantities are bounded', () => {
  test.each([HUGE, MAX_CART_QUANTITY + 1])(
    'quantity %i is refused with 422 by cart add, cart update and order place',
    async (quantity) => {
      const guestId = await newGuest(t);
      const { store, item } = await storeAndItem(t, 2, 1);
      const added = await addToCart(t, { guestId }, item, quantity);
      expect(added.status).toBe(422);
      expect(errorCodes(added.body)).toEqual(['quantity']);

      const cart = (await addToCart(t, { guestId }, item, 1)).body as { id: number }[];
      const updated = await t.request({
        method: 'POST',
        url: '/api/v1/customer/cart/update',
        payload: { guest_id: guestId, cart_id: cart[0]?.id, item_id: item.id, quantity },
      });
      expect(updated.status).toBe(422);
      expect(errorCodes(updated.body)).toEqual(['quantity']);

      const before = await orderCount(t);
      const placed = await buyNow({ guestId }, store, [line(item.id, quantity)]);
      expect(placed.status).toBe(422);
      expect(errorCodes(placed.body)).toEqual(['cart.0.quantity']);
      expect(await orderCount(t)).toBe(before);
    },
  );

  test(`quantity ${MAX_CART_QUANTITY} is the most a line takes`, async () => {
    const guestId = await newGuest(t);
    const { item } = await storeAndItem(t, 2, 1);
    expect((await addToCart(t, { guestId }, item, MAX_CART_QUANTITY)).status).toBe(200);
  });

  test.each([HUGE, MAX_CART_QUANTITY + 1])(
    'an add-on quantity of %i is refused with 422 by cart add and order place',
    async (addOnQuantity) => {
      const guestId = await newGuest(t);
      const { store, item } = await storeAndItem(t, 2, 1);
      // The plain item of an open store, offered with one of the store's add-ons.
      const { id: addOnId } = await db()
        .selectFrom('add_ons')
        .select('id')
        .where('store_id', '=', store.id)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('items')
        .set({ add_ons: JSON.stringify([addOnId]) })
        .where('id', '=', item.id)
        .execute();
      const addOns = { add_on_ids: [addOnId], add_on_qtys: [addOnQuantity] };
      const added = await addToCart(t, { guestId }, item, 1, addOns);
      expect(added.status).toBe(422);
      expect(errorCodes(added.body)).toEqual(['add_on_qtys.0']);
      const placed = await buyNow({ guestId }, store, [line(item.id, 1, addOns)]);
      expect(placed.status).toBe(422);
      expect(errorCodes(placed.body)).toEqual(['cart.0.add_on_qtys.0']);
    },
  );

  test('a cart full of lines takes no more', async () => {
    const guestId = await newGuest(t);
    const { item } = await storeAndItem(t, 2, 1);
    const stamp = FIXED_NOW.toISOString();
    for (let i = 0; i < MAX_CART_LINES; i++) {
      await insertCartRow(db(), {
        owner_type: 'guest',
        owner_id: guestId,
        module_id: item.module_id,
        item_id: item.id,
        item_type: 'Item',
        campaign_id: null,
        quantity: 1,
        price: item.price,
        variation: JSON.stringify([{ type: `filler-${i}` }]),
        add_on_ids: '[]',
        add_on_qtys: '[]',
        created_at: stamp,
        updated_at: stamp,
      });
    }
    const res = await addToCart(t, { guestId }, item, 1);
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['cart']);
  });
});

describe('security: a huge offset is refused; the last page reads empty', () => {
  let token = '';
  beforeAll(async () => {
    token = (await newCustomer(t)).token;
  });

  const paths: [string, string][] = [
    ['/api/v1/items/popular', 'products'],
    ['/api/v1/items/latest', 'products'],
    ['/api/v1/stores/popular', 'stores'],
    ['/api/v1/categories/items/1', 'products'],
    ['/api/v1/flash-sales/items', 'products'],
    ['/api/v1/customer/order/list', 'orders'],
    ['/api/v1/customer/wallet/transactions', 'data'],
  ];
  const get = (url: string) =>
    t.request({ method: 'GET', url, headers: { ...bearer(token), moduleId: '1', zoneId: '[1]' } });

  test.each(paths)('%s?offset=1e308 answers 422 naming offset and limit', async (path) => {
    const res = await get(`${path}?offset=1e308&limit=1e308`);
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['offset', 'limit']);
  });

  test.each(paths)('%s at the last page answers 200 with an empty page', async (path, list) => {
    const res = await get(`${path}?offset=${MAX_PAGE}&limit=100`);
    expect(res.status).toBe(200);
    expect((res.body as Record<string, unknown[]>)[list]).toEqual([]);
  });
});

describe('security: a schedule lies within the window and the store hours', () => {
  // Dhaka is at +06:00: tomorrow is Thursday 5 June 2025.
  const TOMORROW = '2025-06-05';

  /** A store open 09:00 to 22:30 every day that takes scheduled orders, and a stocked item of it. */
  async function scheduledStore() {
    const { store, item } = await storeAndItem(t, 1, 1, (i) => i.stock !== null && i.available_time_ends >= '23:00:00');
    await db().updateTable('stores').set({ schedule_order: 1 }).where('id', '=', store.id).execute();
    await db().deleteFrom('store_schedules').where('store_id', '=', store.id).execute();
    await db()
      .insertInto('store_schedules')
      .values(
        Array.from({ length: 7 }, (_, day) => ({
          store_id: store.id,
          day,
          opening_time: '09:00:00',
          closing_time: '22:30:00',
        })),
      )
      .execute();
    return { store, item };
  }

  test('a scheduled order in year 9999 is refused with 422', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await scheduledStore();
    const res = await buyNow({ guestId }, store, [line(item.id)], { schedule_at: '9999-06-05 12:00:00' });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['schedule_at']);
    expect(firstMessage(res.body)).toBe(SCHEDULE_TOO_FAR_MESSAGE);
  });

  test('a schedule one day past the window is refused with 422', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await scheduledStore();
    const res = await buyNow({ guestId }, store, [line(item.id)], { schedule_at: '2025-06-12 12:00:00' });
    expect(res.status).toBe(422);
    expect(firstMessage(res.body)).toBe(SCHEDULE_TOO_FAR_MESSAGE);
  });

  test('a schedule at a time the store is closed is refused with 422', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await scheduledStore();
    const res = await buyNow({ guestId }, store, [line(item.id)], { schedule_at: `${TOMORROW} 03:00:00` });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['schedule_at']);
    expect(firstMessage(res.body)).toBe(STORE_CLOSED_AT_SCHEDULE_MESSAGE);
  });

  test('a schedule inside the window and the store hours is placed and takes its stock at once', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await scheduledStore();
    const stock = async () =>
      (await db().selectFrom('items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock;
    const before = await stock();
    const res = await buyNow({ guestId }, store, [line(item.id, 2)], { schedule_at: `${TOMORROW} 12:00:00` });
    expect(res.status).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .select(['scheduled', 'schedule_at'])
      .where('id', '=', (res.body as { order_id: number }).order_id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ scheduled: 1, schedule_at: '2025-06-05T06:00:00.000Z' });
    expect(await stock()).toBe((before ?? 0) - 2);
  });
});
