import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';

/** A wallet movement; `balance` is the balance after it. */
export const WalletTransactionSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  transaction_id: z.string(),
  credit: NumericSchema,
  debit: NumericSchema,
  admin_bonus: NumericSchema,
  balance: NumericSchema,
  transaction_type: z.string(),
  reference: z.nullable(z.string()),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** GET /customer/wallet/transactions?limit&offset&type */
export const WalletTransactionsResponseSchema = z.extend(PaginationMetaSchema, {
  data: z.array(WalletTransactionSchema),
});
export type WalletTransactionsResponse = z.infer<typeof WalletTransactionsResponseSchema>;

export const FUND_ADDED_MESSAGE = 'Fund added successfully.';

/** POST /customer/wallet/add-fund (token): a top-up paid digitally; the best running bonus is added. */
export const AddFundPayloadSchema = z.object({
  amount: z.coerce
    .number({ message: 'The amount field is required.' })
    .check(
      z.positive('The amount must be greater than 0.'),
      z.maximum(100000, 'The amount may not be greater than 100000.'),
    ),
  payment_method: z.optional(z.string().check(z.trim(), z.maxLength(50))),
});
export type AddFundPayload = z.input<typeof AddFundPayloadSchema>;

/** The answer to a top-up: the provider's payment page, and what it is made for. */
export const TOP_UP_STARTED_MESSAGE = 'Continue on the payment page to add the money.';

/**
 * Reply of add-fund: the provider's page to pay on (`redirect_link`) and `reference`, the top-up's
 * own id. The wallet (amount and bonus) is credited when the provider's webhook says it is paid;
 * `wallet_balance` is the balance before.
 */
export const AddFundResponseSchema = z.object({
  message: z.string(),
  redirect_link: z.nullable(z.string()),
  reference: z.optional(z.string()),
  amount: NumericSchema,
  bonus: NumericSchema,
  wallet_balance: NumericSchema,
});
export type AddFundResponse = z.infer<typeof AddFundResponseSchema>;

/** The longest top-up reference (a UUID is 36 characters). */
export const MAX_TOP_UP_REFERENCE = 64;

/** GET /customer/wallet/top-up?reference: a top-up as the provider's webhook left it. */
export const TopUpStateSchema = z.object({
  reference: z.string(),
  status: z.enum(['open', 'paid', 'failed']),
  amount: NumericSchema,
  bonus: NumericSchema,
});
export type TopUpState = z.infer<typeof TopUpStateSchema>;
