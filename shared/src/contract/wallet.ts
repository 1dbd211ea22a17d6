import { z } from 'zod';
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
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** GET /customer/wallet/transactions?limit&offset&type */
export const WalletTransactionsResponseSchema = PaginationMetaSchema.extend({
  data: z.array(WalletTransactionSchema),
});
export type WalletTransactionsResponse = z.infer<typeof WalletTransactionsResponseSchema>;
