import type { Kysely } from 'kysely';
import type { CartOwner } from '../db/queries/carts';
import {
  couponByCode,
  couponUses,
  couponUsesOverall,
  customerOrderCount,
  type CouponRow,
  type CustomerKey,
} from '../db/queries/orders';
import type { Database } from '../db/schema';
import type { AppContext } from '../lib/context';
import { httpError, notFound } from '../lib/errors';
import { today } from '../serializers/catalogue';

export const COUPON_LIMIT_MESSAGE = 'Coupon usage limit over';
export const FIRST_ORDER_COUPON_MESSAGE = 'This coupon is for the first order only.';

/** A signed-in customer's key: the account alone. */
export const accountKey = (userId: number): CustomerKey => ({
  owner: { type: 'user', id: userId },
  phone: null,
  email: null,
});

/** An order owner's key with the order's contact (which binds a guest). */
export const customerKeyOf = (owner: CartOwner, contact: { phone?: string | null; email?: string | null } = {}) => ({
  owner,
  phone: contact.phone || null,
  email: contact.email || null,
});

/**
 * The coupon's limits for this customer: its uses per customer and overall, and a first-order
 * coupon on a later order. Read again in the order's transaction, under the customer's and the
 * coupon's locks (order-records.ts), so concurrent orders cannot pass them.
 */
export async function checkCouponLimits(db: Kysely<Database>, coupon: CouponRow, customer: CustomerKey): Promise<void> {
  if (coupon.limit_per_user !== null && (await couponUses(db, customer, coupon.code)) >= coupon.limit_per_user) {
    throw httpError(403, 'coupon', COUPON_LIMIT_MESSAGE);
  }
  if (coupon.total_limit !== null && (await couponUsesOverall(db, coupon.code)) >= coupon.total_limit) {
    throw httpError(403, 'coupon', COUPON_LIMIT_MESSAGE);
  }
  if (coupon.coupon_type === 'first_order' && (await customerOrderCount(db, customer)) > 0) {
    throw httpError(403, 'coupon', FIRST_ORDER_COUPON_MESSAGE);
  }
}

/**
 * The coupon when the customer may use it at this store and module today: 404 when unknown or for
 * another module, 403 when expired, for another store, used up, or a first-order coupon on a
 * later order. The minimum purchase is checked where the amount is known.
 */
export async function usableCoupon(
  ctx: AppContext,
  customer: CustomerKey | null,
  code: string,
  where: { moduleId: number; storeId?: number },
): Promise<CouponRow> {
  const coupon = await couponByCode(ctx.db, code.trim());
  if (!coupon || coupon.module_id !== where.moduleId) throw notFound('Coupon not found', 'coupon');
  const day = today(ctx.now());
  if (coupon.start_date > day) throw notFound('Coupon not found', 'coupon');
  if (coupon.expire_date < day) throw httpError(403, 'coupon', 'Coupon expired');
  if (coupon.coupon_type === 'store_wise' && coupon.store_id !== where.storeId) {
    throw httpError(403, 'coupon', 'This coupon is not valid for this store.');
  }
  if (customer) await checkCouponLimits(ctx.db, coupon, customer);
  return coupon;
}
