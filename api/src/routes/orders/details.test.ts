// GET /customer/order/details (and the other reads of one order): only its owner reaches it.
import { ApiErrorSchema } from '@storefront/shared/contract/error';
import { OrderListResponseSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { newCustomer, newGuest, parse } from '../../test/helpers';
import {
  addedToCart,
  auth,
  delivery,
  getAs,
  orderTestApp,
  place,
  storeAndItem,
  trackOrder,
  type Owner,
} from '../../test/order-helpers';

const t = orderTestApp();

describe('ownership', () => {
  test('nobody sees or changes another customer’s or guest’s order', async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await addedToCart(t, owner, item, 1);
    const { order_id } = parse(PlaceOrderResponseSchema, (await place(t, owner, 1, delivery(store))).body);
    const strangerGuest = await newGuest(t);
    for (const who of [{ token: stranger.token }, { guestId: strangerGuest }] as Owner[]) {
      const q = who.guestId ? `&guest_id=${who.guestId}&contact_number=x` : '';
      for (const url of [
        `/api/v1/customer/order/details?order_id=${order_id}${q}`,
        `/api/v1/customer/order/track?order_id=${order_id}${q}`,
      ]) {
        const res = await getAs(t, who, url);
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
          await getAs(
            t,
            who,
            `/api/v1/customer/order/running-orders?offset=1&limit=10${who.guestId ? `&guest_id=${who.guestId}` : ''}`,
          )
        ).body,
      );
      expect(list.orders.map((o) => o.id)).not.toContain(order_id);
    }
    const still = await trackOrder(t, owner, order_id);
    expect(still.order_status).toBe('pending');
    expect((await getAs(t, {}, `/api/v1/customer/order/list`)).status).toBe(403);
  });
});
