import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CashbackSchema } from '@storefront/shared/contract/cashback';
import type { Wire } from '@storefront/shared/contract/common';
import type { CouponSchema } from '@storefront/shared/contract/coupon';
import { runningCashbacks } from '../db/queries/cashbacks';
import { cartRows } from '../db/queries/carts';
import { addOnsByIds, storesByIds } from '../db/queries/catalogue';
import { couponUses, type CouponRow } from '../db/queries/orders';
import { requireUser } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { httpError, notFound } from '../lib/errors';
import { moneyOf } from '../lib/money';
import { moduleIdHeader, requireModule } from '../lib/module';
import { parseOr422, queryOf } from '../lib/request';
import { today } from '../serializers/catalogue';
import { accountKey, usableCoupon } from '../services/coupons';
import { couponMinimumMessage } from '../services/order-pricing';
import { businessSettings } from '../services/order-placement/placement-rules';

type Coupon = Wire<typeof CouponSchema>;
type Cashback = Wire<typeof CashbackSchema>;

async function couponsToWire(ctx: AppContext, rows: CouponRow[]): Promise<Coupon[]> {
  const stores = await storesByIds(
    ctx.db,
    rows.flatMap((c) => (c.store_id === null ? [] : [c.store_id])),
  );
  return rows.map((c) => {
    const store = stores.find((s) => s.id === c.store_id);
    return {
      id: c.id,
      title: c.title,
      code: c.code,
      start_date: c.start_date,
      expire_date: c.expire_date,
      min_purchase: c.min_purchase,
      max_discount: c.max_discount,
      discount: c.discount,
      discount_type: c.discount_type === 'amount' ? 'amount' : 'percent',
      coupon_type: c.coupon_type as Coupon['coupon_type'],
      limit: c.limit_per_user,
      store_id: c.store_id,
      store: store ? { id: store.id, name: store.name, slug: store.slug } : null,
      module_id: c.module_id,
      status: c.status,
      created_at: c.created_at,
    };
  });
}

function runningCoupons(ctx: AppContext, moduleId: number | undefined) {
  const day = today(ctx.now());
  let q = ctx.db
    .selectFrom('coupons')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', day)
    .where('expire_date', '>=', day);
  if (moduleId !== undefined) q = q.where('module_id', '=', moduleId);
  return q.orderBy('id').execute();
}

/** Offers that take money off an order: coupons and cashback. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // ---------- coupons ----------

  app.get('/coupon/list/all', async (req): Promise<Coupon[]> => {
    const moduleId = moduleIdHeader(req);
    return couponsToWire(ctx, await runningCoupons(ctx, moduleId));
  });

  app.get('/coupon/list', async (req): Promise<Coupon[]> => {
    const user = await requireUser(req, ctx);
    const customer = accountKey(user.id);
    const rows = await runningCoupons(ctx, moduleIdHeader(req));
    const usable: CouponRow[] = [];
    for (const c of rows) {
      if (c.limit_per_user === null || (await couponUses(ctx.db, customer, c.code)) < c.limit_per_user) usable.push(c);
    }
    return couponsToWire(ctx, usable);
  });

  app.get('/coupon/apply', async (req): Promise<Coupon> => {
    const user = await requireUser(req, ctx);
    const module = await requireModule(req, ctx);
    const q = parseOr422(
      z.object({
        code: z.string({ message: 'The code field is required.' }).trim().min(1, 'The code field is required.'),
        store_id: z.coerce.number().int().positive().optional(),
      }),
      queryOf(req),
    );
    const owner = { type: 'user' as const, id: user.id };
    const coupon = await usableCoupon(ctx, accountKey(user.id), q.code, { moduleId: module.id, storeId: q.store_id });
    const lines = await cartRows(ctx.db, owner, module.id);
    const addOns = await addOnsByIds(ctx.db, [...new Set(lines.flatMap((l) => JSON.parse(l.add_on_ids) as number[]))]);
    const subtotal = lines.reduce((sum, l) => {
      const ids = JSON.parse(l.add_on_ids) as number[];
      const qtys = JSON.parse(l.add_on_qtys) as number[];
      const addOnTotal = ids.reduce(
        (s, id, i) => s + (addOns.find((a) => a.id === id)?.price ?? 0) * (qtys[i] ?? 1),
        0,
      );
      return sum + l.price * l.quantity + addOnTotal;
    }, 0);
    if (subtotal < coupon.min_purchase) {
      throw httpError(403, 'coupon', couponMinimumMessage(coupon.min_purchase, moneyOf(await businessSettings(ctx))));
    }
    const [wire] = await couponsToWire(ctx, [coupon]);
    if (!wire) throw notFound('Coupon not found', 'coupon');
    return wire;
  });

  // ---------- cashback ----------

  app.get('/cashback/list', async (req): Promise<Cashback[]> => {
    await requireModule(req, ctx);
    const day = today(ctx.now());
    const rows = await runningCashbacks(ctx.db, day);
    return rows.map((c) => ({
      id: c.id,
      title: c.title,
      cashback_type: c.cashback_type === 'amount' ? 'amount' : 'percentage',
      cashback_amount: c.cashback_amount,
      min_purchase: c.min_purchase,
      max_discount: c.max_discount,
      start_date: c.start_date,
      end_date: c.end_date,
      same_user_limit: c.same_user_limit,
      status: c.status,
    }));
  });
}
