import type { FastifyInstance } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import type { CustomerInfoSchema } from '@storefront/shared/contract/customer';

import { getSetting } from '../db/queries/catalogue';
import { getUser } from '../db/queries/users';
import type { BusinessSettings } from '../db/business-settings';
import { requireUser } from '../lib/auth';
import { imageUrl } from '../lib/images';
import { UPLOAD_NAME } from '../lib/uploads';
import { settleDeliveredOrders } from '../services/delivered-orders';
import { customerOrderCount } from '../db/queries/orders';
import { accountKey } from '../services/coupons';
import { newCustomerDiscount } from '../services/new-customer-discount';

type CustomerInfo = Wire<typeof CustomerInfoSchema>;

const DAY = 86_400_000;

/** Signed-in customer calls (token only). */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/info', async (req): Promise<CustomerInfo> => {
    const signedIn = await requireUser(req, ctx);
    await settleDeliveredOrders(ctx, signedIn.id);
    const u = (await getUser(ctx.db, signedIn.id)) ?? signedIn;
    const orderCount = await customerOrderCount(ctx.db, accountKey(u.id));
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
