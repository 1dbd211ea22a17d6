// GET /customer/order/track: an order as it moves on the clock, a guest's tracking, a parcel's reply.
import { OrderListResponseSchema, OrderTrackSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { distanceMeters } from '../../lib/geo';
import { FIXED_NOW, newCustomer, newGuest, parse } from '../../test/helpers';
import {
  HOME,
  PARCEL_RECEIVER,
  PARCEL_SENDER,
  addedToCart,
  auth,
  delivery,
  getAs,
  orderList,
  orderTestApp,
  place,
  placeParcelAt,
  storeAndItem,
  trackOrder,
} from '../../test/order-helpers';

const t = orderTestApp();

describe('order lifecycle', () => {
  test('pending → confirmed → picked_up → delivered on the clock, the delivery man moving to the door', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await addedToCart(t, me, item, 1);
    const start = new Date('2025-06-04T08:10:00.000Z');
    t.setNow(start);
    try {
      const { order_id } = parse(PlaceOrderResponseSchema, (await place(t, me, 1, delivery(store))).body);
      const track = async (seconds: number) => {
        t.setNow(new Date(start.getTime() + seconds * 1000));
        return await trackOrder(t, me, order_id);
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
        (await getAs(t, me, '/api/v1/customer/order/running-orders?offset=1&limit=10')).body,
      );
      expect(running.orders.map((o) => o.id)).toContain(order_id);

      const delivered = await track(95);
      expect(delivered.order_status).toBe('delivered');
      expect(delivered.delivery_man).toMatchObject({ lat: HOME.lat, lng: HOME.lng });
      expect(delivered.delivered).toBe(new Date(start.getTime() + 90_000).toISOString());
      const history = parse(
        OrderListResponseSchema,
        (await getAs(t, me, '/api/v1/customer/order/list?offset=1&limit=10')).body,
      );
      expect(history.orders.map((o) => o.id)).toContain(order_id);
      expect(history.total_size).toBe(1);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });
});

describe('ownership', () => {
  test('a guest tracks an order with guest_id and the contact number', async () => {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await addedToCart(t, { guestId }, item, 1);
    const missingContact = await place(t, { guestId }, 1, delivery(store));
    expect(missingContact.status).toBe(422);
    const placed = parse(
      PlaceOrderResponseSchema,
      (
        await place(t, { guestId }, 1, {
          ...delivery(store),
          contact_person_name: 'Guest Buyer',
          contact_person_number: '+8801911000111',
        })
      ).body,
    );
    const base = `/api/v1/customer/order/track?order_id=${placed.order_id}&guest_id=${guestId}`;
    expect((await getAs(t, {}, base)).status).toBe(422);
    expect((await getAs(t, {}, `${base}&contact_number=%2B8801911000999`)).status).toBe(404);
    const order = parse(OrderTrackSchema, (await getAs(t, {}, `${base}&contact_number=%2B8801911000111`)).body);
    expect(order.is_guest).toBe(true);
    expect(order.delivery_address?.contact_person_name).toBe('Guest Buyer');
  });
});

describe("a parcel order's details", () => {
  test("the order's reply carries what was sent, sender, receiver, payer and charge", async () => {
    const me = await newCustomer(t);
    const id = await placeParcelAt(t, me, FIXED_NOW);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${id}`,
      headers: auth(me),
    });
    const order = parse(OrderTrackSchema, res.body);
    expect(order).toMatchObject({
      order_type: 'parcel',
      charge_payer: 'sender',
      parcel_category: { id: 2 },
      delivery_address: { ...PARCEL_SENDER, address: 'Gulshan Avenue' },
      receiver_details: {
        contact_person_name: PARCEL_RECEIVER.contact_person_name,
        contact_person_number: PARCEL_RECEIVER.contact_person_number,
        address: PARCEL_RECEIVER.address,
      },
    });
    expect(order.parcel_category?.name).toEqual(expect.any(String));
    expect(order.delivery_charge).toBeGreaterThan(0);
    expect(order.order_amount).toBeGreaterThanOrEqual(order.delivery_charge);
    // The list rows carry them too (category and route instead of an item count).
    const [row] = (await orderList(t, me, 'running-orders')).orders;
    expect(row).toMatchObject({
      id,
      parcel_category: { id: 2 },
      receiver_details: { address: PARCEL_RECEIVER.address },
    });
  });
});
