// An order paid online: its payment page made for the server's bill, and the provider's signed
// events deciding whether it is paid. The browser's return never does.
import type { OrderRow } from '../../db/queries/orders';
import {
  addPaymentSession,
  latestOrderSession,
  markOrderPaid,
  markOrderPaymentFailed,
  orderPaymentState,
  orderSessionCount,
  paymentSession,
  recordPaymentEvent,
  reopenFailedPayment,
  settleSession,
} from '../../db/queries/payments';
import type { AppContext } from '../../lib/context';
import { forbidden, httpError } from '../../lib/errors';
import { refundLatePayment, sendRefund } from './order-refunds';
import { creditTopUp } from './wallet-top-ups';
import type { PaymentEvent, PaymentProvider } from './provider';
import { round2 } from '../../lib/money';

export interface OrderToPay {
  id: number;
  /** 1 for the order's first page; one more for each after a failed payment. */
  attempt: number;
  /** What is left to pay once the wallet's share is taken: the server's bill. */
  amountDue: number;
  email: string | null;
}

/** The order's page on the site, where the provider sends the customer back. */
export const orderReturnUrl = (ctx: AppContext, orderId: number, outcome: 'returned' | 'left') =>
  `${ctx.env.payments.siteUrl}/order?order_id=${orderId}&payment=${outcome}`;

/** Makes the provider's payment page for the order and keeps it; its address for the browser. */
export async function startOrderPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  order: OrderToPay,
): Promise<string> {
  const now = ctx.now();
  const { sessionId, url } = await provider.createCheckout({
    purpose: 'order',
    reference: String(order.id),
    title: `Order #${order.id}`,
    amount: order.amountDue,
    currency: 'bdt',
    successUrl: orderReturnUrl(ctx, order.id, 'returned'),
    cancelUrl: orderReturnUrl(ctx, order.id, 'left'),
    customerEmail: order.email,
    // The provider keeps real time, whatever the app's own clock says (tests and demos move it).
    expiresAt: new Date(Date.now() + ctx.env.payments.windowMinutes * 60_000),
    attempt: order.attempt,
  });
  await addPaymentSession(ctx.db, {
    provider: provider.name,
    session_id: sessionId,
    purpose: 'order',
    order_id: order.id,
    user_id: null,
    reference: String(order.id),
    amount: order.amountDue,
    currency: 'bdt',
    url,
    status: 'open',
    payment_reference: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  return url;
}

export type EventOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * Applies one signed event, once: the event's id is recorded in the same transaction as its
 * effect. Effects are conditional on the state they move from, so events in any order leave the
 * order as the first decisive one made it (a session paid is not failed by its later expiry).
 */
export async function applyPaymentEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const now = ctx.now().toISOString();
  const { outcome, refundId } = await ctx.db.transaction().execute(async (trx) => {
    const applied = (outcome: EventOutcome, refund: number | null = null) => ({ outcome, refundId: refund });
    const sessionId = event.kind === 'ignored' ? null : event.sessionId;
    const first = await recordPaymentEvent(trx, {
      provider: provider.name,
      event_id: event.id,
      type: event.kind,
      session_id: sessionId,
      received_at: now,
    });
    if (!first) return applied('replayed');
    if (event.kind === 'ignored') return applied('ignored');
    const session = await paymentSession(trx, provider.name, event.sessionId);
    if (!session) return applied('ignored');
    if (event.kind === 'paid') {
      // Never paid for another amount than the bill the page was made for.
      if (Math.round(event.amount * 100) !== Math.round(session.amount * 100)) return applied('ignored');
      if (!(await settleSession(trx, session.id, 'paid', now, event.paymentReference))) return applied('ignored');
      if (session.purpose === 'wallet') {
        await creditTopUp(trx, session, new Date(now));
        return applied('applied');
      }
      if (session.order_id === null) return applied('ignored');
      if (await payOrder(trx, session.order_id, now)) return applied('applied');
      // The order stopped waiting (cancelled, or cancelled for want of payment) before the money
      // came: it goes back, whole.
      const refund = await refundLatePayment(
        trx,
        { orderId: session.order_id, provider: session.provider, amount: session.amount },
        event.paymentReference,
        new Date(now),
      );
      if (refund === null)
        ctx.log.error({ orderId: session.order_id }, 'a second payment of one order: refund it by hand');
      return applied('applied', refund);
    }
    if (!(await settleSession(trx, session.id, 'failed', now))) return applied('ignored');
    if (session.order_id !== null) await markOrderPaymentFailed(trx, session.order_id, now);
    return applied('applied');
  });
  if (refundId !== null) await sendRefund(ctx, refundId);
  return outcome;
}

type Trx = Parameters<typeof markOrderPaid>[0];

/** A scheduled order starts its way at its time; one for now, at once. False when it no longer waits. */
async function payOrder(trx: Trx, orderId: number, now: string): Promise<boolean> {
  const order = await trx.selectFrom('orders').select('schedule_at').where('id', '=', orderId).executeTakeFirst();
  return (await markOrderPaid(trx, orderId, { now, startAt: order?.schedule_at ?? now })) !== undefined;
}

export const PAYMENT_NOT_RETRYABLE_MESSAGE = 'This order is no longer waiting for its payment.';
export const PAYMENT_PROVIDER_DOWN_MESSAGE = 'Online payment is not answering right now. Please try again in a moment.';

const providerOf = (ctx: AppContext) => {
  if (!ctx.payments) throw httpError(503, 'payment_unavailable', 'Online payment is not available.');
  return ctx.payments;
};

/**
 * "Try again" on a failed online payment: the order waits again, on a new page at the provider.
 * Only while the order is failed (two taps make one new page: the second finds it waiting).
 */
export async function retryOrderPayment(ctx: AppContext, order: OrderRow): Promise<string> {
  const provider = providerOf(ctx);
  const now = ctx.now().toISOString();
  const waitingStatus = order.wallet_paid > 0 ? 'partially_paid' : 'unpaid';
  if (
    order.payment_method !== 'digital_payment' ||
    !(await reopenFailedPayment(ctx.db, order.id, waitingStatus, now))
  ) {
    throw forbidden('order_id', PAYMENT_NOT_RETRYABLE_MESSAGE);
  }
  try {
    const attempt = (await orderSessionCount(ctx.db, order.id)) + 1;
    const amountDue = round2(order.order_amount - order.wallet_paid);
    return await startOrderPayment(ctx, provider, { id: order.id, attempt, amountDue, email: order.contact_email });
  } catch (error) {
    ctx.log.error(error, 'payment page not made again');
    await markOrderPaymentFailed(ctx.db, order.id, ctx.now().toISOString());
    throw httpError(503, 'payment_unavailable', PAYMENT_PROVIDER_DOWN_MESSAGE);
  }
}

/**
 * The customer came back from the provider's page without paying: the page is ended there (so
 * it cannot be paid later), and the provider's event then fails the order. The order's state as
 * it is now; a provider that has not said so yet leaves it waiting.
 */
export async function leaveOrderPayment(ctx: AppContext, order: OrderRow) {
  const provider = providerOf(ctx);
  const session = await latestOrderSession(ctx.db, order.id);
  if (session?.status === 'open') {
    await provider.expireCheckout(session.session_id).catch((error: unknown) => {
      ctx.log.error(error, 'payment page not ended');
    });
  }
  return orderPaymentState(ctx.db, order.id);
}
