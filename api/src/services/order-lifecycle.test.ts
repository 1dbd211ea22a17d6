import type { OrderRow } from '../db/queries/orders';
import { alongGridRoute, deliveryManPosition, gridRoute, orderState } from './order-lifecycle';

const start = '2025-06-04T08:00:00.000Z';
const order = (over: Partial<OrderRow> = {}) =>
  ({ order_status: 'pending', pending: start, lifecycle_started_at: start, ...over }) as OrderRow;
const after = (seconds: number) => new Date(Date.parse(start) + seconds * 1000);

describe('order lifecycle', () => {
  test('one step per clock period, timestamps at the step boundaries', () => {
    expect(orderState(order(), after(0), 30).status).toBe('pending');
    expect(orderState(order(), after(29.9), 30).status).toBe('pending');
    const confirmed = orderState(order(), after(30), 30);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmed: after(30).toISOString(), picked_up: null });
    const onTheWay = orderState(order(), after(75), 30);
    expect(onTheWay.status).toBe('picked_up');
    expect(onTheWay.progress).toBeCloseTo(0.5);
    const delivered = orderState(order(), after(3600), 30);
    expect(delivered).toMatchObject({ status: 'delivered', delivered: after(90).toISOString(), progress: 1 });
  });

  test('a scheduled order stays pending until its time; a stopped one keeps its stored status', () => {
    expect(orderState(order({ lifecycle_started_at: after(600).toISOString() }), after(60), 30).status).toBe('pending');
    const canceled = order({ lifecycle_started_at: null, order_status: 'canceled', confirmed: null });
    expect(orderState(canceled, after(3600), 30)).toMatchObject({ status: 'canceled', confirmed: null });
  });

  test('the delivery man follows the grid route: latitude first, then longitude', () => {
    const from = { lat: 23.78, lng: 90.4 };
    const to = { lat: 23.8, lng: 90.42 };
    expect(gridRoute(from, to)[1]).toEqual({ lat: 23.8, lng: 90.4 });
    expect(alongGridRoute(from, to, 0)).toEqual(from);
    expect(alongGridRoute(from, to, 0.25)).toEqual({ lat: 23.79, lng: 90.4 });
    expect(alongGridRoute(from, to, 0.75)).toEqual({ lat: 23.8, lng: 90.41 });
    expect(alongGridRoute(from, to, 1)).toEqual(to);
    const state = orderState(order(), after(10), 30);
    expect(deliveryManPosition(state, from, to)).toBeNull();
    expect(deliveryManPosition(orderState(order(), after(40), 30), from, to)).toEqual(from);
    expect(deliveryManPosition(orderState(order(), after(95), 30), from, to)).toEqual(to);
  });
});
