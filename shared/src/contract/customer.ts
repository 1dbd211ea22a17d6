import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';

/** GET /customer/info: the signed-in customer's profile. */
export const CustomerInfoSchema = z.object({
  id: IdSchema,
  f_name: z.string(),
  l_name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  image: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
  is_phone_verified: FlagSchema,
  is_email_verified: FlagSchema,
  status: z.optional(FlagSchema),
  order_count: z.number(),
  member_since_days: z.number(),
  wallet_balance: NumericSchema,
  loyalty_point: NumericSchema,
  ref_code: z.nullable(z.string()),
  social_id: z.optional(z.nullable(z.string())),
  /** manual, otp, google, facebook or apple: social customers cannot change their password. */
  login_medium: z.optional(z.string()),
  /** Category ids the customer picked on the interest page. */
  interest: z.optional(z.array(IdSchema)),
  is_valid_for_discount: z.optional(z.boolean()),
  discount_amount: z.optional(NumericSchema),
  discount_amount_type: z.optional(z.string()),
  validity: z.optional(z.string()),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;
