// A customer's reviews of delivered orders: the reminder to write one, of an item and of the delivery man.
import type { Wire } from '@storefront/shared/contract/common';
import type {
  DeliveryManReviewPayloadSchema,
  ReviewReminderSchema,
  ReviewSubmitPayloadSchema,
} from '@storefront/shared/contract/review';
import type { z } from 'zod';
import {
  deliveryManReviewOfOrder,
  insertDeliveryManReview,
  insertReview,
  itemReviewOfOrder,
  reviewsOfOrders,
} from '../db/queries/account';
import { itemsByIds } from '../db/queries/catalogue';
import { isUniqueViolation } from '../db/queries/locks';
import { orderDetails, ownedOrder, ownerOrders, type OrderRow } from '../db/queries/orders';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { orderState } from './order-lifecycle';

type ReviewReminder = Wire<typeof ReviewReminderSchema>;
type ItemReview = z.output<typeof ReviewSubmitPayloadSchema>;
type DeliveryManReview = z.output<typeof DeliveryManReviewPayloadSchema>;

/** The newest delivered store order the customer has reviewed nothing of and not dismissed, with its items' pictures. */
export async function reviewReminder(ctx: AppContext, userId: number): Promise<ReviewReminder> {
  const now = ctx.now();
  const delivered = (await ownerOrders(ctx.db, { type: 'user', id: userId })).filter(
    (o) =>
      o.store_id !== null &&
      o.review_reminder_dismissed === 0 &&
      orderState(o, now, ctx.env.orderClockSeconds).status === 'delivered',
  );
  const reviewed = new Set(
    (
      await reviewsOfOrders(
        ctx.db,
        delivered.map((o) => o.id),
      )
    ).map((r) => r.order_id),
  );
  const order = delivered.find((o) => !reviewed.has(o.id));
  if (!order) return { order_id: null };
  const lines = await orderDetails(ctx.db, order.id);
  const items = await itemsByIds(ctx.db, [...new Set(lines.map((l) => l.item_id))]);
  return {
    order_id: order.id,
    images_full_url: items.flatMap((i) => imageUrl(ctx.env.publicUrl, 'item', i.image) ?? []),
  };
}

/** The customer's order once it is delivered: 404 for another's, 403 before delivery. */
async function deliveredOrder(ctx: AppContext, userId: number, orderId: number): Promise<OrderRow> {
  const order = await ownedOrder(ctx.db, { type: 'user', id: userId }, orderId);
  if (!order) throw notFound('Order not found', 'order');
  if (orderState(order, ctx.now(), ctx.env.orderClockSeconds).status !== 'delivered') {
    throw forbidden('order', 'You can review an order once it is delivered.');
  }
  return order;
}

/**
 * Reviews an item of a delivered order, once (403 for a second review, also when two are sent at
 * once: the unique index refuses the later one); the item's average rating follows.
 */
export async function submitItemReview(ctx: AppContext, userId: number, review: ItemReview): Promise<void> {
  const order = await deliveredOrder(ctx, userId, review.order_id);
  if (!(await orderDetails(ctx.db, order.id)).some((d) => d.item_id === review.item_id)) {
    throw forbidden('item_id', 'This item is not part of the order.');
  }
  const reviewedAlready = () => forbidden('review', 'You have already reviewed this item.');
  if (await itemReviewOfOrder(ctx.db, { orderId: order.id, itemId: review.item_id, userId })) {
    throw reviewedAlready();
  }
  await insertReview(ctx.db, {
    item_id: review.item_id,
    user_id: userId,
    order_id: order.id,
    rating: review.rating,
    comment: review.comment ?? null,
    created_at: ctx.now().toISOString(),
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? reviewedAlready() : error;
  });
}

/** Reviews the delivery man of a delivered order, once per order; his average rating and count follow. */
export async function submitDeliveryManReview(
  ctx: AppContext,
  userId: number,
  review: DeliveryManReview,
): Promise<void> {
  const order = await deliveredOrder(ctx, userId, review.order_id);
  if (order.delivery_man_id !== review.delivery_man_id) {
    throw forbidden('delivery_man_id', 'This delivery man did not deliver the order.');
  }
  const reviewedAlready = () => forbidden('review', 'You have already reviewed the delivery man of this order.');
  if (await deliveryManReviewOfOrder(ctx.db, { orderId: order.id, userId })) throw reviewedAlready();
  await insertDeliveryManReview(ctx.db, {
    delivery_man_id: review.delivery_man_id,
    user_id: userId,
    order_id: order.id,
    rating: review.rating,
    comment: review.comment || null,
    created_at: ctx.now().toISOString(),
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? reviewedAlready() : error;
  });
}
