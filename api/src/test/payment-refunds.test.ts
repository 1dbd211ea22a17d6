import { OrderSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { PAYING_CARD } from '../stand-ins/stripe-api';
import { sendPendingRefunds } from '../services/payments/order-refunds';
import { bearer, changeBusinessSettings, newCustomer, newGuest, parse } from './helpers';
import { addToCart, auth, delivery, orderTestApp, place, storeAndItem, type Owner } from './order-helpers';
import { payOnPage } from './payment-helpers';

// A cancelled order that was paid online gets its money back once: to the card through the
// provider, or to the wallet when the business says so.

const GUEST = { contact_person_name: 'Nadia Rahman', contact_person_number: '+8801911000222' };

const t = orderTestApp();
afterEach(() => changeBusinessSettings(t, (s) => void (s.wallet_add_refund = 0)));

async function paidOrder(owner: Owner) {
  const { store, item } = await storeAndItem(t, 2, 1);
  expect((await addToCart(t, owner, item, 2)).status).toBe(200);
  const res = await place(t, owner, item.module_id, {
    ...delivery(store),
    ...GUEST,
    payment_method: 'digital_payment',
  });
  expect(res.status).toBe(200);
  const placed = parse(PlaceOrderResponseSchema, res.body);
  expect((await payOnPage(placed.payment_url!, PAYING_CARD)).status).toBe(303);
  return Number(placed.order_id);
}

const cancel = (owner: Owner, orderId: number) =>
  t.request({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    headers: auth(owner),
    payload: { order_id: orderId, reason: 'Ordered by mistake', guest_id: owner.guestId },
  });

async function orderOf(owner: Owner, orderId: number) {
  const guest = owner.guestId
    ? `&guest_id=${owner.guestId}&contact_number=${encodeURIComponent(GUEST.contact_person_number)}`
    : '';
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/customer/order/track?order_id=${orderId}${guest}`,
    headers: auth(owner),
  });
  expect(res.status).toBe(200);
  return parse(OrderSchema, res.body);
}

const refundsAtProvider = () => [...t.standIn.refunds.values()];

test('a guest’s cancelled card order is refunded to the card, once, for what was paid', async () => {
  const guest = { guestId: await newGuest(t) };
  const orderId = await paidOrder(guest);
  const before = refundsAtProvider().length;
  const paid = await orderOf(guest, orderId);
  expect(paid.payment_status).toBe('paid');
  expect(paid.refund).toBeNull();

  expect((await cancel(guest, orderId)).status).toBe(200);
  expect((await cancel(guest, orderId)).status).toBe(403);

  const made = refundsAtProvider().slice(before);
  expect(made).toHaveLength(1);
  expect(made[0]!.amount).toBe(Math.round(paid.order_amount * 100));
  const canceled = await orderOf(guest, orderId);
  expect(canceled.payment_status).toBe('refunded');
  expect(canceled.refund).toMatchObject({ amount: paid.order_amount, destination: 'card', status: 'succeeded' });
});

test('with refunds to the wallet, a customer’s cancelled card order is credited to the wallet, not the card', async () => {
  await changeBusinessSettings(t, (s) => void (s.wallet_add_refund = 1));
  const me = await newCustomer(t);
  const owner = { token: me.token };
  const orderId = await paidOrder(owner);
  const before = refundsAtProvider().length;
  const { order_amount } = await orderOf(owner, orderId);

  expect((await cancel(owner, orderId)).status).toBe(200);

  expect(refundsAtProvider()).toHaveLength(before);
  expect((await orderOf(owner, orderId)).refund).toMatchObject({
    amount: order_amount,
    destination: 'wallet',
    status: 'succeeded',
  });
  const history = await t.request({
    method: 'GET',
    url: '/api/v1/customer/wallet/transactions?offset=1&limit=10&type=order_refund',
    headers: bearer(me.token),
  });
  expect((history.body as { data: { credit: number; reference: string }[] }).data).toEqual([
    expect.objectContaining({ credit: order_amount, reference: String(orderId) }),
  ]);
});

test('a guest’s card order is refunded to the card even with refunds to the wallet (a guest has none)', async () => {
  await changeBusinessSettings(t, (s) => void (s.wallet_add_refund = 1));
  const guest = { guestId: await newGuest(t) };
  const orderId = await paidOrder(guest);
  expect((await cancel(guest, orderId)).status).toBe(200);
  expect((await orderOf(guest, orderId)).refund).toMatchObject({ destination: 'card', status: 'succeeded' });
});

test('a refund the provider refuses stays pending, the cancel still stands, and a later sweep makes it once', async () => {
  const guest = { guestId: await newGuest(t) };
  const orderId = await paidOrder(guest);
  const db = t.app.ctx.db;
  const session = await db
    .selectFrom('payment_sessions')
    .select(['id', 'payment_reference'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  // The provider does not know the payment (as if it did not answer): the refund cannot be made now.
  await db
    .updateTable('payment_sessions')
    .set({ payment_reference: 'pi_unknown' })
    .where('id', '=', session.id)
    .execute();
  const before = refundsAtProvider().length;

  expect((await cancel(guest, orderId)).status).toBe(200);
  expect((await orderOf(guest, orderId)).refund).toMatchObject({ destination: 'card', status: 'pending' });
  expect(refundsAtProvider()).toHaveLength(before);

  await db
    .updateTable('payment_refunds')
    .set({ payment_reference: session.payment_reference })
    .where('order_id', '=', orderId)
    .execute();
  await Promise.all([sendPendingRefunds(t.app.ctx), sendPendingRefunds(t.app.ctx)]);
  await sendPendingRefunds(t.app.ctx);
  expect(refundsAtProvider().slice(before)).toHaveLength(1);
  expect((await orderOf(guest, orderId)).refund).toMatchObject({ status: 'succeeded' });
});

test('a card order paid partly from the wallet: cancelled, the wallet share goes back to the wallet and the card share to the card', async () => {
  const me = await newCustomer(t);
  const owner = { token: me.token };
  await t.app.ctx.db.updateTable('users').set({ wallet_balance: 100 }).where('email', '=', me.email).execute();
  const { store, item } = await storeAndItem(t, 2, 1, (i) => i.price > 150);
  expect((await addToCart(t, owner, item, 2)).status).toBe(200);
  const res = await place(t, owner, item.module_id, {
    ...delivery(store),
    payment_method: 'digital_payment',
    partial_payment: 1,
  });
  expect(res.status).toBe(200);
  const placed = parse(PlaceOrderResponseSchema, res.body);
  const wallet = async () =>
    (
      await t.app.ctx.db
        .selectFrom('users')
        .select('wallet_balance')
        .where('email', '=', me.email)
        .executeTakeFirstOrThrow()
    ).wallet_balance;
  expect(await wallet()).toBe(0);
  expect((await payOnPage(placed.payment_url!, PAYING_CARD)).status).toBe(303);
  const order = await orderOf(owner, Number(placed.order_id));
  expect(order.partially_paid_amount).toBe(100);
  const before = refundsAtProvider().length;

  expect((await cancel(owner, order.id)).status).toBe(200);

  expect(await wallet()).toBe(100);
  const made = refundsAtProvider().slice(before);
  expect(made.map((r) => r.amount)).toEqual([Math.round((order.order_amount - 100) * 100)]);
  expect((await orderOf(owner, order.id)).refund).toMatchObject({
    amount: Math.round((order.order_amount - 100) * 100) / 100,
    destination: 'card',
  });
});
