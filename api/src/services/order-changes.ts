// Changes a customer makes to a placed order: cancelling it, or paying a failed one by cash on delivery.
import crypto from 'node:crypto';
import type { CartVariation } from '@storefront/shared/contract/cart';
import { moveWallet } from '../db/queries/account';
import type { CartOwner } from '../db/queries/carts';
import { listZones } from '../db/queries/catalogue';
import { orderDetails, updateOrder, type OrderRow } from '../db/queries/orders';
import { moveStock } from '../db/queries/stock';
import type { AppContext } from '../lib/context';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { parseJson } from '../lib/json';
import { orderState } from './order-lifecycle';
import { businessSettings, checkPayment } from './order-placement/placement-rules';

export const PAYMENT_SWITCHED_MESSAGE = 'Payment info updated.';

/** Cancels a pending (or failed) order: refunds a paid one, puts the stock and the wallet share back. */
export async function cancelOrder(ctx: AppContext, order: OrderRow, reason: string | undefined): Promise<void> {
  const now = ctx.now();
  const state = orderState(order, now, ctx.env.orderClockSeconds);
  if (state.status !== 'pending' && state.status !== 'failed') {
    throw forbidden('order', 'You can not cancel after confirm');
  }
  const lines = await orderDetails(ctx.db, order.id);
  await ctx.db.transaction().execute(async (trx) => {
    await updateOrder(trx, order.id, {
      order_status: 'canceled',
      canceled: now.toISOString(),
      cancellation_reason: reason || 'Canceled by customer',
      canceled_by: 'customer',
      lifecycle_started_at: null,
      payment_status:
        order.payment_status === 'paid' && order.payment_method !== 'wallet' ? 'refunded' : order.payment_status,
      refunded: order.payment_status === 'paid' ? now.toISOString() : null,
      updated_at: now.toISOString(),
    });
    await moveStock(
      trx,
      lines.map((l) => ({
        item_id: l.item_id,
        quantity: l.quantity,
        variationType:
          parseJson<CartVariation[]>(l.variation, []).find((v): v is { type: string } => 'type' in v)?.type ?? null,
      })),
      1,
    );
    if (order.owner_type === 'user' && order.wallet_paid > 0) {
      await moveWallet(
        trx,
        order.owner_id,
        {
          credit: order.wallet_paid,
          debit: 0,
          type: 'order_refund',
          reference: String(order.id),
          transactionId: crypto.randomUUID(),
        },
        now,
      );
    }
  });
}

/** Throws why an order cannot switch to cash on delivery: its payment did not fail, or its zone refuses. */
async function checkCashSwitch(ctx: AppContext, owner: CartOwner, order: OrderRow): Promise<void> {
  if (order.payment_status !== 'failed' || order.order_status !== 'failed') {
    throw forbidden('order', 'Only an order whose payment failed can switch to cash on delivery.');
  }
  const zone = (await listZones(ctx.db)).find((z) => z.id === order.zone_id);
  if (!zone) throw notFound('Zone not found.', 'zone_id');
  checkPayment('cash_on_delivery', zone, await businessSettings(ctx), order.order_amount, owner);
}

/** Whether the failed-payment page may offer the switch: the order's own zone and amount decide. */
export async function canSwitchToCashOnDelivery(ctx: AppContext, owner: CartOwner, order: OrderRow): Promise<boolean> {
  try {
    await checkCashSwitch(ctx, owner, order);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** Restarts an order whose payment failed as a cash on delivery order, when its zone allows that. */
export async function switchToCashOnDelivery(ctx: AppContext, owner: CartOwner, order: OrderRow): Promise<void> {
  await checkCashSwitch(ctx, owner, order);
  const now = ctx.now().toISOString();
  await updateOrder(ctx.db, order.id, {
    payment_method: 'cash_on_delivery',
    payment_status: 'unpaid',
    order_status: 'pending',
    failed: null,
    pending: now,
    lifecycle_started_at: now,
    updated_at: now,
  });
}
