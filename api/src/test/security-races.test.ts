// Effects that must happen once, raced: ten requests at once, spread over the deployment's instances
// (two API instances on one PostgreSQL database on the PostgreSQL run, one app on SQLite), every one
// of them past its checks before any writes (the gate below). Exactly one has the effect; the rest get
// a clear 4xx, never a 500.
import { PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import type { StoreRow } from '../db/queries/catalogue';
import { insertCartRow } from '../db/queries/carts';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit-settings';
import { verifyPassword } from '../lib/security';
import { OUT_OF_STOCK } from '../services/cart-pricing';
import { PAYING_CARD } from '../stand-ins/stripe-api';
import { WALLET_SHORT_MESSAGE } from '../services/order-placement/placement-rules';
import {
  bearer,
  createTestInstances,
  errorMessages,
  FIXED_NOW,
  meetBeforeWriting,
  newCustomer,
  newGuest,
  parse,
  type TestApp,
  type TestRequest,
} from './helpers';
import { delivery, storeAndItem, type Owner } from './order-helpers';
import { payOnPage, startPaymentStandIn, type PaymentStandIn } from './payment-helpers';

const N = 10;
const GROCERY = 1;

let instances: TestApp[];
let close: () => Promise<void>;
let payments: PaymentStandIn;
beforeAll(async () => {
  payments = await startPaymentStandIn();
  ({ instances, close } = await createTestInstances(2, {
    env: { orderClockSeconds: 30, payments: payments.payments },
  }));
  payments.sendTo((instances[0] as TestApp).app);
});
afterAll(async () => {
  await close();
  await payments.close();
});

/** The first instance: setup and reads go through it (every instance sees one database). */
const t = () => instances[0] as TestApp;
const db = () => t().app.ctx.db;

/** Sends `N` requests at once, request i through instance i mod the instances; the replies in order. */
async function race(request: (i: number) => TestRequest, count = N) {
  const restore = meetBeforeWriting(instances, count);
  try {
    return await Promise.all(
      Array.from({ length: count }, (_, i) => (instances[i % instances.length] as TestApp).request(request(i))),
    );
  } finally {
    restore();
  }
}

/** One 200 and each of the rest refused with one of the given answers; never a 500. */
function expectOneWinner(
  replies: { status: number; body: unknown }[],
  status: number,
  message: string,
  ...more: { status: number; message: string }[]
) {
  expect(replies.filter((r) => r.status >= 500)).toEqual([]);
  expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  const allowed = [{ status, message }, ...more];
  for (const r of replies.filter((reply) => reply.status !== 200)) {
    const [got] = errorMessages(r.body);
    expect(allowed).toContainEqual({ status: r.status, message: got });
  }
}

/** Past an account's sign-up limit the rest wait: a clear answer too. */
const SIGN_UP_LIMITED = { status: 429, message: 'Too many attempts. Please try again in 60 minutes.' };

const userId = async (email: string) =>
  (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A signed-in customer past the new-customer discount's validity (so only the rule under test decides). */
/** Customers made one after another: sign-ups at once would queue for the two hash threads. */
async function oldCustomers(count: number) {
  const made: Awaited<ReturnType<typeof oldCustomer>>[] = [];
  for (let i = 0; i < count; i += 1) made.push(await oldCustomer());
  return made;
}

async function oldCustomer(wallet = 0) {
  const me = await newCustomer(t());
  const id = await userId(me.email);
  await db()
    .updateTable('users')
    .set({ created_at: '2024-01-01T00:00:00.000Z', wallet_balance: wallet })
    .where('id', '=', id)
    .execute();
  return { ...me, id, owner: { token: me.token } as Owner };
}

const buyNow = (store: StoreRow, itemId: number, extra: Record<string, unknown> = {}) => ({
  ...delivery(store),
  is_buy_now: 1,
  cart: [{ item_id: itemId, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }],
  ...extra,
});

const placeRequest = (o: Owner, payload: Record<string, unknown>): TestRequest => ({
  method: 'POST',
  url: '/api/v1/customer/order/place',
  headers: { ...(o.token ? bearer(o.token) : {}), moduleId: String(GROCERY) },
  payload: { guest_id: o.guestId, ...payload },
});

async function placeOne(o: Owner, payload: Record<string, unknown>) {
  const res = await t().request(placeRequest(o, payload));
  expect(res.status).toBe(200);
  return parse(PlaceOrderResponseSchema, res.body).order_id;
}

const orderRow = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const walletOf = async (id: number) =>
  (await db().selectFrom('users').select('wallet_balance').where('id', '=', id).executeTakeFirstOrThrow())
    .wallet_balance;
const stockOf = async (id: number) =>
  (await db().selectFrom('items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const countOf = async (table: 'orders' | 'refunds' | 'reviews' | 'delivery_man_reviews' | 'wishlists' | 'carts') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n,
  );

/** A delivered order of the customer (its status stored, off the clock), with a delivery man. */
async function deliveredOrder(o: Awaited<ReturnType<typeof oldCustomer>>) {
  const { store, item } = await storeAndItem(t(), GROCERY, 1);
  const id = await placeOne(o.owner, buyNow(store, item.id));
  await db()
    .updateTable('orders')
    .set({ order_status: 'delivered', lifecycle_started_at: null, delivered: FIXED_NOW.toISOString() })
    .where('id', '=', id)
    .execute();
  return { id, item, order: await orderRow(id) };
}

/** A coupon of the grocery module with the given limits, running today. */
async function coupon(code: string, limits: { limit_per_user: number | null; total_limit?: number | null }) {
  const last = await db()
    .selectFrom('coupons')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await db()
    .insertInto('coupons')
    .values({
      id: Number(last?.id ?? 0) + 1,
      title: `Race ${code}`,
      code,
      start_date: '2025-01-01',
      expire_date: '2026-12-31',
      min_purchase: 0,
      max_discount: 50,
      discount: 10,
      discount_type: 'percent',
      coupon_type: 'default',
      limit_per_user: limits.limit_per_user,
      total_limit: limits.total_limit ?? null,
      store_id: null,
      module_id: GROCERY,
      status: 1,
      created_at: FIXED_NOW.toISOString(),
    })
    .execute();
}

const ordersWithCoupon = async (code: string) =>
  Number(
    (
      await db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('coupon_code', '=', code)
        .executeTakeFirst()
    )?.n,
  );

const cancelRequest = (token: string, orderId: number): TestRequest => ({
  method: 'PUT',
  url: '/api/v1/customer/order/cancel',
  headers: bearer(token),
  payload: { order_id: orderId, reason: 'Changed my mind' },
});

describe('security: raced effects happen once', () => {
  test('cancel: one cancel, one refund to the wallet, the stock back once', async () => {
    const me = await oldCustomer(2000);
    const { store, item } = await storeAndItem(t(), GROCERY, 1, (i) => i.stock !== null);
    const stockBefore = await stockOf(item.id);
    const id = await placeOne(me.owner, buyNow(store, item.id, { payment_method: 'wallet' }));
    const paid = (await orderRow(id)).wallet_paid;
    expect(paid).toBeGreaterThan(0);
    expect(await stockOf(item.id)).toBe((stockBefore ?? 0) - 1);

    const replies = await race(() => cancelRequest(me.token, id));

    expectOneWinner(replies, 403, 'You can not cancel after confirm');
    expect(await walletOf(me.id)).toBeCloseTo(2000, 2);
    expect(await stockOf(item.id)).toBe(stockBefore);
    const refunds = await db()
      .selectFrom('wallet_transactions')
      .select('credit')
      .where('user_id', '=', me.id)
      .where('transaction_type', '=', 'order_refund')
      .execute();
    expect(refunds).toEqual([{ credit: paid }]);
  });

  test('cancel of a card order: one cancel, one refund through the provider, the stock back once', async () => {
    const me = await oldCustomer();
    const { store, item } = await storeAndItem(t(), GROCERY, 1, (i) => i.stock !== null);
    const stockBefore = await stockOf(item.id);
    const res = await t().request(
      placeRequest(me.owner, buyNow(store, item.id, { payment_method: 'digital_payment' })),
    );
    const placed = parse(PlaceOrderResponseSchema, res.body);
    expect((await payOnPage(placed.payment_url!, PAYING_CARD)).status).toBe(303);
    const id = Number(placed.order_id);
    expect((await orderRow(id)).payment_status).toBe('paid');
    const refundsBefore = payments.standIn.refunds.size;

    const replies = await race(() => cancelRequest(me.token, id));

    expectOneWinner(replies, 403, 'You can not cancel after confirm');
    expect(await stockOf(item.id)).toBe(stockBefore);
    expect(payments.standIn.refunds.size).toBe(refundsBefore + 1);
    const kept = await db()
      .selectFrom('payment_refunds')
      .select(['status', 'amount'])
      .where('order_id', '=', id)
      .execute();
    expect(kept).toEqual([{ status: 'succeeded', amount: (await orderRow(id)).order_amount }]);
  });

  test('refund request: one request stored, the others refused', async () => {
    const me = await oldCustomer();
    const { id } = await deliveredOrder(me);
    const before = await countOf('refunds');
    const reason = (await db().selectFrom('refund_reasons').select('reason').where('status', '=', 1).executeTakeFirst())
      ?.reason;

    const replies = await race(() => ({
      method: 'POST',
      url: '/api/v1/customer/order/refund-request',
      headers: bearer(me.token),
      payload: { order_id: id, customer_reason: reason, customer_note: 'Two packs were crushed' },
    }));

    expectOneWinner(replies, 403, 'A refund was already requested for this order.');
    expect(await countOf('refunds')).toBe(before + 1);
  });

  test('the failed-payment switch to cash on delivery: once, and a scheduled order keeps its time', async () => {
    const me = await oldCustomer();
    const { store, item } = await storeAndItem(t(), GROCERY, 1);
    const id = await placeOne(me.owner, buyNow(store, item.id));
    const scheduleAt = new Date(FIXED_NOW.getTime() + 3 * 3600_000).toISOString();
    await db()
      .updateTable('orders')
      .set({
        order_status: 'failed',
        payment_status: 'failed',
        payment_method: 'digital_payment',
        lifecycle_started_at: null,
        schedule_at: scheduleAt,
        scheduled: 1,
      })
      .where('id', '=', id)
      .execute();

    const replies = await race(() => ({
      method: 'PUT',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(me.token),
      payload: { order_id: id },
    }));

    expectOneWinner(replies, 403, 'Only an order whose payment failed can switch to cash on delivery.');
    const after = await orderRow(id);
    expect(after).toMatchObject({ order_status: 'pending', payment_method: 'cash_on_delivery' });
    expect(after.lifecycle_started_at).toBe(scheduleAt);
  });

  test('wallet spend: of ten orders that each fit the balance alone, one is paid', async () => {
    const { store, item } = await storeAndItem(t(), GROCERY, 1, (i) => i.stock !== null);
    const me = await oldCustomer(item.price + 200);
    const before = await countOf('orders');

    const replies = await race(() => placeRequest(me.owner, buyNow(store, item.id, { payment_method: 'wallet' })));

    expectOneWinner(replies, 403, WALLET_SHORT_MESSAGE);
    expect(await countOf('orders')).toBe(before + 1);
    expect(await walletOf(me.id)).toBeGreaterThanOrEqual(0);
  });

  test('loyalty conversion: of ten transfers that each fit the points alone, one is made', async () => {
    const me = await oldCustomer();
    await db().updateTable('users').set({ loyalty_point: 150 }).where('id', '=', me.id).execute();

    const replies = await race(() => ({
      method: 'POST',
      url: '/api/v1/customer/loyalty-point/point-transfer',
      headers: bearer(me.token),
      payload: { point: 100 },
    }));

    expectOneWinner(replies, 403, 'Insufficient point.');
    const after = await db()
      .selectFrom('users')
      .select(['loyalty_point', 'wallet_balance'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ loyalty_point: 50, wallet_balance: 10 });
  });

  test('a limit-1 coupon: one customer’s ten orders at once use it once', async () => {
    await coupon('RACEONE', { limit_per_user: 1 });
    const me = await oldCustomer();
    const { store, item } = await storeAndItem(t(), GROCERY, 1);

    const replies = await race(() => placeRequest(me.owner, buyNow(store, item.id, { coupon_code: 'RACEONE' })));

    expectOneWinner(replies, 403, 'Coupon usage limit over');
    expect(await ordersWithCoupon('RACEONE')).toBe(1);
  });

  test('a limit-1 coupon binds a guest by the contact phone: new guest ids, at once and one after another', async () => {
    await coupon('RACEPHONE', { limit_per_user: 1 });
    const { store, item } = await storeAndItem(t(), GROCERY, 1);
    const guests = await Promise.all(Array.from({ length: N }, () => newGuest(t())));
    const asGuest = (guestId: number, email?: string) =>
      placeRequest(
        { guestId },
        buyNow(store, item.id, {
          coupon_code: 'RACEPHONE',
          contact_person_name: 'Rafi Ahmed',
          // The same phone written two ways: one person.
          contact_person_number: guestId % 2 ? '+8801712345678' : '01712345678',
          ...(email ? { contact_person_email: email } : {}),
        }),
      );

    const replies = await race((i) => asGuest(guests[i] as number));
    expectOneWinner(replies, 403, 'Coupon usage limit over');

    const later = await t().request(asGuest(await newGuest(t())));
    expect({ status: later.status, messages: errorMessages(later.body) }).toEqual({
      status: 403,
      messages: ['Coupon usage limit over'],
    });
    expect(await ordersWithCoupon('RACEPHONE')).toBe(1);
  });

  test('a coupon with one use overall: ten customers at once, one gets it', async () => {
    await coupon('RACEALL', { limit_per_user: null, total_limit: 1 });
    const { store, item } = await storeAndItem(t(), GROCERY, 1);
    const buyers = await oldCustomers(N);

    const replies = await race((i) =>
      placeRequest((buyers[i] as { owner: Owner }).owner, buyNow(store, item.id, { coupon_code: 'RACEALL' })),
    );

    expectOneWinner(replies, 403, 'Coupon usage limit over');
    expect(await ordersWithCoupon('RACEALL')).toBe(1);
  });

  test('the new-customer discount: of a new customer’s ten orders at once, one takes it', async () => {
    const me = await newCustomer(t());
    const { store, item } = await storeAndItem(t(), GROCERY, 1);

    const replies = await race(() => placeRequest({ token: me.token }, buyNow(store, item.id)));

    expectOneWinner(replies, 403, 'The new-customer discount is for the first order only.');
    const discounted = await db()
      .selectFrom('orders')
      .select('first_order_discount')
      .where('owner_type', '=', 'user')
      .where('owner_id', '=', await userId(me.email))
      .execute();
    expect(discounted).toHaveLength(1);
    expect(discounted[0]?.first_order_discount).toBeGreaterThan(0);
  });

  test('one stored cart placed ten times at once becomes one order', async () => {
    const me = await oldCustomer();
    const { store, item } = await storeAndItem(t(), GROCERY, 1);
    const added = await t().request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { ...bearer(me.token), moduleId: String(GROCERY) },
      payload: { item_id: item.id, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] },
    });
    expect(added.status).toBe(200);
    const before = await countOf('orders');

    const replies = await race(() => placeRequest(me.owner, delivery(store)));

    expectOneWinner(replies, 403, 'Your cart is empty.');
    expect(await countOf('orders')).toBe(before + 1);
  });

  test('the last unit: ten customers at once, one buys it', async () => {
    const { store, item } = await storeAndItem(t(), GROCERY, 1, (i) => i.stock !== null);
    await db().updateTable('items').set({ stock: 1 }).where('id', '=', item.id).execute();
    const buyers = await oldCustomers(N);

    const replies = await race((i) => placeRequest((buyers[i] as { owner: Owner }).owner, buyNow(store, item.id)));

    expectOneWinner(replies, 403, OUT_OF_STOCK);
    expect(await stockOf(item.id)).toBe(0);
  });

  test('sign-up: ten at once with one email make one account', async () => {
    const email = 'race-sign-up@example.test';
    const replies = await race((i) => ({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: 'Tania Race', email, phone: `+88019${String(10000000 + i)}`, password: 'secret-pass-1' },
    }));

    expectOneWinner(replies, 403, 'The email has already been taken.', SIGN_UP_LIMITED);
    expect(await db().selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  test('sign-up: ten at once with one phone make one account', async () => {
    const replies = await race((i) => ({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        name: 'Tania Race',
        email: `race-phone-${i}@example.test`,
        phone: '+8801912000999',
        password: 'secret-pass-1',
      },
    }));

    expectOneWinner(replies, 403, 'The phone has already been taken.', SIGN_UP_LIMITED);
    expect(await db().selectFrom('users').select('id').where('phone', '=', '+8801912000999').execute()).toHaveLength(1);
  });

  test('an item review: one per item and order, counted once in the item’s rating', async () => {
    const me = await oldCustomer();
    const { id, item } = await deliveredOrder(me);
    const ratedBefore = await db()
      .selectFrom('items')
      .select('rating_count')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();

    const replies = await race(() => ({
      method: 'POST',
      url: '/api/v1/items/reviews/submit',
      headers: { ...bearer(me.token), moduleId: String(GROCERY) },
      payload: { item_id: item.id, order_id: id, rating: 5, comment: 'Fresh and well packed' },
    }));

    expectOneWinner(replies, 403, 'You have already reviewed this item.');
    expect(await db().selectFrom('reviews').select('id').where('order_id', '=', id).execute()).toHaveLength(1);
    const ratedAfter = await db()
      .selectFrom('items')
      .select('rating_count')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(ratedAfter.rating_count).toBe(ratedBefore.rating_count + 1);
  });

  test('reviews of one item by ten customers at once are all counted in its rating', async () => {
    const buyers = await oldCustomers(N);
    const orders: Awaited<ReturnType<typeof deliveredOrder>>[] = [];
    for (const buyer of buyers) orders.push(await deliveredOrder(buyer));
    const item = (orders[0] as { item: { id: number } }).item;
    const before = await db()
      .selectFrom('items')
      .select('rating_count')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();

    const replies = await race((i) => ({
      method: 'POST',
      url: '/api/v1/items/reviews/submit',
      headers: { ...bearer((buyers[i] as { token: string }).token), moduleId: String(GROCERY) },
      payload: { item_id: item.id, order_id: (orders[i] as { id: number }).id, rating: 4 },
    }));

    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: N }, () => 200));
    const after = await db()
      .selectFrom('items')
      .select('rating_count')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(after.rating_count).toBe(before.rating_count + N);
  });

  test('a delivery man’s review: once per order', async () => {
    const me = await oldCustomer();
    const { id, order } = await deliveredOrder(me);
    expect(order.delivery_man_id).not.toBeNull();
    const before = await db()
      .selectFrom('delivery_men')
      .select('rating_count')
      .where('id', '=', order.delivery_man_id ?? 0)
      .executeTakeFirstOrThrow();

    const replies = await race(() => ({
      method: 'POST',
      url: '/api/v1/delivery-man/reviews/submit',
      headers: bearer(me.token),
      payload: { delivery_man_id: order.delivery_man_id, order_id: id, rating: 5 },
    }));

    expectOneWinner(replies, 403, 'You have already reviewed the delivery man of this order.');
    const after = await db()
      .selectFrom('delivery_men')
      .select('rating_count')
      .where('id', '=', order.delivery_man_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(after.rating_count).toBe(before.rating_count + 1);
  });

  test('a wishlist entry: stored once, counted once', async () => {
    const me = await oldCustomer();
    const { item } = await storeAndItem(t(), GROCERY, 1);
    const before = (
      await db().selectFrom('items').select('wishlist_count').where('id', '=', item.id).executeTakeFirstOrThrow()
    ).wishlist_count;

    const replies = await race(() => ({
      method: 'POST',
      url: `/api/v1/customer/wish-list/add?item_id=${item.id}`,
      headers: bearer(me.token),
    }));

    expectOneWinner(replies, 403, 'Already in your wishlist');
    expect(await db().selectFrom('wishlists').select('id').where('user_id', '=', me.id).execute()).toHaveLength(1);
    const after = (
      await db().selectFrom('items').select('wishlist_count').where('id', '=', item.id).executeTakeFirstOrThrow()
    ).wishlist_count;
    expect(after).toBe(before + 1);
  });

  test('one cart line added ten times at once is stored once', async () => {
    const me = await oldCustomer();
    const { item } = await storeAndItem(t(), GROCERY, 1);

    const replies = await race(() => ({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { ...bearer(me.token), moduleId: String(GROCERY) },
      payload: { item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
    }));

    expectOneWinner(replies, 403, 'Item already exists in the cart.');
    expect(await db().selectFrom('carts').select('id').where('owner_id', '=', me.id).execute()).toHaveLength(1);
  });

  test('the cart-line bound: a cart one line short of it takes one of ten new lines', async () => {
    const me = await oldCustomer();
    const fresh = await db()
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', GROCERY)
      .where('status', '=', 1)
      .where('variations', '=', '[]')
      .where('available_time_starts', '=', '00:00:00')
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 5)]))
      .orderBy('id')
      .limit(N)
      .execute();
    // The bound counts lines of every module: 99 stored lines of other items fill it but one.
    const filler = await db()
      .selectFrom('items')
      .selectAll()
      .where(
        'id',
        'not in',
        fresh.map((i) => i.id),
      )
      .orderBy('id')
      .limit(99)
      .execute();
    expect([fresh.length, filler.length]).toEqual([N, 99]);
    const stamp = FIXED_NOW.toISOString();
    for (const item of filler) {
      await insertCartRow(db(), {
        owner_type: 'user',
        owner_id: me.id,
        module_id: item.module_id,
        item_id: item.id,
        item_type: 'Item',
        campaign_id: null,
        quantity: 1,
        price: item.price,
        variation: '[]',
        add_on_ids: '[]',
        add_on_qtys: '[]',
        created_at: stamp,
        updated_at: stamp,
      });
    }

    const replies = await race((i) => ({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { ...bearer(me.token), moduleId: String(GROCERY) },
      payload: {
        item_id: (fresh[i] as { id: number }).id,
        quantity: 1,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    }));

    expectOneWinner(replies, 422, 'The cart may not have more than 100 items.');
    expect(await db().selectFrom('carts').select('id').where('owner_id', '=', me.id).execute()).toHaveLength(100);
  });
});

describe('security: password guesses sent at once are counted like one after another', () => {
  const MAX = DEFAULT_RATE_LIMITS.perAccount.signIn;
  const GUESSES = 40;
  // Passwords hash at the production cost.
  jest.setTimeout(60_000);

  /**
   * At most MAX guesses were checked (answered `wrong`); the rest were refused unchecked: locked
   * (429), or turned away while the password hashing was full (503).
   */
  function expectLockHeld(replies: { status: number }[], wrong: number) {
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s !== wrong && s !== 429 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === wrong).length).toBeLessThanOrEqual(MAX);
  }

  test('sign-in: forty wrong passwords at once lock the account; the right one after them waits', async () => {
    const me = await newCustomer(t());
    const signIn = (password: string): TestRequest => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'manual', email_or_phone: me.email, password, field_type: 'email' },
    });

    expectLockHeld(await race((i) => signIn(`wrong-guess-${i}`), GUESSES), 401);
    expect((await t().request(signIn('secret-pass-1'))).status).toBe(429);
  });

  test('the current password: forty guesses at once with a stolen token lock it; the password stays', async () => {
    const me = await newCustomer(t());
    const change = (current: string): TestRequest => ({
      method: 'PUT',
      url: '/api/v1/customer/update-profile',
      headers: bearer(me.token),
      payload: {
        f_name: 'Stolen',
        l_name: 'Token',
        email: me.email,
        password: 'taken-over-1',
        confirm_password: 'taken-over-1',
        current_password: current,
      },
    });

    expectLockHeld(await race((i) => change(`wrong-guess-${i}`), GUESSES), 403);
    expect((await t().request(change('secret-pass-1'))).status).toBe(429);
    const stored = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', me.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('secret-pass-1', stored.password_hash)).toBe(true);
  });
});
