import crypto from 'node:crypto';
import { moveLoyalty } from '../db/queries/account';
import { getSetting } from '../db/queries/catalogue';
import type { BusinessSettings } from '../db/business-settings';
import type { AppContext } from '../lib/context';
import { orderState } from './order-lifecycle';

/** Points per 100 of a delivered order's amount, when the settings do not say. */
export const DEFAULT_POINTS_PER_100 = 5;

/**
 * Credits the loyalty points of the customer's orders that have been delivered since the last
 * look. Order statuses come from the clock on every read, so the points are settled on reads of
 * the customer's profile, orders and loyalty history; each order pays out once.
 */
export async function settleLoyalty(ctx: AppContext, userId: number): Promise<void> {
  const settings = await getSetting<BusinessSettings & { loyalty_point_item_purchase_point?: number }>(
    ctx.db,
    'business',
  );
  if (!settings || settings.loyalty_point_status !== 1) return;
  const rate = settings.loyalty_point_item_purchase_point ?? DEFAULT_POINTS_PER_100;
  const now = ctx.now();
  const candidates = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', userId)
    .where('loyalty_awarded', '=', 0)
    .where('lifecycle_started_at', 'is not', null)
    .execute();
  const delivered = candidates.filter((o) => orderState(o, now, ctx.env.orderClockSeconds).status === 'delivered');
  for (const order of delivered) {
    const points = Math.floor((order.order_amount * rate) / 100);
    await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('orders')
        .set({ loyalty_awarded: 1 })
        .where('id', '=', order.id)
        .where('loyalty_awarded', '=', 0)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || points <= 0) return;
      await moveLoyalty(
        trx,
        userId,
        {
          credit: points,
          debit: 0,
          type: 'order_place',
          reference: String(order.id),
          transactionId: crypto.randomUUID(),
        },
        now,
      );
    });
  }
}
