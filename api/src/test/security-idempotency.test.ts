// Idempotency-Key on the writes that move money or orders: a retried request gets the first answer
// and has no second effect, through any instance; another body under the same key is refused.
import { PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { KEY_BUSY_MESSAGE, KEY_REUSED_MESSAGE, REPLAYED_HEADER } from '../lib/idempotency';
import {
  bearer,
  createTestInstances,
  errorMessages,
  FIXED_NOW,
  newCustomer,
  newGuest,
  parse,
  type TestApp,
  type TestRequest,
} from './helpers';
import { delivery, storeAndItem } from './order-helpers';
import { payOnPage, startPaymentStandIn, type PaymentStandIn } from './payment-helpers';
import { PAYING_CARD } from '../stand-ins/stripe-api';

const GROCERY = 1;
let instances: TestApp[];
let close: () => Promise<void>;
let payments: PaymentStandIn;
beforeAll(async () => {
  payments = await startPaymentStandIn();
  ({ instances, close } = await createTestInstances(2, {
    env: { orderClockSeconds: 30, payments: payments.payments },
  }));
  payments.sendTo(t().app);
});
afterAll(async () => {
  await close();
  await payments.close();
});
afterEach(() => instances.forEach((i) => i.setNow(FIXED_NOW)));

const t = () => instances[0] as TestApp;
const other = () => instances[instances.length - 1] as TestApp;
const db = () => t().app.ctx.db;

const countOrders = async (where: { owner_type: 'user' | 'guest'; owner_id: number }) =>
  (
    await db()
      .selectFrom('orders')
      .select('id')
      .where('owner_type', '=', where.owner_type)
      .where('owner_id', '=', where.owner_id)
      .execute()
  ).length;

async function customer() {
  const me = await newCustomer(t());
  const row = await db().selectFrom('users').select('id').where('email', '=', me.email).executeTakeFirstOrThrow();
  // Past the new-customer discount: every order of the tests prices alike.
  await db().updateTable('users').set({ created_at: '2024-01-01T00:00:00.000Z' }).where('id', '=', row.id).execute();
  return { ...me, id: row.id };
}

async function buyNowOrder(token: string, key?: string, extra: Record<string, unknown> = {}): Promise<TestRequest> {
  const { store, item } = await storeAndItem(t(), GROCERY, 1);
  return {
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: { ...bearer(token), moduleId: String(GROCERY), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      ...delivery(store),
      is_buy_now: 1,
      cart: [{ item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }],
      ...extra,
    },
  };
}

describe('security: Idempotency-Key', () => {
  test('placing an order retried with its key, through the other instance, answers the first order again', async () => {
    const me = await customer();
    const request = await buyNowOrder(me.token, 'place-3f1c9a2e');

    const first = await t().request(request);
    const again = await other().request(request);

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(1);
  });

  test('a double tap: ten requests with one key at once make one order, and none fails on the server', async () => {
    const me = await customer();
    const request = await buyNowOrder(me.token, 'double-tap-8d2e');

    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (instances[i % instances.length] as TestApp).request(request)),
    );

    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(1);
    const placed = replies.filter((r) => r.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(placed.map((r) => parse(PlaceOrderResponseSchema, r.body).order_id));
    expect(ids.size).toBe(1);
    for (const r of replies.filter((reply) => reply.status !== 200)) {
      expect({ status: r.status, messages: errorMessages(r.body) }).toEqual({
        status: 409,
        messages: [KEY_BUSY_MESSAGE],
      });
    }
  });

  test('without a key every request is its own: two orders', async () => {
    const me = await customer();
    const request = await buyNowOrder(me.token);
    expect((await t().request(request)).status).toBe(200);
    expect((await t().request(request)).status).toBe(200);
    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(2);
  });

  test('the same key with another body is refused, and places nothing', async () => {
    const me = await customer();
    expect((await t().request(await buyNowOrder(me.token, 'reused-key-1'))).status).toBe(200);

    const changed = await t().request(await buyNowOrder(me.token, 'reused-key-1', { order_note: 'Ring twice' }));

    expect({ status: changed.status, messages: errorMessages(changed.body) }).toEqual({
      status: 422,
      messages: [KEY_REUSED_MESSAGE],
    });
    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(1);
  });

  test('one key string of two customers is two keys', async () => {
    const first = await customer();
    const second = await customer();
    expect((await t().request(await buyNowOrder(first.token, 'shared-string'))).status).toBe(200);
    expect((await t().request(await buyNowOrder(second.token, 'shared-string'))).status).toBe(200);
    expect(await countOrders({ owner_type: 'user', owner_id: second.id })).toBe(1);
  });

  test('a guest’s key binds its guest id', async () => {
    const guestId = await newGuest(t());
    const { store, item } = await storeAndItem(t(), GROCERY, 1);
    const request: TestRequest = {
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers: { moduleId: String(GROCERY), 'idempotency-key': 'guest-order-1' },
      payload: {
        ...delivery(store),
        guest_id: guestId,
        is_buy_now: 1,
        contact_person_name: 'Farhana Akter',
        contact_person_number: '+8801812345670',
        cart: [{ item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }],
      },
    };
    const first = await t().request(request);
    const again = await other().request(request);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countOrders({ owner_type: 'guest', owner_id: guestId })).toBe(1);
  });

  test('a kept refusal is answered again: the key does not turn a refused request into a second try', async () => {
    const me = await customer();
    const request = await buyNowOrder(me.token, 'refused-once', { payment_method: 'wallet' });
    const first = await t().request(request);
    expect(first.status).toBe(403);
    await db().updateTable('users').set({ wallet_balance: 10_000 }).where('id', '=', me.id).execute();

    const again = await t().request(request);

    expect(again.status).toBe(403);
    expect(again.body).toEqual(first.body);
    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(0);
  });

  test('cancel retried with its key answers its first success again, not “can not cancel”', async () => {
    const me = await customer();
    const placed = await t().request(await buyNowOrder(me.token));
    const orderId = parse(PlaceOrderResponseSchema, placed.body).order_id;
    const cancel: TestRequest = {
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: { ...bearer(me.token), 'idempotency-key': `cancel-${orderId}` },
      payload: { order_id: orderId, reason: 'Ordered by mistake' },
    };

    const first = await t().request(cancel);
    const again = await other().request(cancel);

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  test('wallet top-up retried with its key makes one page, and its payment credits once', async () => {
    const me = await customer();
    const topUp: TestRequest = {
      method: 'POST',
      url: '/api/v1/customer/wallet/add-fund',
      headers: { ...bearer(me.token), 'idempotency-key': 'top-up-500' },
      payload: { amount: 500, payment_method: 'digital_payment' },
    };
    const balance = async () =>
      (await db().selectFrom('users').select('wallet_balance').where('id', '=', me.id).executeTakeFirstOrThrow())
        .wallet_balance;

    const first = await t().request(topUp);
    expect(first.status).toBe(200);
    const again = await other().request(topUp);

    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance()).toBe(0);
    const page = (first.body as { redirect_link: string; bonus: number }).redirect_link;
    expect((await payOnPage(page, PAYING_CARD)).status).toBe(303);
    const credited = await balance();
    expect(credited).toBe(500 + (first.body as { bonus: number }).bonus);
    expect((await other().request(topUp)).body).toEqual(first.body);
    expect(await balance()).toBe(credited);
  });

  test('a key is kept for a day: after it the same key places a new order', async () => {
    const me = await customer();
    const request = await buyNowOrder(me.token, 'kept-a-day');
    expect((await t().request(request)).status).toBe(200);
    t().setNow(new Date(FIXED_NOW.getTime() + 7 * 86_400_000));
    // A week later the store's hours are those of the same weekday and hour.
    expect((await t().request(request)).headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(2);
  });

  test('a malformed key is refused', async () => {
    const me = await customer();
    const tooLong = await t().request(await buyNowOrder(me.token, 'k'.repeat(256)));
    expect({ status: tooLong.status, messages: errorMessages(tooLong.body) }).toEqual({
      status: 422,
      messages: ['The Idempotency-Key header must be 1 to 255 printable characters.'],
    });
    expect(await countOrders({ owner_type: 'user', owner_id: me.id })).toBe(0);
  });

  test('the site’s origin may send the header (CORS)', async () => {
    const preflight = await t().request({
      method: 'OPTIONS',
      url: '/api/v1/customer/order/place',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('idempotency-key');
  });
});
