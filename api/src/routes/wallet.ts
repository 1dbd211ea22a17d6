import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CashbackForAmountSchema } from '@storefront/shared/contract/cashback';
import type { Wire } from '@storefront/shared/contract/common';
import {
  POINT_TRANSFER_MESSAGE,
  PointTransferPayloadSchema,
  type LoyaltyTransactionsResponseSchema,
} from '@storefront/shared/contract/loyalty';
import {
  AddFundPayloadSchema,
  FUND_ADDED_MESSAGE,
  type AddFundResponseSchema,
  type WalletTransactionsResponseSchema,
} from '@storefront/shared/contract/wallet';
import type { WalletBonusSchema } from '@storefront/shared/contract/wallet-bonus';
import { runningCashbacks } from '../db/queries/cashbacks';
import {
  InsufficientBalanceError,
  loyaltyTransactions,
  moveLoyalty,
  moveWallet,
  walletTransactions,
} from '../db/queries/account';
import { getSetting } from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/seed/settings';
import { requireUser } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden } from '../lib/errors';
import { bodyOf, choiceField, pageOfQuery, pageQuery, parseOr422, parseQuery, queryOf } from '../lib/request';
import { today } from '../serializers/catalogue';
import { settleLoyalty } from '../services/loyalty';
import { paymentUnavailable } from '../services/order-placement/placement-rules';

type WalletBonus = Wire<typeof WalletBonusSchema>;
type AddFundResponse = Wire<typeof AddFundResponseSchema>;
type CashbackForAmount = Wire<typeof CashbackForAmountSchema>;
type WalletTransactionsResponse = Wire<typeof WalletTransactionsResponseSchema>;
type LoyaltyTransactionsResponse = Wire<typeof LoyaltyTransactionsResponseSchema>;

const round2 = (n: number) => Math.round(n * 100) / 100;

export const ADD_FUND_UNAVAILABLE_MESSAGE = 'Adding funds online is not available yet.';

/**
 * The wallet history's page and kind: the transaction types the API writes (funds added and their
 * bonus, order payments and refunds, loyalty points, referrals, cashback); absent or 'all' lists every one.
 */
const WalletTransactionsQuery = pageQuery(10).extend({
  type: choiceField(
    'type',
    [
      'all',
      'add_fund',
      'add_fund_bonus',
      'order_place',
      'partial_payment',
      'order_refund',
      'loyalty_point',
      'referrer',
      'cashback',
    ],
    'all',
  ),
});

const runningBonuses = (ctx: AppContext) => {
  const day = today(ctx.now());
  return ctx.db
    .selectFrom('wallet_bonuses')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .orderBy('id')
    .execute();
};

/** What a running offer gives back on an amount (0 below its minimum). */
export function cashbackOn(
  offer: { cashback_type: string; cashback_amount: number; min_purchase: number; max_discount: number },
  amount: number,
): number {
  if (amount < offer.min_purchase) return 0;
  const raw = offer.cashback_type === 'amount' ? offer.cashback_amount : (amount * offer.cashback_amount) / 100;
  return round2(offer.max_discount > 0 ? Math.min(raw, offer.max_discount) : raw);
}

/**
 * The customer's money: wallet transactions, add-fund bonuses and top-ups, the cashback an order
 * amount earns, loyalty points and their transfer to the wallet (token only).
 */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/wallet/bonuses', async (req): Promise<WalletBonus[]> => {
    await requireUser(req, ctx);
    return (await runningBonuses(ctx)).map((b) => ({
      id: b.id,
      title: b.title,
      description: b.description,
      bonus_type: b.bonus_type,
      bonus_amount: b.bonus_amount,
      minimum_add_amount: b.minimum_add_amount,
      maximum_bonus_amount: b.maximum_bonus_amount,
      start_date: b.start_date,
      end_date: b.end_date,
    }));
  });

  /**
   * A top-up: no payment gateway here, so the payment succeeds at once (PAYMENT_FAIL=1 fails it).
   * That stand-in would be free money in production, where it answers 503.
   */
  app.post('/customer/wallet/add-fund', async (req): Promise<AddFundResponse> => {
    const user = await requireUser(req, ctx);
    const { amount } = parseOr422(AddFundPayloadSchema, bodyOf(req));
    const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
    if (!settings || settings.customer_wallet_status !== 1 || settings.add_fund_status !== 1) {
      throw forbidden('add_fund', 'Adding funds to the wallet is not available.');
    }
    if (ctx.env.production) throw paymentUnavailable(ADD_FUND_UNAVAILABLE_MESSAGE);
    if (ctx.env.paymentFail) throw forbidden('payment', 'The payment failed. No money was taken.');
    const bonus = Math.max(
      0,
      ...(await runningBonuses(ctx))
        .filter((b) => amount >= b.minimum_add_amount)
        .map((b) =>
          round2(
            Math.min(
              b.bonus_type === 'amount' ? b.bonus_amount : (amount * b.bonus_amount) / 100,
              b.maximum_bonus_amount,
            ),
          ),
        ),
    );
    const now = ctx.now();
    const balance = await ctx.db.transaction().execute(async (trx) => {
      let after = await moveWallet(
        trx,
        user.id,
        {
          credit: amount,
          debit: 0,
          type: 'add_fund',
          reference: 'digital_payment',
          transactionId: crypto.randomUUID(),
        },
        now,
      );
      if (bonus > 0) {
        after = await moveWallet(
          trx,
          user.id,
          { credit: bonus, debit: 0, type: 'add_fund_bonus', reference: null, transactionId: crypto.randomUUID() },
          now,
        );
      }
      return after;
    });
    return { message: FUND_ADDED_MESSAGE, redirect_link: null, amount, bonus, wallet_balance: balance };
  });

  app.get('/cashback/getCashback', async (req): Promise<CashbackForAmount> => {
    const user = await requireUser(req, ctx);
    const { amount } = parseOr422(
      z.object({
        amount: z.coerce.number({ message: 'The amount field is required.' }).min(0, 'The amount must be at least 0.'),
      }),
      queryOf(req),
    );
    const day = today(ctx.now());
    const offers = await runningCashbacks(ctx.db, day);
    const used = await ctx.db
      .selectFrom('wallet_transactions')
      .select(['reference', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', user.id)
      .where('transaction_type', '=', 'cashback')
      .groupBy('reference')
      .execute();
    const usedOf = (id: number) => Number(used.find((u) => u.reference === `cashback:${id}`)?.n ?? 0);
    let best: (typeof offers)[number] | null = null;
    let bestAmount = 0;
    for (const offer of offers) {
      if (usedOf(offer.id) >= offer.same_user_limit) continue;
      const back = cashbackOn(offer, amount);
      if (back > bestAmount) {
        best = offer;
        bestAmount = back;
      }
    }
    return {
      cashback: best
        ? {
            id: best.id,
            title: best.title,
            cashback_type: best.cashback_type === 'amount' ? 'amount' : 'percentage',
            cashback_amount: best.cashback_amount,
            min_purchase: best.min_purchase,
            max_discount: best.max_discount,
            start_date: best.start_date,
            end_date: best.end_date,
            same_user_limit: best.same_user_limit,
            status: best.status,
          }
        : null,
      cashback_amount: bestAmount,
    };
  });

  app.get('/customer/wallet/transactions', async (req): Promise<WalletTransactionsResponse> => {
    const user = await requireUser(req, ctx);
    const { type, ...page } = parseQuery(req, WalletTransactionsQuery);
    const { rows, total } = await walletTransactions(ctx.db, user.id, page, type === 'all' ? undefined : type);
    return { total_size: total, limit: page.limit, offset: page.offset, data: rows };
  });

  app.get('/customer/loyalty-point/transactions', async (req): Promise<LoyaltyTransactionsResponse> => {
    const user = await requireUser(req, ctx);
    await settleLoyalty(ctx, user.id);
    const page = pageOfQuery(req, 10);
    const { rows, total } = await loyaltyTransactions(ctx.db, user.id, page);
    return { total_size: total, limit: page.limit, offset: page.offset, data: rows };
  });

  app.post('/customer/loyalty-point/point-transfer', async (req) => {
    const user = await requireUser(req, ctx);
    const { point } = parseOr422(PointTransferPayloadSchema, bodyOf(req));
    const s = await getSetting<BusinessSettings>(ctx.db, 'business');
    if (!s || s.loyalty_point_status !== 1) throw forbidden('point', 'Loyalty points are not active.');
    if (point < s.loyalty_point_minimum_point) {
      throw forbidden('point', `The minimum point to transfer is ${s.loyalty_point_minimum_point}.`);
    }
    const insufficient = () => forbidden('point', 'Insufficient point.');
    if (point > user.loyalty_point) throw insufficient();
    const amount = Math.round((point / s.loyalty_point_exchange_rate) * 100) / 100;
    const now = ctx.now();
    const reference = crypto.randomUUID();
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await moveLoyalty(
          trx,
          user.id,
          { credit: 0, debit: point, type: 'point_to_wallet', reference: null, transactionId: reference },
          now,
        );
        await moveWallet(
          trx,
          user.id,
          { credit: amount, debit: 0, type: 'loyalty_point', reference: null, transactionId: reference },
          now,
        );
      })
      .catch((error: unknown) => {
        // A concurrent transfer spent the points first.
        throw error instanceof InsufficientBalanceError ? insufficient() : error;
      });
    return { message: POINT_TRANSFER_MESSAGE };
  });
}
