// The money of a cancelled paid order goes back: its online share to the wallet when the business
// says so (and the customer has one), otherwise through the provider to the card it came from.
// The cancel's own conditional update decides that there is a refund at all, so it is made once.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { moveWallet } from '../../db/queries/account';
import {
  addPaymentRefund,
  addPaymentRefundOnce,
  countRefundAttempt,
  markRefundMade,
  paidOrderSession,
  pendingProviderRefunds,
} from '../../db/queries/payment-refunds';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { round2 } from '../../lib/money';

/** What the cancel's update returned: the order as it was cancelled. */
export interface CanceledOrder {
  id: number;
  owner_type: string;
  owner_id: number;
  payment_method: string;
  order_amount: number;
  wallet_paid: number;
  /** Set when the order was paid (the cancel stamps it). */
  refunded: string | null;
}

/** Tries of one provider refund before it waits for an operator (each one is logged). */
export const REFUND_MAX_ATTEMPTS = 20;

/**
 * Keeps the refund of the order's online share inside the cancel's transaction: credited to the
 * wallet at once, or kept pending for the provider. The id of a provider refund to send once the
 * cancel is committed; null when there is none to send.
 */
export async function refundOnlinePayment(
  trx: Kysely<Database>,
  order: CanceledOrder,
  toWallet: boolean,
  now: Date,
): Promise<number | null> {
  if (order.payment_method !== 'digital_payment' || order.refunded === null) return null;
  const amount = round2(order.order_amount - order.wallet_paid);
  if (amount <= 0) return null;
  const at = now.toISOString();
  if (toWallet && order.owner_type === 'user') {
    await moveWallet(
      trx,
      order.owner_id,
      {
        credit: amount,
        debit: 0,
        type: 'order_refund',
        reference: String(order.id),
        transactionId: crypto.randomUUID(),
      },
      now,
    );
    await addPaymentRefund(trx, {
      order_id: order.id,
      destination: 'wallet',
      amount,
      provider: null,
      payment_reference: null,
      status: 'succeeded',
      created_at: at,
      updated_at: at,
    });
    return null;
  }
  const paid = await paidOrderSession(trx, order.id);
  const { id } = await addPaymentRefund(trx, {
    order_id: order.id,
    destination: 'provider',
    amount,
    provider: paid?.provider ?? null,
    payment_reference: paid?.payment_reference ?? null,
    status: 'pending',
    created_at: at,
    updated_at: at,
  });
  return id;
}

/**
 * A payment that came for an order no longer waiting for it is kept to go back whole. Null when
 * the order has a refund already (a second payment of one order): that one waits for an operator.
 */
export async function refundLatePayment(
  trx: Kysely<Database>,
  payment: { orderId: number; provider: string; amount: number },
  paymentReference: string | null,
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  const id = await addPaymentRefundOnce(trx, {
    order_id: payment.orderId,
    destination: 'provider',
    amount: payment.amount,
    provider: payment.provider,
    payment_reference: paymentReference,
    status: 'pending',
    created_at: at,
    updated_at: at,
  });
  return id ?? null;
}

/**
 * Asks the provider for a kept refund, under the order's own idempotency key (a retry, from any
 * instance, is the same refund). A provider that does not answer leaves it pending for the sweep.
 */
export async function sendRefund(ctx: AppContext, refundId: number): Promise<void> {
  const refund = await countRefundAttempt(ctx.db, refundId, ctx.now().toISOString());
  if (!refund) return;
  if (!ctx.payments || refund.provider !== ctx.payments.name || !refund.payment_reference) {
    ctx.log.error({ refundId }, 'refund waits: its provider is not configured here');
    return;
  }
  try {
    const { refundId: providerRefundId } = await ctx.payments.refund(
      refund.payment_reference,
      refund.amount,
      `refund-order-${refund.order_id}`,
    );
    await markRefundMade(ctx.db, refund.id, providerRefundId, ctx.now().toISOString());
  } catch (error) {
    ctx.log.error({ err: error, refundId }, 'refund not made yet; tried again later');
  }
}

/** Sends the refunds still pending (a provider that was down, an instance that stopped mid-way). */
export async function sendPendingRefunds(ctx: AppContext, limit = 20): Promise<void> {
  for (const { id } of await pendingProviderRefunds(ctx.db, REFUND_MAX_ATTEMPTS, limit)) await sendRefund(ctx, id);
}
