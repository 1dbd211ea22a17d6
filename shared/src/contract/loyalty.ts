import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';

/** A loyalty point movement; `balance` is the points after it. */
export const LoyaltyTransactionSchema = z.object({
  id: IdSchema,
  user_id: IdSchema,
  transaction_id: z.string(),
  credit: NumericSchema,
  debit: NumericSchema,
  balance: NumericSchema,
  transaction_type: z.string(),
  reference: z.nullable(z.string()),
  created_at: z.string(),
});
export type LoyaltyTransaction = z.infer<typeof LoyaltyTransactionSchema>;

/** GET /customer/loyalty-point/transactions?limit&offset */
export const LoyaltyTransactionsResponseSchema = z.extend(PaginationMetaSchema, {
  data: z.array(LoyaltyTransactionSchema),
});

/** POST /customer/loyalty-point/point-transfer: points to wallet at the configured exchange rate. */
export const PointTransferPayloadSchema = z.object({
  point: z.coerce
    .number({ message: 'The point field is required.' })
    .check(z.int('The point must be an integer.'), z.positive('The point field is required.')),
});
export const POINT_TRANSFER_MESSAGE = 'Point to wallet transfer successfully.';
