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
    // The browser that placed it finds it by its guest id alone.
    expect((await getAs(t, {}, base)).status).toBe(200);
    expect((await getAs(t, {}, `${base}&contact_number=%2B8801911000999`)).status).toBe(404);
    const order = parse(OrderTrackSchema, (await getAs(t, {}, `${base}&contact_number=%2B8801911000111`)).body);
    expect(order.is_guest).toBe(true);
    expect(order.delivery_address?.contact_person_name).toBe('Guest Buyer');
  });
});

describe('tracking from another browser', () => {
  async function guestOrder(phone: string, email: string) {
    const guestId = await newGuest(t);
    const { store, item } = await storeAndItem(t, 1, 1);
    await addedToCart(t, { guestId }, item, 1);
    const res = await place(t, { guestId }, 1, {
      ...delivery(store),
      contact_person_name: 'Guest Buyer',
      contact_person_number: phone,
      contact_person_email: email,
    });
    return Number(parse(PlaceOrderResponseSchema, res.body).order_id);
  }
  const trackFrom = async (guestId: number, orderId: number, contact: string) =>
    getAs(
      t,
      {},
      `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=${encodeURIComponent(contact)}`,
    );
  const notFound = { errors: [{ code: 'order', message: 'Order not found' }] };

  test('finds the order by its id with the phone in any form or the email; a wrong id or contact reads alike', async () => {
    const orderId = await guestOrder('+8801911000333', 'rina@example.test');
    const elsewhere = await newGuest(t);
    for (const contact of ['+8801911000333', '01911000333', '01911-000333', 'RINA@example.test']) {
      const res = await trackFrom(elsewhere, orderId, contact);
      expect(res.status).toBe(200);
      expect(parse(OrderTrackSchema, res.body).id).toBe(orderId);
    }
    const wrongContact = await trackFrom(elsewhere, orderId, '01911000334');
    const wrongId = await trackFrom(elsewhere, orderId + 100_000, '01911000333');
    expect([wrongContact.status, wrongId.status]).toEqual([404, 404]);
    expect(wrongContact.body).toEqual(notFound);
    expect(wrongId.body).toEqual(notFound);
    expect((await getAs(t, {}, `/api/v1/customer/order/track?order_id=${orderId}&guest_id=${elsewhere}`)).status).toBe(
      422,
    );
  });

  test('an order id cannot be walked with guessed phones: 10 lookups of one order in 15 minutes, then 429', async () => {
    const orderId = await guestOrder('+8801911000444', 'tamim@example.test');
    const elsewhere = await newGuest(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await trackFrom(elsewhere, orderId, `0191100${String(1000 + i)}`)).status).toBe(404);
    }
    const limited = await trackFrom(elsewhere, orderId, '+8801911000444');
    expect(limited.status).toBe(429);
    // Once the window has passed, the right contact finds it again.
    t.setNow(new Date(FIXED_NOW.getTime() + 16 * 60_000));
    expect((await trackFrom(elsewhere, orderId, '+8801911000444')).status).toBe(200);
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
