import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';

/** GET /most-tips: the tip customers choose most often. */
export const MostTipsSchema = z.object({ most_tips_amount: NumericSchema });
export type MostTips = z.infer<typeof MostTipsSchema>;

/** GET /vehicle/extra_charge?distance= (km): the extra charge of the vehicle covering that distance. */
export const VehicleExtraChargeSchema = NumericSchema;

/** An offline payment method: where to pay (method_fields) and what the customer fills in. */
export const OfflinePaymentMethodSchema = z.object({
  id: IdSchema,
  method_name: z.string(),
  method_fields: z.array(z.object({ input_name: z.string(), input_data: z.string() })),
  method_informations: z.array(
    z.object({ customer_input: z.string(), customer_placeholder: z.string(), is_required: z.number() }),
  ),
  status: z.optional(z.number()),
});
export type OfflinePaymentMethod = z.infer<typeof OfflinePaymentMethodSchema>;

/** GET /offline_payment_method_list */
export const OfflinePaymentMethodListSchema = z.array(OfflinePaymentMethodSchema);
