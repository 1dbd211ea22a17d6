import { ORDER_TIMELINE } from '@storefront/shared/contract/order';
import type { OrderRow } from '../db/queries/orders';
import type { Point } from '../lib/geo';

/** Statuses after which an order is history (order/list) rather than running (running-orders). */
export const HISTORY_STATUSES = new Set([
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
]);

export interface OrderState {
  status: string;
  pending: string | null;
  confirmed: string | null;
  picked_up: string | null;
  delivered: string | null;
  /** How far along the way from pick-up to the destination (0..1). */
  progress: number;
}

const at = (ms: number) => new Date(ms).toISOString();

/**
 * The order's status at `now`. An order on the clock moves one step (pending → confirmed →
 * picked_up → delivered) every `stepSeconds` after `lifecycle_started_at`; nothing is written,
 * the state is computed on each read. Other orders keep their stored status and timestamps.
 */
export function orderState(order: OrderRow, now: Date, stepSeconds: number): OrderState {
  if (!order.lifecycle_started_at) {
    const progress = order.order_status === 'delivered' ? 1 : order.order_status === 'picked_up' ? 0.5 : 0;
    return {
      status: order.order_status,
      pending: order.pending,
      confirmed: order.confirmed,
      picked_up: order.picked_up,
      delivered: order.delivered,
      progress,
    };
  }
  const start = Date.parse(order.lifecycle_started_at);
  const step = stepSeconds * 1000;
  const elapsed = now.getTime() - start;
  const k = elapsed < 0 ? 0 : Math.min(3, Math.floor(elapsed / step));
  return {
    status: ORDER_TIMELINE[k] ?? 'pending',
    pending: order.pending,
    confirmed: k >= 1 ? at(start + step) : null,
    picked_up: k >= 2 ? at(start + 2 * step) : null,
    delivered: k >= 3 ? at(start + 3 * step) : null,
    progress: k >= 3 ? 1 : k === 2 ? Math.min(1, Math.max(0, (elapsed - 2 * step) / step)) : 0,
  };
}

/**
 * A point `fraction` of the way along the grid route from `from` to `to`: first along the
 * latitude, then along the longitude (as a rider follows a city's streets).
 */
export function alongGridRoute(from: Point, to: Point, fraction: number): Point {
  const f = Math.min(1, Math.max(0, fraction));
  const dLat = to.lat - from.lat;
  const dLng = to.lng - from.lng;
  const total = Math.abs(dLat) + Math.abs(dLng);
  if (total === 0) return { ...from };
  const travelled = f * total;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  if (travelled <= Math.abs(dLat)) {
    return { lat: round(from.lat + Math.sign(dLat) * travelled), lng: round(from.lng) };
  }
  return { lat: round(to.lat), lng: round(from.lng + Math.sign(dLng) * (travelled - Math.abs(dLat))) };
}

/** The grid route's corner points (origin, corner, destination) for the tracking map. */
export const gridRoute = (from: Point, to: Point): Point[] => [from, { lat: to.lat, lng: from.lng }, to];

/** Where the delivery man is: at the pick-up until it is picked up, then on the way, then at the door. */
export function deliveryManPosition(state: OrderState, from: Point, to: Point): Point | null {
  switch (state.status) {
    case 'confirmed':
    case 'accepted':
    case 'processing':
    case 'handover':
      return { ...from };
    case 'picked_up':
      return alongGridRoute(from, to, state.progress);
    case 'delivered':
      return { ...to };
    default:
      return null;
  }
}
