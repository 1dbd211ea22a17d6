// Changing a placed order: cancelling it, and switching a failed digital payment to cash on delivery.
import { CancellationReasonsResponseSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { PAYMENT_SWITCHED_MESSAGE } from '../services/order-changes';
import { COD_UNAVAILABLE_MESSAGE } from '../services/order-placement/placement-rules';
import { leavePayment } from './payment-helpers';
import { bearer, FIXED_NOW, newCustomer, parse } from './helpers';
import {
  UTTARA,
  addedToCart,
  delivery,
  getAs,
  orderTestApp,
  place,
  stockOf,
  storeAndItem,
  trackOrder,
} from './order-helpers';

const t = orderTestApp();

describe('order lifecycle', () => {
  test('cancel while pending restores the stock; after confirmation it is refused', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1, (i) => i.stock !== null);
    const stock = await stockOf(t, item.id);
    await addedToCart(t, me, item, 3);
    const { order_id } = parse(PlaceOrderResponseSchema, (await place(t, me, 1, delivery(store))).body);
    expect(await stockOf(t, item.id)).toBe((stock ?? 0) - 3);
    const reasons = parse(
      CancellationReasonsResponseSchema,
      (await getAs(t, me, '/api/v1/customer/order/cancellation-reasons?offset=1&limit=10&type=customer')).body,
    );
    const reason = reasons.data[0]?.reason;
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/cancel',
      headers: bearer(me.token),
      payload: { order_id, reason, _method: 'put' },
    });
    expect(res.status).toBe(200);
    expect(await stockOf(t, item.id)).toBe(stock);
    const order = await trackOrder(t, me, order_id);
    expect(order.order_status).toBe('canceled');
    expect(order.cancellation_reason).toBe(reason);

    await addedToCart(t, me, item, 1);
    const second = parse(PlaceOrderResponseSchema, (await place(t, me, 1, delivery(store))).body);
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
    const { store, item } = await storeAndItem(t, 2, 1);
    await addedToCart(t, me, item, 1);
    const res = await place(t, me, 2, { ...delivery(store), payment_method: 'digital_payment' });
    const placed = parse(PlaceOrderResponseSchema, res.body);
    expect(placed.payment_status).toBe('unpaid');
    expect((await leavePayment(t, me, placed.order_id)).body).toMatchObject({ payment_status: 'failed' });
    const failed = await trackOrder(t, me, placed.order_id);
    expect(failed.order_status).toBe('failed');
    expect(failed.payment_status).toBe('failed');
    const options = `/api/v1/customer/order/payment-options?order_id=${placed.order_id}`;
    expect((await getAs(t, me, options)).body).toEqual({ cash_on_delivery: true });
    // Another customer learns nothing of the order.
    expect((await getAs(t, await newCustomer(t), options)).status).toBe(404);
    const switched = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id, _method: 'put' },
    });
    expect(switched.status).toBe(200);
    expect((switched.body as { message: string }).message).toBe(PAYMENT_SWITCHED_MESSAGE);
    const now = await trackOrder(t, me, placed.order_id);
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
    expect((await getAs(t, me, options)).body).toEqual({ cash_on_delivery: false });
  });

  test('a failed payment in a zone without cash on delivery cannot switch', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 3);
    await addedToCart(t, me, item, 1);
    const placed = parse(
      PlaceOrderResponseSchema,
      (await place(t, me, 1, { ...delivery(store, UTTARA), payment_method: 'digital_payment' })).body,
    );
    await leavePayment(t, me, placed.order_id);
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id },
    });
    expect(res.status).toBe(403);
    expect((res.body as { errors: { message: string }[] }).errors[0]?.message).toBe(COD_UNAVAILABLE_MESSAGE);
    const options = await getAs(t, me, `/api/v1/customer/order/payment-options?order_id=${placed.order_id}`);
    expect(options.body).toEqual({ cash_on_delivery: false });
    const cancel = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: bearer(me.token),
      payload: { order_id: placed.order_id, reason: 'Order payment canceled' },
    });
    expect(cancel.status).toBe(200);
  });
});
