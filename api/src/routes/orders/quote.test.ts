// POST /customer/order/quote: the bill before placing, the same as the placed order charges; nothing is saved.
import { OrderQuoteSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { CartSchema } from '@storefront/shared/contract/cart';
import { newCustomer, newGuest } from '../../test/helpers';
import {
  addToCart,
  auth,
  delivery,
  orderTestApp,
  parcelOrder,
  storeAndItem,
  trackOrder,
  type Owner,
} from '../../test/order-helpers';

const t = orderTestApp();

const GROCERY = 1;

const send = (o: Owner, url: string, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url,
    headers: { ...auth(o), moduleId: String(GROCERY) },
    payload: { guest_id: o.guestId, ...payload },
  });

/** The quote's lines added up as the page shows them, to the cent. */
const linesAddUp = (q: ReturnType<typeof OrderQuoteSchema.parse>) =>
  Math.round(
    (q.item_total +
      q.add_on_total -
      q.discount_on_items -
      q.coupon_discount -
      q.first_order_discount +
      q.tax +
      q.delivery_charge +
      q.additional_charge +
      q.dm_tips) *
      100,
  ) / 100;

async function takeAwayStoreIds(): Promise<Set<number>> {
  const stores = await t.app.ctx.db
    .selectFrom('stores')
    .select('id')
    .where('module_id', '=', GROCERY)
    .where('take_away', '=', 1)
    .execute();
  return new Set(stores.map((s) => s.id));
}

interface CartCase {
  name: string;
  /** The subtotal to reach at least (the item is repeated to get there). */
  atLeast: number;
  order: Record<string, unknown>;
  takeAway?: boolean;
  check?: (q: ReturnType<typeof OrderQuoteSchema.parse>) => void;
}

const cases: CartCase[] = [
  { name: 'one plain item, delivered', atLeast: 0, order: {} },
  {
    name: 'over the free-delivery threshold, with a tip',
    atLeast: 1500,
    order: { dm_tips: 20 },
    check: (q) => {
      expect(q.delivery_charge).toBe(0);
      expect(q.dm_tips).toBe(20);
    },
  },
  {
    name: 'a percent coupon (GROC10, capped at 100)',
    atLeast: 300,
    order: { coupon_code: 'GROC10' },
    check: (q) => expect(q.coupon_discount).toBeGreaterThan(0),
  },
  {
    name: 'an amount coupon (GROC50)',
    atLeast: 800,
    order: { coupon_code: 'GROC50' },
    check: (q) => expect(q.coupon_discount).toBe(50),
  },
  {
    name: 'a free-delivery coupon (GROCFREEDEL)',
    atLeast: 400,
    order: { coupon_code: 'GROCFREEDEL', dm_tips: 15 },
    check: (q) => {
      expect(q.delivery_charge).toBe(0);
      expect(q.coupon_discount).toBe(0);
    },
  },
  {
    name: 'take-away: no delivery charge and no tip',
    atLeast: 0,
    takeAway: true,
    order: { order_type: 'take_away', dm_tips: 30 },
    check: (q) => {
      expect(q.delivery_charge).toBe(0);
      expect(q.dm_tips).toBe(0);
    },
  },
];

describe('the quote is the bill the placed order charges', () => {
  test.each(cases)('$name', async ({ atLeast, order, takeAway, check }) => {
    const me = await newCustomer(t);
    const takeAwayIds = takeAway ? await takeAwayStoreIds() : null;
    const { store, item } = await storeAndItem(t, GROCERY, 1, (i) => !takeAwayIds || takeAwayIds.has(i.store_id));
    const quantity = Math.max(1, Math.ceil(atLeast / item.price));
    expect((await addToCart(t, me, item, quantity)).status).toBe(200);
    const payload = { ...delivery(store), ...order };

    const quoted = await send(me, '/api/v1/customer/order/quote', payload);
    expect(quoted.status).toBe(200);
    const quote = OrderQuoteSchema.parse(quoted.body);
    expect(linesAddUp(quote)).toBe(quote.total);
    check?.(quote);

    const placed = PlaceOrderResponseSchema.parse((await send(me, '/api/v1/customer/order/place', payload)).body);
    expect(placed.total_ammount).toBe(quote.total);
    const tracked = await trackOrder(t, me, placed.order_id);
    expect(tracked.order_amount).toBe(quote.total);
    expect(tracked.delivery_charge).toBe(quote.delivery_charge);
    expect(tracked.total_tax_amount).toBe(quote.tax);
    expect(tracked.coupon_discount_amount).toBe(quote.coupon_discount);
  });
});

describe('the first-order discount the welcome promises', () => {
  test("a new customer's first order gets it, in the quote and the placed order; the second does not", async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, GROCERY, 1);
    await addToCart(t, me, item, 1);
    const first = OrderQuoteSchema.parse((await send(me, '/api/v1/customer/order/quote', delivery(store))).body);
    expect(first.first_order_discount).toBe(Math.round(first.subtotal * 10) / 100);
    const placed = PlaceOrderResponseSchema.parse(
      (await send(me, '/api/v1/customer/order/place', delivery(store))).body,
    );
    expect(placed.total_ammount).toBe(first.total);
    const tracked = await trackOrder(t, me, placed.order_id);
    expect(tracked.first_order_discount).toBe(first.first_order_discount);

    await addToCart(t, me, item, 1);
    const second = OrderQuoteSchema.parse((await send(me, '/api/v1/customer/order/quote', delivery(store))).body);
    expect(second.first_order_discount).toBe(0);
    // Guests have no account to welcome.
    const guestId = await newGuest(t);
    await addToCart(t, { guestId }, item, 1);
    const guest = OrderQuoteSchema.parse(
      (await send({ guestId }, '/api/v1/customer/order/quote', delivery(store))).body,
    );
    expect(guest.first_order_discount).toBe(0);
  });
});

describe('a parcel', () => {
  test('is quoted what placing charges: its distance charge, the service charge and the tip', async () => {
    const guestId = await newGuest(t);
    const parcelModule = await t.app.ctx.db
      .selectFrom('modules')
      .select('id')
      .where('module_type', '=', 'parcel')
      .executeTakeFirstOrThrow();
    const headers = { moduleId: String(parcelModule.id) };
    const order = {
      ...parcelOrder(),
      guest_id: guestId,
      contact_person_name: 'Sam Sender',
      contact_person_number: '01711111111',
    };
    // Before the receiver has a name, the price is already known (the form shows it while filled in).
    const early = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/quote',
      headers,
      payload: { ...order, receiver_details: { latitude: 23.7561, longitude: 90.3746 } },
    });
    expect(early.status).toBe(200);
    const quote = OrderQuoteSchema.parse(
      (await t.request({ method: 'POST', url: '/api/v1/customer/order/quote', headers, payload: order })).body,
    );
    expect(quote.total).toBe(OrderQuoteSchema.parse(early.body).total);
    expect(quote.item_total).toBe(0);
    expect(quote.additional_charge).toBe(10);
    const placed = PlaceOrderResponseSchema.parse(
      (await t.request({ method: 'POST', url: '/api/v1/customer/order/place', headers, payload: order })).body,
    );
    expect(placed.total_ammount).toBe(quote.total);
  });
});

describe('quoting', () => {
  test('partial payment: the wallet pays its balance first, in the quote and in the placed order', async () => {
    const me = await newCustomer(t);
    await t.app.ctx.db.updateTable('users').set({ wallet_balance: 100 }).where('email', '=', me.email).execute();
    const { store, item } = await storeAndItem(t, GROCERY, 1);
    await addToCart(t, me, item, Math.ceil(300 / item.price));
    const payload = { ...delivery(store), partial_payment: 1 };
    const whole = OrderQuoteSchema.parse((await send(me, '/api/v1/customer/order/quote', delivery(store))).body);
    expect(whole.wallet_used).toBe(0);
    const quote = OrderQuoteSchema.parse((await send(me, '/api/v1/customer/order/quote', payload)).body);
    expect(quote.wallet_used).toBe(100);
    expect(quote.total).toBe(whole.total);
    const placed = PlaceOrderResponseSchema.parse((await send(me, '/api/v1/customer/order/place', payload)).body);
    const tracked = await trackOrder(t, me, placed.order_id);
    expect(tracked.partially_paid_amount).toBe(100);
    expect(tracked.payment_status).toBe('partially_paid');
  });

  test('saves nothing: the cart stays, no order is made, a coupon is not used up', async () => {
    const me = await newCustomer(t);
    const { store, item } = await storeAndItem(t, GROCERY, 1);
    await addToCart(t, me, item, Math.ceil(400 / item.price));
    const ordersBefore = await t.app.ctx.db.selectFrom('orders').select('id').execute();
    for (let i = 0; i < 3; i += 1) {
      const res = await send(me, '/api/v1/customer/order/quote', { ...delivery(store), coupon_code: 'GROCFREEDEL' });
      expect(res.status).toBe(200);
    }
    expect(await t.app.ctx.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);
    const cart = CartSchema.parse(
      (await t.request({ method: 'GET', url: '/api/v1/customer/cart/list', headers: auth(me) })).body,
    );
    expect(cart).toHaveLength(1);
    // GROCFREEDEL is once per customer: three quotes leave it for the order.
    const placed = await send(me, '/api/v1/customer/order/place', { ...delivery(store), coupon_code: 'GROCFREEDEL' });
    expect(placed.status).toBe(200);
  });

  test('a guest is quoted before giving a contact; the same checks as placing apply', async () => {
    const guestId = await newGuest(t);
    const guest = { guestId };
    const { store, item } = await storeAndItem(t, GROCERY, 1);
    await addToCart(t, guest, item, 1);
    const res = await send(guest, '/api/v1/customer/order/quote', delivery(store));
    expect(res.status).toBe(200);
    expect(OrderQuoteSchema.parse(res.body).total).toBeGreaterThan(item.price);
    // Outside the store's zone, the quote says what placing would.
    const outside = await send(guest, '/api/v1/customer/order/quote', {
      ...delivery(store, { lat: 23.8703, lng: 90.3966 }),
    });
    expect(outside.status).toBe(403);
    // A parcel is quoted in the parcel module only.
    const parcel = await send(guest, '/api/v1/customer/order/quote', { ...delivery(store), order_type: 'parcel' });
    expect(parcel.status).toBe(403);
  });
});
