// Changes a customer makes to a placed order: cancelling it, or paying a failed one by cash on delivery.
import crypto from 'node:crypto';
import { MAX_CART_LINES, type CartVariation } from '@storefront/shared/contract/cart';
import { moveWallet } from '../db/queries/account';
import { ownerLockKey, restoreCartLines, type CartOwner, type CartRow } from '../db/queries/carts';
import { holdLocks } from '../db/queries/locks';
import { listZones } from '../db/queries/catalogue';
import {
  cancelWhilePending,
  orderById,
  orderDetails,
  switchFailedToCash,
  updateOrder,
  type OrderRow,
} from '../db/queries/orders';
import { moveStock } from '../db/queries/stock';
import type { AppContext } from '../lib/context';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { parseJson } from '../lib/json';
import { orderState } from './order-lifecycle';
import { refundOnlinePayment, sendRefund } from './payments/order-refunds';
import { businessSettings, checkPayment } from './order-placement/placement-rules';

export const PAYMENT_SWITCHED_MESSAGE = 'Payment info updated.';
const ONLY_FAILED_SWITCH_MESSAGE = 'Only an order whose payment failed can switch to cash on delivery.';

export const CANNOT_CANCEL_MESSAGE = 'You can not cancel after confirm';

/**
 * Cancels a pending (or failed) order for its customer, while they still may (not once confirmed).
 * The status moves in one conditional statement, so of requests sent at once (through any
 * instance) exactly one cancels and refunds; the others find the order no longer cancellable.
 */
export async function cancelOrder(ctx: AppContext, order: OrderRow, reason: string | undefined): Promise<void> {
  const now = ctx.now();
  const state = orderState(order, now, ctx.env.orderClockSeconds);
  if (state.status !== 'pending' && state.status !== 'failed') throw forbidden('order', CANNOT_CANCEL_MESSAGE);
  // An order on the clock stops being pending one step after it started, with nothing written.
  const confirmedBy = new Date(now.getTime() - ctx.env.orderClockSeconds * 1000).toISOString();
  const canceled = await cancelAndGiveBack(ctx, order.id, {
    reason: reason || 'Canceled by customer',
    by: 'customer',
    confirmedBy,
  });
  if (!canceled) throw forbidden('order', CANNOT_CANCEL_MESSAGE);
}

/**
 * Cancels the order if it is still pending or failed (and not yet under way by `confirmedBy`), and
 * gives back what it took: the stock, the wallet share, and what was paid online
 * (services/payments/order-refunds.ts). False when the order was no longer cancellable.
 */
export async function cancelAndGiveBack(
  ctx: AppContext,
  orderId: number,
  cancellation: { reason: string; by: 'customer' | 'system'; confirmedBy: string },
): Promise<boolean> {
  const now = ctx.now();
  const lines = await orderDetails(ctx.db, orderId);
  const settings = await businessSettings(ctx);
  const order = await orderById(ctx.db, orderId);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // The owner's lock first, as placing an order and adding to the cart take it first: the cart the
    // order gives back is then written in step with them, and no two take locks in another order.
    if (order) await holdLocks(trx, [ownerLockKey({ type: order.owner_type, id: order.owner_id })]);
    const canceled = await cancelWhilePending(trx, orderId, { now: now.toISOString(), ...cancellation });
    if (!canceled) return { canceled: false, providerRefund: null };
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
    if (canceled.owner_type === 'user' && canceled.wallet_paid > 0) {
      await moveWallet(
        trx,
        canceled.owner_id,
        {
          credit: canceled.wallet_paid,
          debit: 0,
          type: 'order_refund',
          reference: String(orderId),
          transactionId: crypto.randomUUID(),
        },
        now,
      );
    }
    // Cancelled before it was paid: the cart it was placed from is the customer's again.
    if (canceled.held_cart) {
      if (canceled.refunded === null) {
        await restoreCartLines(
          trx,
          { type: canceled.owner_type, id: canceled.owner_id },
          parseJson<Omit<CartRow, 'id'>[]>(canceled.held_cart, []),
          MAX_CART_LINES,
          now,
        );
      }
      await updateOrder(trx, orderId, { held_cart: null });
    }
    return {
      canceled: true,
      providerRefund: await refundOnlinePayment(trx, canceled, settings.wallet_add_refund === 1, now),
    };
  });
  if (outcome.providerRefund !== null) await sendRefund(ctx, outcome.providerRefund);
  return outcome.canceled;
}

/** Throws why an order cannot switch to cash on delivery: its payment did not fail, or its zone refuses. */
async function checkCashSwitch(ctx: AppContext, owner: CartOwner, order: OrderRow): Promise<void> {
  if (order.payment_status !== 'failed' || order.order_status !== 'failed') {
    throw forbidden('order', ONLY_FAILED_SWITCH_MESSAGE);
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

/**
 * Restarts an order whose payment failed as a cash on delivery order, when its zone allows that. A
 * scheduled order keeps its time. Conditional on the failed state, so it happens once.
 */
export async function switchToCashOnDelivery(ctx: AppContext, owner: CartOwner, order: OrderRow): Promise<void> {
  await checkCashSwitch(ctx, owner, order);
  const now = ctx.now().toISOString();
  const switched = await switchFailedToCash(ctx.db, order.id, {
    now,
    startAt: order.schedule_at && order.schedule_at > now ? order.schedule_at : now,
  });
  if (!switched) throw forbidden('order', ONLY_FAILED_SWITCH_MESSAGE);
}
