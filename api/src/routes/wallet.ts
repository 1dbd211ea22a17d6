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
  MAX_TOP_UP_REFERENCE,
  type AddFundResponseSchema,
  type TopUpStateSchema,
  type WalletTransactionsResponseSchema,
} from '@storefront/shared/contract/wallet';
import type { WalletBonusSchema } from '@storefront/shared/contract/wallet-bonus';
import { cashbackUses, runningCashbacks } from '../db/queries/cashbacks';
import {
  InsufficientBalanceError,
  loyaltyTransactions,
  moveLoyalty,
  moveWallet,
  walletTransactions,
} from '../db/queries/account';
import { getSetting } from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/business-settings';
import { requireUser } from '../lib/auth';
import { forbidden } from '../lib/errors';
import { bodyOf, choiceField, pageOfQuery, pageQuery, parseOr422, parseQuery, queryOf } from '../lib/request';
import { today } from '../serializers/catalogue';
import { bestCashback } from '../services/cashback';
import { settleDeliveredOrders } from '../services/delivered-orders';
import { runningBonuses, startTopUp, topUpState } from '../services/payments/wallet-top-ups';

type WalletBonus = Wire<typeof WalletBonusSchema>;
type AddFundResponse = Wire<typeof AddFundResponseSchema>;
type TopUpState = Wire<typeof TopUpStateSchema>;
type CashbackForAmount = Wire<typeof CashbackForAmountSchema>;
type WalletTransactionsResponse = Wire<typeof WalletTransactionsResponseSchema>;
type LoyaltyTransactionsResponse = Wire<typeof LoyaltyTransactionsResponseSchema>;

const TopUpQuery = z.object({
  reference: z
    .string({ message: 'The reference field is required.' })
    .min(1, 'The reference field is required.')
    .max(MAX_TOP_UP_REFERENCE, `The reference may not be greater than ${MAX_TOP_UP_REFERENCE} characters.`),
});

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

  /** A top-up: the provider's page to pay on; the wallet is credited on its webhook (wallet-top-ups.ts). */
  app.post('/customer/wallet/add-fund', async (req): Promise<AddFundResponse> => {
    const user = await requireUser(req, ctx);
    const { amount } = parseOr422(AddFundPayloadSchema, bodyOf(req));
    return startTopUp(ctx, user, amount);
  });

  /** The return from the provider's page asks how its top-up stands. */
  app.get('/customer/wallet/top-up', async (req): Promise<TopUpState> => {
    const user = await requireUser(req, ctx);
    const { reference } = parseQuery(req, TopUpQuery);
    return topUpState(ctx, user.id, reference);
  });

  app.get('/cashback/getCashback', async (req): Promise<CashbackForAmount> => {
    const user = await requireUser(req, ctx);
    const { amount } = parseOr422(
      z.object({
        amount: z.coerce.number({ message: 'The amount field is required.' }).min(0, 'The amount must be at least 0.'),
      }),
      queryOf(req),
    );
    const offers = await runningCashbacks(ctx.db, today(ctx.now()));
    const found = bestCashback(offers, await cashbackUses(ctx.db, user.id), amount);
    const best = found?.offer ?? null;
    const bestAmount = found?.amount ?? 0;
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
    await settleDeliveredOrders(ctx, user.id);
    const { rows, total } = await walletTransactions(ctx.db, user.id, page, type === 'all' ? undefined : type);
    return { total_size: total, limit: page.limit, offset: page.offset, data: rows };
  });

  app.get('/customer/loyalty-point/transactions', async (req): Promise<LoyaltyTransactionsResponse> => {
    const user = await requireUser(req, ctx);
    await settleDeliveredOrders(ctx, user.id);
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
