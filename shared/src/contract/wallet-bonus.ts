import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';

/** A bonus credited with a wallet top-up of at least minimum_add_amount. */
export const WalletBonusSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  bonus_type: z.enum(['percentage', 'amount']),
  bonus_amount: NumericSchema,
  minimum_add_amount: NumericSchema,
  maximum_bonus_amount: NumericSchema,
  start_date: z.string(),
  end_date: z.string(),
});
export type WalletBonus = z.infer<typeof WalletBonusSchema>;

/** GET /customer/wallet/bonuses (token): the bonuses running today. */
export const WalletBonusListSchema = z.array(WalletBonusSchema);
