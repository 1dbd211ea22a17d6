// An order paid online: its payment page made for the server's bill, and the provider's signed
// events deciding whether it is paid. The browser's return never does.
import {
  addPaymentSession,
  markOrderPaid,
  markOrderPaymentFailed,
  paymentSession,
  recordPaymentEvent,
  settleSession,
} from '../../db/queries/payments';
import type { AppContext } from '../../lib/context';
import type { PaymentEvent, PaymentProvider } from './provider';

export interface OrderToPay {
  id: number;
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
  });
  await addPaymentSession(ctx.db, {
    provider: provider.name,
    session_id: sessionId,
    purpose: 'order',
    order_id: order.id,
    user_id: null,
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
  return ctx.db.transaction().execute(async (trx) => {
    const sessionId = event.kind === 'ignored' ? null : event.sessionId;
    const first = await recordPaymentEvent(trx, {
      provider: provider.name,
      event_id: event.id,
      type: event.kind,
      session_id: sessionId,
      received_at: now,
    });
    if (!first) return 'replayed';
    if (event.kind === 'ignored') return 'ignored';
    const session = await paymentSession(trx, provider.name, event.sessionId);
    if (!session) return 'ignored';
    if (event.kind === 'paid') {
      // Never paid for another amount than the bill the page was made for.
      if (Math.round(event.amount * 100) !== Math.round(session.amount * 100)) return 'ignored';
      if (!(await settleSession(trx, session.id, 'paid', now, event.paymentReference))) return 'ignored';
      if (session.order_id !== null) await payOrder(trx, session.order_id, now);
      return 'applied';
    }
    if (!(await settleSession(trx, session.id, 'failed', now))) return 'ignored';
    if (session.order_id !== null) await markOrderPaymentFailed(trx, session.order_id, now);
    return 'applied';
  });
}

type Trx = Parameters<typeof markOrderPaid>[0];

/** A scheduled order starts its way at its time; one for now, at once. */
async function payOrder(trx: Trx, orderId: number, now: string) {
  const order = await trx.selectFrom('orders').select('schedule_at').where('id', '=', orderId).executeTakeFirst();
  await markOrderPaid(trx, orderId, { now, startAt: order?.schedule_at ?? now });
}
