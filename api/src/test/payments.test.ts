import Stripe from 'stripe';
import { PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { DECLINED_CARD, PAYING_CARD, stripeStandIn, type StripeStandIn } from '../stand-ins/stripe-api';
import { createTestApp, newGuest, parse, type TestApp } from './helpers';
import { addToCart, delivery, place, storeAndItem } from './order-helpers';
import { payOnPage } from './payment-helpers';

// A digital order is paid when the provider's signed webhook says so, and only then.

const SECRET_KEY = 'sk_test_storefront_payments';
const WEBHOOK_SECRET = 'whsec_storefront_payments';
const GUEST = { contact_person_name: 'Nadia Rahman', contact_person_number: '+8801911000222' };

let t: TestApp;
let standIn: StripeStandIn;
let standInUrl: string;
const webhook = { url: '' };

beforeAll(async () => {
  standIn = await stripeStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    get webhookUrl() {
      return webhook.url;
    },
  });
  standInUrl = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    env: {
      payments: {
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: new URL(standInUrl) },
        siteUrl: 'http://localhost:3000',
        windowMinutes: 60,
        standInPort: null,
      },
    },
  });
  const { port } = t.app.server.address() as { port: number };
  webhook.url = `http://127.0.0.1:${port}/api/v1/payments/stripe/webhook`;
});
afterAll(async () => {
  await t.app.close();
  await standIn.app.close();
});

async function placeDigital(extra: Record<string, unknown> = {}) {
  const { store, item } = await storeAndItem(t, 2, 1);
  const guestId = await newGuest(t);
  expect((await addToCart(t, { guestId }, item, 1)).status).toBe(200);
  const res = await place(t, { guestId }, item.module_id, {
    ...delivery(store),
    ...GUEST,
    payment_method: 'digital_payment',
    ...extra,
  });
  expect(res.status).toBe(200);
  return { ...parse(PlaceOrderResponseSchema, res.body), guestId };
}

const orderRow = (id: number) =>
  t.app.ctx.db
    .selectFrom('orders')
    .select(['payment_status', 'order_status', 'lifecycle_started_at', 'order_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const pay = payOnPage;

const postEvent = (payload: string, signature: string) =>
  fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

test("a digital order waits, off the clock, on the provider's page made for the server's bill", async () => {
  const placed = await placeDigital({ order_amount: 1 });
  expect(placed.payment_status).toBe('unpaid');
  expect(placed.payment_url).toMatch(new RegExp(`^${standInUrl}/pay/cs_test_`));
  const order = await orderRow(Number(placed.order_id));
  expect(order.lifecycle_started_at).toBeNull();
  const sessionId = new URL(placed.payment_url!).pathname.split('/').at(-1)!;
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: new URL(standInUrl).port, protocol: 'http' });
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  expect(session.amount_total).toBe(Math.round(order.order_amount * 100));
  expect(session.amount_total).toBeGreaterThan(100);
  expect(session.currency).toBe('bdt');
  expect(session.success_url).toBe(`http://localhost:3000/order?order_id=${placed.order_id}&payment=returned`);
});

test('paying on the page turns the order paid through the signed webhook, and its way starts', async () => {
  const placed = await placeDigital();
  const declined = await pay(placed.payment_url!, DECLINED_CARD);
  expect(await declined.text()).toContain('Your card was declined.');
  expect((await orderRow(Number(placed.order_id))).payment_status).toBe('unpaid');

  const paid = await pay(placed.payment_url!, PAYING_CARD.replace(/(\d{4})/g, '$1 '));
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`http://localhost:3000/order?order_id=${placed.order_id}&payment=returned`);
  const order = await orderRow(Number(placed.order_id));
  expect([order.payment_status, order.order_status]).toEqual(['paid', 'pending']);
  expect(order.lifecycle_started_at).not.toBeNull();
});

test('the return without a webhook leaves the order unpaid', async () => {
  const placed = await placeDigital();
  const returned = await t.request({
    method: 'GET',
    url: `/api/v1/customer/order/details?order_id=${placed.order_id}&payment=returned`,
  });
  expect(returned.status).not.toBe(500);
  expect((await orderRow(Number(placed.order_id))).payment_status).toBe('unpaid');
});

test('a webhook with a bad signature is refused and changes nothing; a replayed event changes nothing', async () => {
  const placed = await placeDigital();
  const before = standIn.sent.length;
  // Paid, but the event held back: the test sends it itself, first with a forged signature.
  const held = webhook.url;
  webhook.url = 'http://127.0.0.1:9/unreachable';
  await pay(placed.payment_url!, PAYING_CARD);
  webhook.url = held;
  const event = standIn.sent[before]!;
  const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
  const refused = await postEvent(event.payload, forged);
  expect(refused.status).toBe(400);
  expect((await postEvent(event.payload, '')).status).toBe(400);
  expect((await orderRow(Number(placed.order_id))).payment_status).toBe('unpaid');

  const first = await postEvent(event.payload, event.signature);
  expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
  const again = await postEvent(event.payload, event.signature);
  expect(await again.json()).toEqual({ received: true, outcome: 'replayed' });
  expect((await orderRow(Number(placed.order_id))).payment_status).toBe('paid');
});

test('an expiry that arrives after the payment leaves the order paid; one before it fails the order', async () => {
  const paidFirst = await placeDigital();
  await pay(paidFirst.payment_url!, PAYING_CARD);
  const session = JSON.parse(standIn.sent.at(-1)!.payload).data.object as { id: string };
  const late = JSON.stringify({
    id: 'evt_test_late_expiry',
    object: 'event',
    type: 'checkout.session.expired',
    data: { object: { ...session, status: 'expired' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: late, secret: WEBHOOK_SECRET });
  expect(await (await postEvent(late, signature)).json()).toEqual({ received: true, outcome: 'ignored' });
  expect((await orderRow(Number(paidFirst.order_id))).payment_status).toBe('paid');

  const abandoned = await placeDigital();
  const sessionId = new URL(abandoned.payment_url!).pathname.split('/').at(-1)!;
  await t.app.ctx.payments!.expireCheckout(sessionId);
  const order = await orderRow(Number(abandoned.order_id));
  expect([order.payment_status, order.order_status]).toEqual(['failed', 'failed']);
});

test('the configuration offers digital payment and top-ups through the configured provider only', async () => {
  const config = (await t.request({ method: 'GET', url: '/api/v1/config' })).body as {
    digital_payment: boolean;
    add_fund_status: number;
    active_payment_method_list: { gateway: string }[];
  };
  expect(config.digital_payment).toBe(true);
  expect(config.add_fund_status).toBe(1);
  expect(config.active_payment_method_list.map((p) => p.gateway)).toEqual(['stripe']);
});

const leave = (orderId: number, guestId: number) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/order/payment/leave',
    payload: { order_id: orderId, guest_id: guestId },
  });
const retry = (orderId: number, guestId: number, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/order/payment/retry',
    headers: key ? { 'idempotency-key': key } : {},
    payload: { order_id: orderId, guest_id: guestId },
  });
test('leaving the page ends it at the provider and fails the order; Try again makes one new page that pays it', async () => {
  const placed = await placeDigital();
  const orderId = Number(placed.order_id);
  const { guestId } = placed;
  expect((await leave(orderId, await newGuest(t))).status).toBe(404);
  const left = await leave(orderId, guestId);
  expect(left.body).toEqual({ order_status: 'failed', payment_status: 'failed' });
  expect((await pay(placed.payment_url!, PAYING_CARD)).status).toBe(410);

  const [first, second] = await Promise.all([retry(orderId, guestId, 'again-1'), retry(orderId, guestId, 'again-1')]);
  const answers = [first, second].map((r) => r.status).sort();
  // The same key: one new page, the other tap joins it or is told it is under way.
  expect(answers[0]).toBe(200);
  const page = (first.status === 200 ? first : second).body as { payment_url: string };
  expect(page.payment_url).not.toBe(placed.payment_url);
  expect((await retry(orderId, guestId, 'again-2')).status).toBe(403);
  expect((await orderRow(orderId)).payment_status).toBe('unpaid');

  expect((await pay(page.payment_url, PAYING_CARD)).status).toBe(303);
  expect((await orderRow(orderId)).payment_status).toBe('paid');
  const sessions = await t.app.ctx.db
    .selectFrom('payment_sessions')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  expect(sessions.map((s) => s.status)).toEqual(['failed', 'paid']);
});

test('taps of Try again at once from several tabs make one new page', async () => {
  const placed = await placeDigital();
  const orderId = Number(placed.order_id);
  await leave(orderId, placed.guestId);
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => retry(orderId, placed.guestId, `tab-${i}`)));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
  const sessions = await t.app.ctx.db
    .selectFrom('payment_sessions')
    .select('id')
    .where('order_id', '=', orderId)
    .execute();
  expect(sessions).toHaveLength(2);
});
