// The new-customer discount: offered on the profile, taken off the first order by the pricing.
import type { Wire } from '@storefront/shared/contract/common';
import type { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import type { CartOwner } from '../db/queries/carts';
import { customerOrderCount } from '../db/queries/orders';
import type { BusinessSettings } from '../db/business-settings';
import type { AppContext } from '../lib/context';
import { accountKey } from './coupons';
import type { FirstOrderDiscount } from './order-pricing';

const DAY = 86_400_000;

type DiscountFields = Pick<
  Wire<typeof CustomerInfoSchema>,
  'is_valid_for_discount' | 'discount_amount' | 'discount_amount_type' | 'validity'
>;

/** The end of a validity window of `value` days, months or years from `from`. */
function addValidity(from: Date, value: number, unit: string): Date {
  const end = new Date(from.getTime());
  if (unit.startsWith('year')) end.setUTCFullYear(end.getUTCFullYear() + value);
  else if (unit.startsWith('month')) end.setUTCMonth(end.getUTCMonth() + value);
  else end.setTime(end.getTime() + value * DAY);
  return end;
}

/**
 * The new-customer discount: valid while the platform offers it, the customer has not ordered
 * yet and the account is younger than the configured validity ('7 days').
 */
export function newCustomerDiscount(
  settings: BusinessSettings | null,
  orderCount: number,
  createdAt: string,
  now: Date,
): DiscountFields {
  if (!settings || settings.new_customer_discount_status !== 1 || !(settings.new_customer_discount_amount > 0)) {
    return { is_valid_for_discount: false };
  }
  const value = settings.new_customer_discount_amount_validity;
  const unit = settings.new_customer_discount_validity_type || 'day';
  const valid = orderCount === 0 && addValidity(new Date(createdAt), value, unit) > now;
  if (!valid) return { is_valid_for_discount: false };
  return {
    is_valid_for_discount: true,
    discount_amount: settings.new_customer_discount_amount,
    discount_amount_type: settings.new_customer_discount_amount_type === 'amount' ? 'amount' : 'percentage',
    validity: `${value} ${unit.replace(/s$/, '')}${value === 1 ? '' : 's'}`,
  };
}

/** The discount the owner's order gets as a first order, by the rule the profile promises; null if none. */
export async function firstOrderDiscountOf(
  ctx: AppContext,
  owner: CartOwner,
  settings: BusinessSettings,
): Promise<FirstOrderDiscount | null> {
  if (owner.type !== 'user') return null;
  const user = await ctx.db.selectFrom('users').select('created_at').where('id', '=', owner.id).executeTakeFirst();
  if (!user) return null;
  const offer = newCustomerDiscount(
    settings,
    await customerOrderCount(ctx.db, accountKey(owner.id)),
    user.created_at,
    ctx.now(),
  );
  if (!offer.is_valid_for_discount) return null;
  return {
    type: offer.discount_amount_type === 'amount' ? 'amount' : 'percentage',
    amount: Number(offer.discount_amount),
  };
}
