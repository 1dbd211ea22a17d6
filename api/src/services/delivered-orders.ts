// What a delivered order earns its customer: loyalty points and cashback. Statuses come from the
// clock on every read, so both are settled on the customer's reads (profile, orders, wallet,
// loyalty history, an order's page), each once per order.
import { orderById, type OrderRow } from '../db/queries/orders';
import type { AppContext } from '../lib/context';
import { settleCashback } from './cashback';
import { settleLoyalty } from './loyalty';
import { orderState } from './order-lifecycle';

export async function settleDeliveredOrders(ctx: AppContext, userId: number): Promise<void> {
  await settleLoyalty(ctx, userId);
  await settleCashback(ctx, userId);
}

/**
 * One order as it stands once its delivery has paid out: settles its customer's delivered orders
 * only when this one is delivered with something still to pay (an order's page polls, and most
 * polls have nothing to settle), and reads it again then.
 */
export async function withDeliverySettled(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  const unsettled = order.cashback_settled === 0 || order.loyalty_awarded === 0;
  if (order.owner_type !== 'user' || !unsettled || order.lifecycle_started_at === null) return order;
  if (orderState(order, ctx.now(), ctx.env.orderClockSeconds).status !== 'delivered') return order;
  await settleDeliveredOrders(ctx, order.owner_id);
  return (await orderById(ctx.db, order.id)) ?? order;
}
