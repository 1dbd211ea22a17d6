import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';

export const COUPON_TYPES = ['default', 'free_delivery', 'store_wise', 'first_order'] as const;

/** A coupon: discount percent (capped by max_discount) or amount, above min_purchase. */
export const CouponSchema = z.object({
  id: IdSchema,
  title: z.string(),
  code: z.string(),
  start_date: z.string(),
  expire_date: z.string(),
  min_purchase: NumericSchema,
  max_discount: NumericSchema,
  discount: NumericSchema,
  discount_type: z.enum(['percent', 'amount']),
  coupon_type: z.enum(COUPON_TYPES),
  limit: z.nullable(NumericSchema),
  store_id: z.nullable(IdSchema),
  store: z.optional(z.nullable(z.object({ id: IdSchema, name: z.string(), slug: z.optional(z.nullable(z.string())) }))),
  module_id: IdSchema,
  status: z.optional(z.number()),
  created_at: z.optional(z.string()),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** GET /coupon/list/all and /coupon/list (token: those the customer can still use). */
export const CouponListSchema = z.array(CouponSchema);

/** GET /coupon/apply?code=&store_id= (token): the coupon when it applies. */
export const CouponApplyResponseSchema = CouponSchema;
