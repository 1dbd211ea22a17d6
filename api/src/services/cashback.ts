// Cashback: the running offers give back part of a delivered order's amount to the wallet, once per
// order and no more often per customer than each offer's limit. Order statuses come from the clock
// on every read, so cashback is settled on reads of the customer's profile, orders and wallet, as
// loyalty points are.
import crypto from 'node:crypto';
import { moveWallet } from '../db/queries/account';
import { cashbackUses, claimCashback, ordersAwaitingCashback, runningCashbacks } from '../db/queries/cashbacks';
import { holdLocks } from '../db/queries/locks';
import type { AppContext } from '../lib/context';
import { round2 } from '../lib/money';
import { today } from '../serializers/catalogue';
import { orderState } from './order-lifecycle';

interface Offer {
  id: number;
  cashback_type: string;
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
  same_user_limit: number;
}

/** What a running offer gives back on an amount (0 below its minimum). */
export function cashbackOn(offer: Omit<Offer, 'id' | 'same_user_limit'>, amount: number): number {
  if (amount < offer.min_purchase) return 0;
  const raw = offer.cashback_type === 'amount' ? offer.cashback_amount : (amount * offer.cashback_amount) / 100;
  return round2(offer.max_discount > 0 ? Math.min(raw, offer.max_discount) : raw);
}

/** The offer that gives the most back on the amount among those the customer has not used up. */
export function bestCashback<O extends Offer>(
  offers: O[],
  uses: Map<number, number>,
  amount: number,
): { offer: O; amount: number } | null {
  let best: { offer: O; amount: number } | null = null;
  for (const offer of offers) {
    if ((uses.get(offer.id) ?? 0) >= offer.same_user_limit) continue;
    const back = cashbackOn(offer, amount);
    if (back > (best?.amount ?? 0)) best = { offer, amount: back };
  }
  return best;
}

/**
 * Credits the cashback of the customer's orders delivered since the last look: the best offer that
 * ran on the day the order was placed, on its amount. One order at a time, under the customer's
 * lock, so offers' limits hold however many reads come at once.
 */
export async function settleCashback(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now();
  const delivered = (await ordersAwaitingCashback(ctx.db, userId)).filter(
    (o) => orderState(o, now, ctx.env.orderClockSeconds).status === 'delivered',
  );
  for (const order of delivered) {
    const offers = await runningCashbacks(ctx.db, today(new Date(order.created_at)));
    await ctx.db.transaction().execute(async (trx) => {
      await holdLocks(trx, [`cashback:user:${userId}`]);
      const best = bestCashback(offers, await cashbackUses(trx, userId), order.order_amount);
      if (!(await claimCashback(trx, order.id, best?.amount ?? 0)) || !best) return;
      await moveWallet(
        trx,
        userId,
        {
          credit: best.amount,
          debit: 0,
          type: 'cashback',
          reference: `cashback:${best.offer.id}`,
          transactionId: crypto.randomUUID(),
        },
        now,
      );
    });
  }
}
