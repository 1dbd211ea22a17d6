// GET /customer/order/list and /customer/order/running-orders: the owner's orders, newest first.
import { OrderDetailsSchema, OrderListResponseSchema } from '@storefront/shared/contract/order';
import { newestFirst } from '../../services/customer-orders';
import { FIXED_NOW, newCustomer, parse, signInDemo } from '../../test/helpers';
import { getAs, orderList, orderTestApp, placeParcelAt } from '../../test/order-helpers';

const t = orderTestApp();

const minutesBefore = (minutes: number) => new Date(FIXED_NOW.getTime() - minutes * 60_000);

describe("a customer's order lists", () => {
  test('previous orders come newest first by date, not by number', async () => {
    const me = await newCustomer(t);
    // Numbers follow placing; dates do not: the later number was placed earlier.
    const older = await placeParcelAt(t, me, minutesBefore(60));
    const newest = await placeParcelAt(t, me, minutesBefore(10));
    const oldest = await placeParcelAt(t, me, minutesBefore(120));
    t.setNow(FIXED_NOW);
    const past = await orderList(t, me, 'list');
    expect(past.total_size).toBe(3);
    expect(past.orders.map((o) => o.id)).toEqual([newest, older, oldest]);
    expect(past.orders.map((o) => o.order_status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  test('running orders come newest first as well', async () => {
    const me = await newCustomer(t);
    const a = await placeParcelAt(t, me, new Date(FIXED_NOW.getTime() - 20_000));
    const b = await placeParcelAt(t, me, new Date(FIXED_NOW.getTime() - 5_000));
    const c = await placeParcelAt(t, me, new Date(FIXED_NOW.getTime() - 25_000));
    t.setNow(FIXED_NOW);
    expect((await orderList(t, me, 'running-orders')).orders.map((o) => o.id)).toEqual([b, a, c]);
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

describe('the demo customer', () => {
  test('has orders in every status', async () => {
    const token = await signInDemo(t);
    const history = parse(
      OrderListResponseSchema,
      (await getAs(t, { token }, '/api/v1/customer/order/list?limit=50')).body,
    );
    const running = parse(
      OrderListResponseSchema,
      (await getAs(t, { token }, '/api/v1/customer/order/running-orders?limit=50')).body,
    );
    const statuses = new Set([...history.orders, ...running.orders].map((o) => o.order_status));
    for (const s of ['pending', 'confirmed', 'picked_up', 'delivered', 'canceled', 'failed', 'refunded']) {
      expect(statuses).toContain(s);
    }
    expect(running.orders.find((o) => o.order_status === 'picked_up')?.delivery_man).not.toBeNull();
    const first = history.orders[0];
    parse(OrderDetailsSchema, (await getAs(t, { token }, `/api/v1/customer/order/details?order_id=${first?.id}`)).body);
  });
});
