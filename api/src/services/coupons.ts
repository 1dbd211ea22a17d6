import type { CartOwner } from '../db/queries/carts';
import { couponByCode, couponUses, ownerOrders, type CouponRow } from '../db/queries/orders';
import type { AppContext } from '../lib/context';
import { httpError, notFound } from '../lib/errors';
import { today } from '../serializers/catalogue';

/**
 * The coupon when the owner may use it at this store and module today: 404 when unknown or for
 * another module, 403 when expired, for another store, used up, or a first-order coupon on a
 * later order. The minimum purchase is checked where the amount is known.
 */
export async function usableCoupon(
  ctx: AppContext,
  owner: CartOwner | null,
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
  if (owner) {
    if (coupon.limit_per_user !== null && (await couponUses(ctx.db, owner, coupon.code)) >= coupon.limit_per_user) {
      throw httpError(403, 'coupon', 'Coupon usage limit over');
    }
    if (coupon.coupon_type === 'first_order' && (await ownerOrders(ctx.db, owner)).length > 0) {
      throw httpError(403, 'coupon', 'This coupon is for the first order only.');
    }
  }
  return coupon;
}
