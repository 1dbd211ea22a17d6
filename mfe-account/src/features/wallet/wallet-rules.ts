import { z } from '@storefront/shared/zod';
import type { WalletBonus } from '@storefront/shared/contract/wallet-bonus';

export { FUND_ADDED_MESSAGE } from '@storefront/shared/contract/wallet';

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
