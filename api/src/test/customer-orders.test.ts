import type { z } from 'zod';
import { OrderListResponseSchema, OrderTrackSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { newestFirst } from '../services/customer-orders';
import { PARCEL_RECEIVER, auth, parcelOrder, place, type Owner } from './order-helpers';
import { FIXED_NOW, createTestApp, newCustomer, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { orderClockSeconds: 30, paymentFail: false } });
});
afterAll(async () => {
  await t.app.close();
});
afterEach(() => t.setNow(FIXED_NOW));

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`contract mismatch: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  return r.data;
}

const minutesBefore = (minutes: number) => new Date(FIXED_NOW.getTime() - minutes * 60_000);
const SENDER = { contact_person_name: 'Sam Sender', contact_person_number: '+8801711111111' };

async function placeParcelAt(owner: Owner, at: Date): Promise<number> {
  t.setNow(at);
  const res = await place(t, owner, 5, { ...parcelOrder(), ...SENDER });
  expect(res.status).toBe(200);
  return parse(PlaceOrderResponseSchema, res.body).order_id;
}

const list = async (owner: Owner, path: 'list' | 'running-orders', offset = 1) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/customer/order/${path}?limit=10&offset=${offset}`,
    headers: auth(owner),
  });
  expect(res.status).toBe(200);
  return parse(OrderListResponseSchema, res.body);
};

describe("a customer's order lists", () => {
  test('previous orders come newest first by date, not by number', async () => {
    const me = await newCustomer(t);
    // Numbers follow placing; dates do not: the later number was placed earlier.
    const older = await placeParcelAt(me, minutesBefore(60));
    const newest = await placeParcelAt(me, minutesBefore(10));
    const oldest = await placeParcelAt(me, minutesBefore(120));
    t.setNow(FIXED_NOW);
    const past = await list(me, 'list');
    expect(past.total_size).toBe(3);
    expect(past.orders.map((o) => o.id)).toEqual([newest, older, oldest]);
    expect(past.orders.map((o) => o.order_status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  test('running orders come newest first as well', async () => {
    const me = await newCustomer(t);
    const a = await placeParcelAt(me, new Date(FIXED_NOW.getTime() - 20_000));
    const b = await placeParcelAt(me, new Date(FIXED_NOW.getTime() - 5_000));
    const c = await placeParcelAt(me, new Date(FIXED_NOW.getTime() - 25_000));
    t.setNow(FIXED_NOW);
    expect((await list(me, 'running-orders')).orders.map((o) => o.id)).toEqual([b, a, c]);
  });

  test('orders of the same moment: the higher number first', () => {
    const at = '2026-11-18T12:00:00.000Z';
    const rows = [
      { id: 1, created_at: at },
      { id: 3, created_at: '2026-11-18T11:00:00.000Z' },
      { id: 2, created_at: at },
    ];
    expect(rows.sort(newestFirst).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe("a parcel order's details", () => {
  test("the order's reply carries what was sent, sender, receiver, payer and charge", async () => {
    const me = await newCustomer(t);
    const id = await placeParcelAt(me, FIXED_NOW);
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
      delivery_address: { ...SENDER, address: 'Gulshan Avenue' },
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
    const [row] = (await list(me, 'running-orders')).orders;
    expect(row).toMatchObject({
      id,
      parcel_category: { id: 2 },
      receiver_details: { address: PARCEL_RECEIVER.address },
    });
  });
});
