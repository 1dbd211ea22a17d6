// What a delivered order earns its customer: loyalty points and cashback. Statuses come from the
// clock on every read, so both are settled on the customer's reads (profile, orders, wallet,
// loyalty history, an order's page), each once per order.
import type { AppContext } from '../lib/context';
import { settleCashback } from './cashback';
import { settleLoyalty } from './loyalty';

export async function settleDeliveredOrders(ctx: AppContext, userId: number): Promise<void> {
  await settleLoyalty(ctx, userId);
  await settleCashback(ctx, userId);
}
