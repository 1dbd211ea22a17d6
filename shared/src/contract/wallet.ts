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

/** Reply of add-fund: no payment page here (redirect_link null), the wallet is credited at once. */
export const AddFundResponseSchema = z.object({
  message: z.string(),
  redirect_link: z.nullable(z.string()),
  amount: NumericSchema,
  bonus: NumericSchema,
  wallet_balance: NumericSchema,
});
export type AddFundResponse = z.infer<typeof AddFundResponseSchema>;
