import { CartSchema } from '@storefront/shared/contract/cart';
import { LoyaltyTransactionsResponseSchema } from '@storefront/shared/contract/loyalty';
import { OFFLINE_PAYMENT_SUBMITTED_MESSAGE } from '@storefront/shared/contract/offline-payment';
import { OrderListResponseSchema, OrderTrackSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { REFUND_REQUESTED_MESSAGE, RefundReasonsResponseSchema } from '@storefront/shared/contract/refund';
import { FIRST_ORDER_ID } from '../db/seed/extras';
import { CAMPAIGN_OVER_MESSAGE } from '../services/special-prices';
import { businessInstant } from '../lib/time';
import {
  bearer,
  createTestApp,
  errorCodes,
  FIXED_NOW,
  newCustomer,
  newGuest,
  type TestApp,
  signInDemo,
  parse,
} from './helpers';
import { addToCart, auth, delivery, place, storeAndItem } from './order-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { orderClockSeconds: 30 } });
});
afterAll(async () => {
  await t.app.close();
});

const db = () => t.app.ctx.db;
const today = FIXED_NOW.toISOString().slice(0, 10);
const cartOf = async (o: { token?: string; guestId?: number }) =>
  parse(
    CartSchema,
    (
      await t.request({
        method: 'GET',
        url: `/api/v1/customer/cart/list${o.guestId ? `?guest_id=${o.guestId}` : ''}`,
        headers: auth(o),
      })
    ).body,
  );

describe('campaign items', () => {
  test('are added by campaign id at the campaign price, and ordered at it', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    const campaign = await db()
      .selectFrom('item_campaigns')
      .selectAll()
      .where('module_id', '=', 1)
      .where('end_date', '>=', today)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('item_campaigns')
      .set({ item_id: item.id, price: 500, discount: 20, discount_type: 'percent' })
      .where('id', '=', campaign.id)
      .execute();
    const add = await addToCart(t, me, { id: campaign.id, module_id: 1 }, 1, { model: 'ItemCampaign' });
    expect(add.status).toBe(200);
    const [line] = parse(CartSchema, add.body);
    expect([line?.item_id, line?.item.id, line?.price, line?.item_type]).toEqual([
      campaign.id,
      campaign.id,
      400,
      'ItemCampaign',
    ]);
    const placed = parse(PlaceOrderResponseSchema, (await place(t, me, 1, delivery(store))).body);
    const lines = await db()
      .selectFrom('order_details')
      .selectAll()
      .where('order_id', '=', Number(placed.order_id))
      .execute();
    expect(lines.map((l) => [l.campaign_id, l.price, l.discount_on_item])).toEqual([[campaign.id, 500, 100]]);
  });

  test('an ended campaign cannot be added', async () => {
    const guest = await newGuest(t);
    const over = await db()
      .selectFrom('item_campaigns')
      .selectAll()
      .where('module_id', '=', 1)
      .where('end_date', '<', today)
      .executeTakeFirstOrThrow();
    const res = await addToCart(t, { guestId: guest }, { id: over.id, module_id: 1 }, 1, { model: 'ItemCampaign' });
    expect(res.status).toBe(403);
    expect((res.body as { errors: { message: string }[] }).errors[0]?.message).toBe(CAMPAIGN_OVER_MESSAGE);
    expect(await cartOf({ guestId: guest })).toEqual([]);
  });
});

test('a campaign outside its daily hours (business time) cannot be added', async () => {
  const running = await db()
    .selectFrom('item_campaigns')
    .selectAll()
    .where('module_id', '=', 1)
    .where('end_date', '>=', today)
    .executeTakeFirstOrThrow();
  await db()
    .updateTable('item_campaigns')
    .set({ start_time: '08:00:00', end_time: '23:00:00' })
    .where('id', '=', running.id)
    .execute();
  const add = async () =>
    addToCart(t, { guestId: await newGuest(t) }, { id: running.id, module_id: 1 }, 1, { model: 'ItemCampaign' });
  try {
    // 01:12 in Dhaka is 19:12 UTC the day before: the window is read on Dhaka's clock.
    t.setNow(businessInstant(today, '01:12'));
    const night = await add();
    expect(night.status).toBe(403);
    expect((night.body as { errors: { message: string }[] }).errors[0]?.message).toBe(CAMPAIGN_OVER_MESSAGE);
    t.setNow(businessInstant(today, '08:30'));
    expect((await add()).status).toBe(200);
  } finally {
    t.setNow(FIXED_NOW);
    await db()
      .updateTable('item_campaigns')
      .set({ start_time: running.start_time, end_time: running.end_time })
      .where('id', '=', running.id)
      .execute();
  }
});

describe('flash sales', () => {
  test('the flash price is charged in the cart and the order, and the sale counts the units', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1, (i) => i.price >= 100);
    const sale = await db()
      .selectFrom('flash_sale_items')
      .innerJoin('flash_sales', 'flash_sales.id', 'flash_sale_items.flash_sale_id')
      .select(['flash_sale_items.id'])
      .where('flash_sales.module_id', '=', 1)
      .where('flash_sales.end_date', '>=', FIXED_NOW.toISOString())
      .executeTakeFirstOrThrow();
    const flashPrice = Math.round(item.price * 0.7);
    await db()
      .updateTable('flash_sale_items')
      .set({ item_id: item.id, price: flashPrice, stock: 50, sold: 10 })
      .where('id', '=', sale.id)
      .execute();
    const [line] = parse(CartSchema, (await addToCart(t, me, item, 2)).body);
    expect(line?.price).toBe(flashPrice);
    const placed = await place(t, me, 1, delivery(store));
    expect(placed.status).toBe(200);
    const [detail] = await db()
      .selectFrom('order_details')
      .selectAll()
      .where('order_id', '=', Number((placed.body as { order_id: number }).order_id))
      .execute();
    expect(detail?.discount_on_item).toBeCloseTo((item.price - flashPrice) * 2, 2);
    const after = await db()
      .selectFrom('flash_sale_items')
      .select('sold')
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(after.sold).toBe(12);
  });
});

describe('item availability hours', () => {
  test('an item outside its hours is refused now and accepted when scheduled within them', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await db().updateTable('stores').set({ schedule_order: 1 }).where('id', '=', store.id).execute();
    await db()
      .updateTable('items')
      .set({ available_time_starts: '07:00:00', available_time_ends: '11:30:00' })
      .where('id', '=', item.id)
      .execute();
    expect((await addToCart(t, me, item, 1)).status).toBe(200);
    const now = await place(t, me, 1, delivery(store));
    expect(now.status).toBe(403);
    expect(errorCodes(now.body)).toEqual(['item_unavailable']);
    // Tomorrow 09:00 in Dhaka (03:00 UTC).
    const tomorrow = new Date(FIXED_NOW.getTime() + 86_400_000).toISOString().slice(0, 10);
    const later = await place(t, me, 1, { ...delivery(store), schedule_at: `${tomorrow}T03:00:00.000Z` });
    expect(later.status).toBe(200);
  });

  test("a schedule_at in the platform's plain form is a Dhaka wall-clock time, not the server's", async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await db().updateTable('stores').set({ schedule_order: 1 }).where('id', '=', store.id).execute();
    // It is 14:00 in Dhaka (08:00 UTC): 13:30 has passed there, though 13:30 UTC is still to come.
    expect((await addToCart(t, me, item, 1)).status).toBe(200);
    const past = await place(t, me, 1, { ...delivery(store), schedule_at: `${today} 13:30:00` });
    expect(past.status).toBe(422);
    expect(errorCodes(past.body)).toEqual(['schedule_at']);
    const later = await place(t, me, 1, { ...delivery(store), schedule_at: `${today} 15:00:00` });
    expect(later.status).toBe(200);
  });

  test('without scheduled orders the store refuses the item in the cart outside its hours', async () => {
    const guest = await newGuest(t);
    const { store, item } = await storeAndItem(t, 1, 1, (i) => i.id % 2 === 0);
    await db().updateTable('stores').set({ schedule_order: 0 }).where('id', '=', store.id).execute();
    await db()
      .updateTable('items')
      .set({ available_time_starts: '07:00:00', available_time_ends: '11:30:00' })
      .where('id', '=', item.id)
      .execute();
    const res = await addToCart(t, { guestId: guest }, item, 1);
    expect(res.status).toBe(403);
    await db().updateTable('stores').set({ schedule_order: store.schedule_order }).where('id', '=', store.id).execute();
  });
});

describe('loyalty points on delivery', () => {
  test('are credited once when the order reaches delivered', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 4, 1, (i) => i.price >= 200);
    await addToCart(t, me, item, 1);
    const placed = parse(PlaceOrderResponseSchema, (await place(t, me, 4, delivery(store))).body);
    const points = async () =>
      parse(
        LoyaltyTransactionsResponseSchema,
        (
          await t.request({
            method: 'GET',
            url: '/api/v1/customer/loyalty-point/transactions',
            headers: bearer(me.token),
          })
        ).body,
      );
    expect((await points()).total_size).toBe(0);
    t.setNow(new Date(FIXED_NOW.getTime() + 91_000));
    try {
      const history = await points();
      expect(history.data.map((d) => [d.transaction_type, d.reference, d.credit])).toEqual([
        ['order_place', String(placed.order_id), Math.floor((Number(placed.total_ammount) * 5) / 100)],
      ]);
      await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(me.token) });
      expect((await points()).total_size).toBe(1);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });
});

describe('create_new_user at guest checkout', () => {
  test('creates the account with the password; the order moves to it and the guest still reaches it', async () => {
    const guest = await newGuest(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await addToCart(t, { guestId: guest }, item, 1);
    const contact = {
      contact_person_name: 'Guest Buyer',
      // Typed in the local form: the account stores it in E.164, as sign-up does.
      contact_person_number: '01666000111',
      contact_person_email: 'guest.buyer@example.test',
    };
    const missing = await place(t, { guestId: guest }, 1, { ...delivery(store), ...contact, create_new_user: 1 });
    expect(missing.status).toBe(422);
    expect(errorCodes(missing.body)).toEqual(['password']);
    const res = await place(t, { guestId: guest }, 1, {
      ...delivery(store),
      ...contact,
      create_new_user: 1,
      password: 'guest-pass-1',
    });
    expect(res.status).toBe(200);
    const orderId = Number((res.body as { order_id: number }).order_id);
    const account = await t.app.ctx.db
      .selectFrom('users')
      .select('phone')
      .where('email', '=', contact.contact_person_email)
      .executeTakeFirstOrThrow();
    expect(account.phone).toBe('+8801666000111');
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        login_type: 'manual',
        email_or_phone: '+8801666000111',
        password: 'guest-pass-1',
        field_type: 'phone',
      },
    });
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const list = parse(
      OrderListResponseSchema,
      (await t.request({ method: 'GET', url: '/api/v1/customer/order/running-orders', headers: bearer(token) })).body,
    );
    expect(list.orders.map((o) => o.id)).toEqual([orderId]);
    const track = await t.request({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=${encodeURIComponent(contact.contact_person_number)}`,
    });
    expect(track.status).toBe(200);

    const other = await newGuest(t);
    await addToCart(t, { guestId: other }, item, 1);
    const taken = await place(t, { guestId: other }, 1, {
      ...delivery(store),
      ...contact,
      create_new_user: 1,
      password: 'guest-pass-1',
    });
    expect(taken.status).toBe(403);
    expect(await cartOf({ guestId: other })).toHaveLength(1);
  });
});

describe('refunds', () => {
  let demo: string;
  beforeAll(async () => {
    demo = await signInDemo(t);
  });
  const request = (token: string | null, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/v1/customer/order/refund-request',
      headers: token ? bearer(token) : {},
      payload,
    });

  test('reasons; a delivered order can be refunded once; never another customer’s', async () => {
    const reasons = parse(
      RefundReasonsResponseSchema,
      (await t.request({ method: 'GET', url: '/api/v1/customer/order/refund-reasons' })).body,
    );
    const reason = reasons.refund_reasons[0]?.reason ?? '';
    const delivered = FIRST_ORDER_ID + 5;
    const stranger = await newCustomer(t);
    expect((await request(stranger.token, { order_id: delivered, customer_reason: reason })).status).toBe(404);
    const bad = await request(demo, { order_id: delivered, customer_reason: 'I just felt like it' });
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['customer_reason']);
    const none = await request(demo, {});
    expect(errorCodes(none.body)).toEqual(['order_id', 'customer_reason']);
    const ok = await request(demo, { order_id: delivered, customer_reason: reason, customer_note: 'Box was crushed' });
    expect(ok.status).toBe(200);
    expect((ok.body as { message: string }).message).toBe(REFUND_REQUESTED_MESSAGE);
    const track = parse(
      OrderTrackSchema,
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/customer/order/track?order_id=${delivered}`,
          headers: bearer(demo),
        })
      ).body,
    );
    expect(track.order_status).toBe('refund_requested');
    expect(track.refund_request).toMatchObject({ status: 'pending', reason, note: 'Box was crushed', image_count: 0 });
    expect((await request(demo, { order_id: delivered, customer_reason: reason })).status).toBe(403);
    const pending = await request(demo, { order_id: FIRST_ORDER_ID + 8, customer_reason: reason });
    expect(pending.status).toBe(403);
  });
});

describe('offline payment proof', () => {
  test('required inputs are checked; the proof shows on the order; another owner gets 404', async () => {
    const guest = await newGuest(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await addToCart(t, { guestId: guest }, item, 1);
    const placed = await place(t, { guestId: guest }, 1, {
      ...delivery(store),
      payment_method: 'offline_payment',
      contact_person_name: 'Offline Payer',
      contact_person_number: '+8801777000222',
    });
    expect(placed.status).toBe(200);
    const orderId = Number((placed.body as { order_id: number }).order_id);
    const submit = (g: number, payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/v1/customer/order/offline-payment', payload: { guest_id: g, ...payload } });
    const missing = await submit(guest, { order_id: orderId, method_id: 1 });
    expect(missing.status).toBe(422);
    expect(errorCodes(missing.body)).toEqual(['sender_number', 'transaction_id']);
    const other = await newGuest(t);
    expect(
      (await submit(other, { order_id: orderId, method_id: 1, sender_number: '017', transaction_id: 'X' })).status,
    ).toBe(404);
    const ok = await submit(guest, {
      order_id: orderId,
      method_id: 1,
      method_fields: JSON.stringify({ sender_number: '01700000999', transaction_id: 'TX123' }),
      customer_note: 'Paid at 2pm',
    });
    expect(ok.status).toBe(200);
    expect((ok.body as { message: string }).message).toBe(OFFLINE_PAYMENT_SUBMITTED_MESSAGE);
    const track = parse(
      OrderTrackSchema,
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=%2B8801777000222`,
        })
      ).body,
    );
    expect(track.offline_payment).toEqual({
      method_id: 1,
      method_name: 'bKash',
      payment_info: { sender_number: '01700000999', transaction_id: 'TX123' },
      customer_note: 'Paid at 2pm',
      status: 'pending',
    });
  });
});

describe('delivery man application page', () => {
  test('is a simple HTML page outside /api/v1', async () => {
    const res = await t.request({ method: 'GET', url: '/deliveryman/apply' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(String(res.body)).toContain('How to apply');
  });
});
