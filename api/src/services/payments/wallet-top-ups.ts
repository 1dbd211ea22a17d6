// Money added to the wallet online: the top-up's page at the provider is made for the amount, with
// the bonus the running offer gives it now; the wallet is credited with both only when the
// provider's signed webhook says the page was paid, once (the session's own conditional update).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOP_UP_STARTED_MESSAGE, type AddFundResponse, type TopUpState } from '@storefront/shared/contract/wallet';
import { moveWallet } from '../../db/queries/account';
import { getSetting } from '../../db/queries/catalogue';
import { addPaymentSession, topUpSession, type PaymentSessionRow } from '../../db/queries/payments';
import { runningWalletBonuses } from '../../db/queries/wallet-bonuses';
import type { Database } from '../../db/schema';
import type { BusinessSettings } from '../../db/business-settings';
import type { AppContext } from '../../lib/context';
import { forbidden, httpError, notFound } from '../../lib/errors';
import { round2 } from '../../lib/money';
import { today } from '../../serializers/catalogue';

export const ADD_FUND_UNAVAILABLE_MESSAGE = 'Adding funds online is not available.';
export const ADD_FUND_OFF_MESSAGE = 'Adding funds to the wallet is not available.';
export const TOP_UP_NOT_FOUND_MESSAGE = 'Top-up not found.';

interface Bonus {
  bonus_type: string;
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
}

/** The best running bonus whose minimum the amount reaches (0 when none does). */
export function bonusOn(bonuses: Bonus[], amount: number): number {
  const values = bonuses
    .filter((b) => amount >= b.minimum_add_amount)
    .map((b) =>
      round2(
        Math.min(b.bonus_type === 'amount' ? b.bonus_amount : (amount * b.bonus_amount) / 100, b.maximum_bonus_amount),
      ),
    );
  return Math.max(0, ...values);
}

export const runningBonuses = (ctx: AppContext) => runningWalletBonuses(ctx.db, today(ctx.now()));

/** The wallet page on the site, where the provider sends the customer back. */
const walletReturnUrl = (ctx: AppContext, reference: string, left: boolean) =>
  `${ctx.env.payments.siteUrl}/wallet?top_up=${reference}${left ? '&payment=left' : ''}`;

/** Makes the provider's page for a top-up of `amount`; nothing is credited yet. */
export async function startTopUp(
  ctx: AppContext,
  user: { id: number; email: string | null; wallet_balance: number },
  amount: number,
): Promise<AddFundResponse> {
  const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
  if (!settings || settings.customer_wallet_status !== 1 || settings.add_fund_status !== 1) {
    throw forbidden('add_fund', ADD_FUND_OFF_MESSAGE);
  }
  const provider = ctx.payments;
  if (!provider) throw httpError(503, 'payment_unavailable', ADD_FUND_UNAVAILABLE_MESSAGE);
  const bonus = bonusOn(await runningBonuses(ctx), amount);
  const reference = crypto.randomUUID();
  const now = ctx.now().toISOString();
  let page: { sessionId: string; url: string };
  try {
    page = await provider.createCheckout({
      purpose: 'wallet',
      reference,
      title: 'Wallet top-up',
      amount,
      currency: 'bdt',
      successUrl: walletReturnUrl(ctx, reference, false),
      cancelUrl: walletReturnUrl(ctx, reference, true),
      customerEmail: user.email,
      expiresAt: new Date(Date.now() + ctx.env.payments.windowMinutes * 60_000),
      attempt: 1,
    });
  } catch (error) {
    ctx.log.error(error, 'top-up page not made');
    throw httpError(
      503,
      'payment_unavailable',
      'Online payment is not answering right now. Please try again in a moment.',
    );
  }
  await addPaymentSession(ctx.db, {
    provider: provider.name,
    session_id: page.sessionId,
    purpose: 'wallet',
    order_id: null,
    user_id: user.id,
    reference,
    amount,
    bonus,
    currency: 'bdt',
    url: page.url,
    status: 'open',
    payment_reference: null,
    created_at: now,
    updated_at: now,
  });
  return {
    message: TOP_UP_STARTED_MESSAGE,
    redirect_link: page.url,
    reference,
    amount,
    bonus,
    wallet_balance: user.wallet_balance,
  };
}

/** Credits a paid top-up and its bonus, inside the transaction that settled its session. */
export async function creditTopUp(
  trx: Kysely<Database>,
  session: Pick<PaymentSessionRow, 'user_id' | 'amount' | 'bonus' | 'session_id'>,
  now: Date,
): Promise<void> {
  if (session.user_id === null) return;
  const entry = (credit: number, type: 'add_fund' | 'add_fund_bonus') => ({
    credit,
    debit: 0,
    type,
    reference: type === 'add_fund' ? 'digital_payment' : null,
    transactionId: crypto.randomUUID(),
  });
  await moveWallet(trx, session.user_id, entry(session.amount, 'add_fund'), now);
  if (session.bonus > 0) await moveWallet(trx, session.user_id, entry(session.bonus, 'add_fund_bonus'), now);
}

/** The customer's top-up as the webhook left it: open (not paid yet), paid or failed. */
export async function topUpState(ctx: AppContext, userId: number, reference: string): Promise<TopUpState> {
  const session = await topUpSession(ctx.db, userId, reference);
  if (!session) throw notFound(TOP_UP_NOT_FOUND_MESSAGE, 'reference');
  return { reference, status: session.status, amount: session.amount, bonus: session.bonus };
}
