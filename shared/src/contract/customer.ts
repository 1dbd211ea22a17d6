import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';

/** GET /customer/info: the signed-in customer's profile. */
export const CustomerInfoSchema = z.object({
  id: IdSchema,
  f_name: z.string(),
  l_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
  is_phone_verified: FlagSchema,
  is_email_verified: FlagSchema,
  status: FlagSchema.optional(),
  order_count: z.number(),
  member_since_days: z.number(),
  wallet_balance: NumericSchema,
  loyalty_point: NumericSchema,
  ref_code: z.string().nullable(),
  social_id: z.string().nullable().optional(),
  /** manual, otp, google, facebook or apple: social customers cannot change their password. */
  login_medium: z.string().optional(),
  /** Category ids the customer picked on the interest page. */
  interest: z.array(IdSchema).optional(),
  is_valid_for_discount: z.boolean().optional(),
  discount_amount: NumericSchema.optional(),
  discount_amount_type: z.string().optional(),
  validity: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;
