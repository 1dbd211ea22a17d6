import { PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { ABANDONED_REASON, cancelAbandonedOrders } from '../services/payments/abandoned-orders';
import { PAYING_CARD } from '../stand-ins/stripe-api';
import { FIXED_NOW, newGuest, parse } from './helpers';
import { addToCart, delivery, orderTestApp, place, stockOf, storeAndItem } from './order-helpers';
import { leavePayment, payOnPage } from './payment-helpers';

// An online order left unpaid past its payment window is cancelled by the shop, once, and what it
// took goes back; money that still comes for a cancelled order goes back too.

const GUEST = { contact_person_name: 'Nadia Rahman', contact_person_number: '+8801911000222' };
const MINUTE = 60_000;

const t = orderTestApp();

const windowMs = () => t.app.ctx.env.payments.windowMinutes * MINUTE;
const later = (ms: number) => t.setNow(new Date(FIXED_NOW.getTime() + ms));

async function unpaidOrder(quantity = 2) {
  const { store, item } = await storeAndItem(t, 1, 1, (i) => i.stock !== null);
  const guestId = await newGuest(t);
  expect((await addToCart(t, { guestId }, item, quantity)).status).toBe(200);
  const res = await place(t, { guestId }, item.module_id, {
    ...delivery(store),
    ...GUEST,
    payment_method: 'digital_payment',
  });
  expect(res.status).toBe(200);
  const placed = parse(PlaceOrderResponseSchema, res.body);
  return { id: Number(placed.order_id), url: placed.payment_url!, item, guestId };
}

const orderRow = (id: number) =>
  t.app.ctx.db
    .selectFrom('orders')
    .select(['order_status', 'payment_status', 'cancellation_reason', 'canceled_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

test('an order left unpaid past its window is cancelled once, its stock back and its page ended', async () => {
  const order = await unpaidOrder(3);
  const stockAfterPlacing = (await stockOf(t, order.item.id))!;

  later(windowMs() - MINUTE);
  await cancelAbandonedOrders(t.app.ctx);
  expect((await orderRow(order.id)).order_status).toBe('pending');

  later(windowMs() + MINUTE);
  await Promise.all([cancelAbandonedOrders(t.app.ctx), cancelAbandonedOrders(t.app.ctx)]);
  await cancelAbandonedOrders(t.app.ctx);

  // Its payment status is whichever came first: the page's expiry (failed) or the cancel (unpaid).
  expect(await orderRow(order.id)).toMatchObject({
    order_status: 'canceled',
    cancellation_reason: ABANDONED_REASON,
    canceled_by: 'system',
  });
  expect(await stockOf(t, order.item.id)).toBe(stockAfterPlacing + 3);
  expect((await payOnPage(order.url, PAYING_CARD)).status).toBe(410);
});

test('a failed payment keeps the order for its window; Try again starts the window anew', async () => {
  const order = await unpaidOrder();
  expect((await leavePayment(t, { guestId: order.guestId }, order.id)).status).toBe(200);
  expect((await orderRow(order.id)).order_status).toBe('failed');

  later(windowMs() - MINUTE);
  const retried = await t.request({
    method: 'POST',
    url: '/api/v1/customer/order/payment/retry',
    payload: { order_id: order.id, guest_id: order.guestId },
  });
  expect(retried.status).toBe(200);
  later(windowMs() + MINUTE);
  await cancelAbandonedOrders(t.app.ctx);
  expect((await orderRow(order.id)).order_status).toBe('pending');

  later(2 * windowMs());
  await cancelAbandonedOrders(t.app.ctx);
  expect((await orderRow(order.id)).order_status).toBe('canceled');
});

test('a payment that comes after its order was cancelled goes back whole', async () => {
  const order = await unpaidOrder();
  const cancel = await t.request({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    payload: { order_id: order.id, reason: 'Ordered by mistake', guest_id: order.guestId },
  });
  expect(cancel.status).toBe(200);
  const before = t.standIn.refunds.size;

  expect((await payOnPage(order.url, PAYING_CARD)).status).toBe(303);

  expect((await orderRow(order.id)).order_status).toBe('canceled');
  const session = await t.app.ctx.db
    .selectFrom('payment_sessions')
    .select(['amount', 'status'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  expect(session.status).toBe('paid');
  expect(t.standIn.refunds.size).toBe(before + 1);
  expect([...t.standIn.refunds.values()].at(-1)!.amount).toBe(Math.round(session.amount * 100));
  const refund = await t.app.ctx.db
    .selectFrom('payment_refunds')
    .select(['status', 'destination'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  expect(refund).toEqual({ status: 'succeeded', destination: 'provider' });
});

const cartOf = async (guestId: number) =>
  (
    (
      await t.request({
        method: 'GET',
        url: `/api/v1/customer/cart/list?guest_id=${guestId}`,
        headers: { moduleId: '1' },
      })
    ).body as { item_id: number; quantity: number }[]
  ).map((line) => [line.item_id, line.quantity]);

test('the cart is emptied only once the order settles: a cancelled unpaid order puts its lines back, once', async () => {
  const order = await unpaidOrder(2);
  expect(await cartOf(order.guestId)).toEqual([]);
  expect((await leavePayment(t, { guestId: order.guestId }, order.id)).status).toBe(200);
  expect(await cartOf(order.guestId)).toEqual([]);

  const cancel = () =>
    t.request({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      payload: { order_id: order.id, reason: 'Order payment canceled', guest_id: order.guestId },
    });
  expect((await cancel()).status).toBe(200);
  expect(await cartOf(order.guestId)).toEqual([[order.item.id, 2]]);
  expect((await cancel()).status).toBe(403);
  expect(await cartOf(order.guestId)).toEqual([[order.item.id, 2]]);
});

test('an abandoned order’s lines are back in the cart; a paid or switched one’s are not', async () => {
  const abandoned = await unpaidOrder(1);
  later(windowMs() + MINUTE);
  await cancelAbandonedOrders(t.app.ctx);
  expect(await cartOf(abandoned.guestId)).toEqual([[abandoned.item.id, 1]]);
  t.setNow(FIXED_NOW);

  const paid = await unpaidOrder(1);
  expect((await payOnPage(paid.url, PAYING_CARD)).status).toBe(303);
  const cancelPaid = await t.request({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    payload: { order_id: paid.id, reason: 'Ordered by mistake', guest_id: paid.guestId },
  });
  expect(cancelPaid.status).toBe(200);
  expect(await cartOf(paid.guestId)).toEqual([]);

  const switched = await unpaidOrder(1);
  await leavePayment(t, { guestId: switched.guestId }, switched.id);
  const cash = await t.request({
    method: 'PUT',
    url: '/api/v1/customer/order/payment-method',
    payload: { order_id: switched.id, guest_id: switched.guestId },
  });
  expect(cash.status).toBe(200);
  const cancelCash = await t.request({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    payload: { order_id: switched.id, reason: 'Ordered by mistake', guest_id: switched.guestId },
  });
  expect(cancelCash.status).toBe(200);
  expect(await cartOf(switched.guestId)).toEqual([]);
});

test('an order that never had a payment page (its provider was down at placement) is left to its customer', async () => {
  const order = await unpaidOrder(1);
  await t.app.ctx.db.deleteFrom('payment_sessions').where('order_id', '=', order.id).execute();
  later(3 * windowMs());
  await cancelAbandonedOrders(t.app.ctx);
  expect((await orderRow(order.id)).order_status).toBe('pending');
});
