import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';

/** A cashback offer: amount or percentage of the order back to the wallet above min_purchase. */
export const CashbackSchema = z.object({
  id: IdSchema,
  title: z.string(),
  cashback_type: z.enum(['amount', 'percentage']),
  cashback_amount: NumericSchema,
  min_purchase: NumericSchema,
  max_discount: NumericSchema,
  start_date: z.string(),
  end_date: z.string(),
  same_user_limit: z.optional(z.number()),
  status: z.optional(z.number()),
});
export type Cashback = z.infer<typeof CashbackSchema>;

/** GET /cashback/list: the offers running today. */
export const CashbackListSchema = z.array(CashbackSchema);

/**
 * GET /cashback/getCashback?amount= (token): the running offer that gives the most back for an
 * order of that amount (within its per-customer limit), and what it gives; null offer when none.
 */
export const CashbackForAmountSchema = z.object({
  cashback: z.nullable(CashbackSchema),
  cashback_amount: NumericSchema,
});
export type CashbackForAmount = z.infer<typeof CashbackForAmountSchema>;
