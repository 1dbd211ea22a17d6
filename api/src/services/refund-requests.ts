// A delivered order's refund request: once per order, with up to three pictures.
import type { RefundRequestPayloadSchema } from '@storefront/shared/contract/refund';
import type { z } from 'zod';
import type { CartOwner } from '../db/queries/carts';
import { isUniqueViolation } from '../db/queries/locks';
import { updateOrder, type OrderRow } from '../db/queries/orders';
import { insertRefund, refundOfOrder } from '../db/queries/refunds';
import type { AppContext } from '../lib/context';
import { forbidden } from '../lib/errors';
import type { UploadedImage } from '../lib/uploads';
import { orderState } from './order-lifecycle';

type RefundRequest = z.output<typeof RefundRequestPayloadSchema>;

export async function requestRefund(
  ctx: AppContext,
  owner: CartOwner,
  order: OrderRow,
  body: RefundRequest,
  images: UploadedImage[],
): Promise<void> {
  const now = ctx.now();
  const state = orderState(order, now, ctx.env.orderClockSeconds);
  if (state.status !== 'delivered') throw forbidden('order', 'You can request a refund once the order is delivered.');
  const alreadyRequested = () => forbidden('order', 'A refund was already requested for this order.');
  if (await refundOfOrder(ctx.db, order.id)) throw alreadyRequested();
  const stamp = now.toISOString();
  // One refund per order (a unique index): of requests sent at once, one is stored, the rest refused.
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await insertRefund(
        trx,
        {
          order_id: order.id,
          user_id: owner.type === 'user' ? owner.id : 0,
          reason: body.customer_reason,
          note: body.customer_note ?? null,
          method: body.refund_method ?? null,
          images: JSON.stringify(images.map((i) => i.file_name)),
          amount: order.order_amount,
          status: 'pending',
          created_at: stamp,
        },
        images,
      );
      // The status is stored from now on (the clock had reached delivered).
      await updateOrder(trx, order.id, {
        order_status: 'refund_requested',
        lifecycle_started_at: null,
        confirmed: state.confirmed,
        picked_up: state.picked_up,
        delivered: state.delivered,
        updated_at: stamp,
      });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadyRequested() : error;
    });
}
