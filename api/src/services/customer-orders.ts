// Reading a customer's orders: only the owner's, history or running, and a guest's tracking check.
import type { CartOwner } from '../db/queries/carts';
import { orderById, ownedOrder, ownerOrders, type OrderRow } from '../db/queries/orders';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { parseJson } from '../lib/json';
import { samePhone } from '../lib/phone';
import { settleDeliveredOrders } from './delivered-orders';
import { HISTORY_STATUSES, orderState } from './order-lifecycle';
import { required } from './order-placement/placement-rules';

/** The owner's order, 404 for anyone else's (never its data). */
export async function ownOrder(ctx: AppContext, owner: CartOwner, orderId: number): Promise<OrderRow> {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw notFound('Order not found', 'order');
  return order;
}

/** Newest first by when the order was placed; the higher number first among orders of the same moment. */
export function newestFirst(a: Pick<OrderRow, 'id' | 'created_at'>, b: Pick<OrderRow, 'id' | 'created_at'>): number {
  const byDate = (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0);
  return byDate !== 0 ? byDate : b.id - a.id;
}

/**
 * The owner's finished orders (history) or the running ones, after loyalty points come due, newest
 * first by date: numbers follow placing, not the order's date (seeded and imported orders, a moved clock).
 */
export async function ordersOf(ctx: AppContext, owner: CartOwner, history: boolean): Promise<OrderRow[]> {
  if (owner.type === 'user') await settleDeliveredOrders(ctx, owner.id);
  const now = ctx.now();
  return (await ownerOrders(ctx.db, owner))
    .filter((o) => HISTORY_STATUSES.has(orderState(o, now, ctx.env.orderClockSeconds).status) === history)
    .sort(newestFirst);
}

/**
 * The order to track: the owner's own (a guest's browser finds its orders by its guest id), or any
 * order with the phone or email it was placed with, from any browser, its lookups counted first
 * (`limitLookup`). A wrong id and a wrong contact read alike: "Order not found".
 */
export async function orderToTrack(
  ctx: AppContext,
  owner: CartOwner,
  orderId: number,
  contactNumber: string | undefined,
  limitLookup: () => Promise<void>,
): Promise<OrderRow> {
  const own = await ownedOrder(ctx.db, owner, orderId);
  // A contact given is checked even for the browser's own order: a wrong one reads as any other.
  if (own && !contactNumber?.trim()) return own;
  if (own) {
    checkGuestContact(own, contactNumber);
    return own;
  }
  if (!contactNumber?.trim()) {
    if (owner.type === 'guest') throw required('contact_number', 'The contact number field is required.');
    throw notFound('Order not found', 'order');
  }
  await limitLookup();
  const order = await orderById(ctx.db, orderId);
  if (!order) throw notFound('Order not found', 'order');
  checkGuestContact(order, contactNumber);
  return order;
}

/** An order is tracked by others only with the phone or email it was placed with; 404 otherwise. */
export function checkGuestContact(order: OrderRow, contactNumber: unknown): void {
  const contact = String(contactNumber ?? '').trim();
  if (!contact) throw required('contact_number', 'The contact number field is required.');
  const stored = parseJson<{ contact_person_number?: string; contact_person_email?: string | null }>(
    order.delivery_address ?? '{}',
    {},
  );
  const matches = contact.includes('@')
    ? (stored.contact_person_email ?? '').toLowerCase() === contact.toLowerCase()
    : Boolean(stored.contact_person_number) && samePhone(stored.contact_person_number ?? '', contact);
  if (!matches) throw notFound('Order not found', 'order');
}
