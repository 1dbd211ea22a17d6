// An order left unpaid past the payment window is cancelled by the shop: its page at the provider
// is ended first (so it cannot be paid after), then the order is cancelled and its stock and wallet
// share given back, once (the cancel's conditional update decides, whichever instance sweeps).
import { abandonedOrders, latestOrderSession } from '../../db/queries/payments';
import type { AppContext } from '../../lib/context';
import { cancelAndGiveBack } from '../order-changes';

export const ABANDONED_REASON = 'Payment not completed in time';

/** Cancels up to `limit` abandoned orders; how many this call cancelled. */
export async function cancelAbandonedOrders(ctx: AppContext, limit = 20): Promise<number> {
  const now = ctx.now();
  const before = new Date(now.getTime() - ctx.env.payments.windowMinutes * 60_000).toISOString();
  let canceled = 0;
  for (const { id } of await abandonedOrders(ctx.db, before, limit)) {
    const session = await latestOrderSession(ctx.db, id);
    if (session?.status === 'open' && ctx.payments) {
      await ctx.payments.expireCheckout(session.session_id).catch((error: unknown) => {
        ctx.log.error({ err: error, orderId: id }, 'payment page not ended before the order was cancelled');
      });
    }
    const done = await cancelAndGiveBack(ctx, id, {
      reason: ABANDONED_REASON,
      by: 'system',
      confirmedBy: now.toISOString(),
    });
    if (done) canceled += 1;
  }
  return canceled;
}
