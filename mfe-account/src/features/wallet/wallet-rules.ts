import { z } from '@storefront/shared/zod';
import type { TopUpState } from '@storefront/shared/contract/wallet';
import type { WalletBonus } from '@storefront/shared/contract/wallet-bonus';

/** The API's limit on one top-up (AddFundPayloadSchema). */
export const MAX_ADD_FUND = 100000;

/** The top-up form: an amount above 0, at most the API's limit (the API's own wording). */
export const addFundSchema = z.object({
  amount: z.pipe(
    // An empty field is a missing amount, not 0.
    z.transform((value): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.coerce
      .number({ message: 'The amount field is required.' })
      .check(
        z.positive('The amount must be greater than 0.'),
        z.maximum(MAX_ADD_FUND, `The amount may not be greater than ${MAX_ADD_FUND}.`),
      ),
  ),
});

/** Add-fund shows only when the configuration turns both the wallet and top-ups on. */
export function addFundEnabled(config: { customer_wallet_status?: number; add_fund_status?: number } | undefined) {
  return config?.customer_wallet_status === 1 && config.add_fund_status === 1;
}

/** What a running bonus gives: '5% bonus (up to ৳100.00) on ৳1,000.00 or more' or '৳30.00 bonus on ৳500.00 or more'. */
export function bonusText(bonus: WalletBonus, format: (amount: number) => string): string {
  const value = bonus.bonus_type === 'percentage' ? `${bonus.bonus_amount}%` : format(bonus.bonus_amount);
  const cap =
    bonus.bonus_type === 'percentage' && bonus.maximum_bonus_amount > 0
      ? ` (up to ${format(bonus.maximum_bonus_amount)})`
      : '';
  return `${value} bonus${cap} on ${format(bonus.minimum_add_amount)} or more`;
}

/** The bonus a top-up earns, as the API credits it: the best running bonus whose minimum it reaches. */
export function bonusFor(bonuses: WalletBonus[], amount: number): number {
  const values = bonuses
    .filter((b) => amount >= b.minimum_add_amount)
    .map((b) =>
      Math.min(b.bonus_type === 'amount' ? b.bonus_amount : (amount * b.bonus_amount) / 100, b.maximum_bonus_amount),
    );
  return Math.round(Math.max(0, ...values) * 100) / 100;
}

/** How often a top-up is read while the provider decides, and how long before the page says so. */
export const TOP_UP_POLL_MS = 1500;
export const TOP_UP_WAIT_LIMIT_MS = 60_000;

/** What the wallet page says of a top-up back from the provider's page. */
export function topUpMessage(
  state: TopUpState | undefined,
  seen: { left: boolean; gaveUp: boolean; failedToLoad: boolean },
  format: (amount: number) => string,
): { title: string; text: string; waiting: boolean } {
  if (state?.status === 'paid') {
    const bonus = state.bonus > 0 ? `, with a ${format(state.bonus)} bonus` : '';
    return { title: 'Money added', text: `${format(state.amount)} was added to your wallet${bonus}.`, waiting: false };
  }
  if (state?.status === 'failed' || (state && seen.left)) {
    return {
      title: 'Top-up not completed',
      text: 'The payment was not made, so nothing was added to your wallet. You can try again below.',
      waiting: false,
    };
  }
  if (seen.failedToLoad) {
    return {
      title: 'Top-up not found',
      text: 'This top-up could not be read. Your balance and history below are up to date.',
      waiting: false,
    };
  }
  if (seen.gaveUp) {
    return {
      title: 'Payment not confirmed yet',
      text: 'We have not heard from the payment provider yet. Your wallet is credited as soon as they tell us.',
      waiting: false,
    };
  }
  return {
    title: 'Confirming your top-up',
    text: 'We are waiting for the payment provider to confirm your payment.',
    waiting: true,
  };
}
