import type { FastifyInstance } from 'fastify';
import type { Wire } from '../../../shared/src/contract/common';
import type { CustomerInfoSchema } from '../../../shared/src/contract/customer';

import { getSetting } from '../db/queries/catalogue';
import { getUser } from '../db/queries/users';
import type { BusinessSettings } from '../db/seed/settings';
import { requireUser } from '../lib/auth';
import { imageUrl } from '../lib/images';
import { UPLOAD_NAME } from '../lib/uploads';
import { settleLoyalty } from '../services/loyalty';

type CustomerInfo = Wire<typeof CustomerInfoSchema>;

const DAY = 86_400_000;

type DiscountFields = Pick<
  CustomerInfo,
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

/** Signed-in customer calls (token only). */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/info', async (req): Promise<CustomerInfo> => {
    const signedIn = await requireUser(req, ctx);
    await settleLoyalty(ctx, signedIn.id);
    const u = (await getUser(ctx.db, signedIn.id)) ?? signedIn;
    const orders = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_type', '=', 'user')
      .where('owner_id', '=', u.id)
      .executeTakeFirst();
    const orderCount = Number(orders?.n ?? 0);
    const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
    return {
      id: u.id,
      f_name: u.f_name,
      l_name: u.l_name,
      email: u.email,
      phone: u.phone,
      image: u.image,
      image_full_url:
        u.image && UPLOAD_NAME.test(u.image)
          ? `${ctx.env.publicUrl}/uploads/profile/${u.image}`
          : imageUrl(
              ctx.env.publicUrl,
              'customer',
              u.image ?? `${u.f_name.toLowerCase() || 'customer'}-${u.id}.svg`.replace(/[^a-z0-9.-]/g, ''),
            ),
      is_phone_verified: u.is_phone_verified,
      is_email_verified: u.is_email_verified,
      status: u.status,
      order_count: orderCount,
      member_since_days: Math.max(0, Math.floor((ctx.now().getTime() - Date.parse(u.created_at)) / DAY)),
      wallet_balance: u.wallet_balance,
      loyalty_point: u.loyalty_point,
      ref_code: u.ref_code,
      social_id: u.social_id,
      login_medium: u.login_medium,
      interest: JSON.parse(u.interest) as number[],
      ...newCustomerDiscount(settings, orderCount, u.created_at, ctx.now()),
      created_at: u.created_at,
      updated_at: u.updated_at,
    };
  });
}
