import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Wire } from '@storefront/shared/contract/common';
import {
  DeliveryManReviewPayloadSchema,
  REVIEW_SUBMITTED_MESSAGE,
  ReviewSubmitPayloadSchema,
  type ReviewReminderSchema,
} from '@storefront/shared/contract/review';
import { insertDeliveryManReview, insertReview, reviewsOfOrders } from '../db/queries/account';
import { isUniqueViolation } from '../db/queries/locks';
import { itemsByIds } from '../db/queries/catalogue';
import { orderDetails, ownedOrder, ownerOrders, updateOrder } from '../db/queries/orders';
import { requireUser } from '../lib/auth';
import { forbidden, notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { requireModule } from '../lib/module';
import { bodyOf, parseOr422, queryOf } from '../lib/request';
import { orderState } from '../services/order-lifecycle';

type ReviewReminder = Wire<typeof ReviewReminderSchema>;

/** A customer's reviews of delivered orders: the reminder to write one, items and the delivery man. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/review-reminder', async (req): Promise<ReviewReminder> => {
    const user = await requireUser(req, ctx);
    const now = ctx.now();
    const delivered = (await ownerOrders(ctx.db, { type: 'user', id: user.id })).filter(
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
  });

  app.get('/customer/review-reminder-cancel', async (req) => {
    const user = await requireUser(req, ctx);
    const { order_id } = parseOr422(
      z.object({
        order_id: z.coerce
          .number({ message: 'The order id field is required.' })
          .int()
          .positive('The order id field is required.'),
      }),
      queryOf(req),
    );
    const order = await ownedOrder(ctx.db, { type: 'user', id: user.id }, order_id);
    if (!order) throw notFound('Order not found', 'order');
    await updateOrder(ctx.db, order.id, { review_reminder_dismissed: 1 });
    return { message: 'Review reminder dismissed' };
  });

  app.post('/items/reviews/submit', async (req) => {
    const user = await requireUser(req, ctx);
    await requireModule(req, ctx);
    const body = parseOr422(ReviewSubmitPayloadSchema, bodyOf(req));
    const order = await ownedOrder(ctx.db, { type: 'user', id: user.id }, body.order_id);
    if (!order) throw notFound('Order not found', 'order');
    if (orderState(order, ctx.now(), ctx.env.orderClockSeconds).status !== 'delivered') {
      throw forbidden('order', 'You can review an order once it is delivered.');
    }
    if (!(await orderDetails(ctx.db, order.id)).some((d) => d.item_id === body.item_id)) {
      throw forbidden('item_id', 'This item is not part of the order.');
    }
    const already = await ctx.db
      .selectFrom('reviews')
      .select('id')
      .where('order_id', '=', order.id)
      .where('item_id', '=', body.item_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const reviewedAlready = () => forbidden('review', 'You have already reviewed this item.');
    if (already) throw reviewedAlready();
    await insertReview(ctx.db, {
      item_id: body.item_id,
      user_id: user.id,
      order_id: order.id,
      rating: body.rating,
      comment: body.comment ?? null,
      created_at: ctx.now().toISOString(),
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? reviewedAlready() : error;
    });
    return { message: REVIEW_SUBMITTED_MESSAGE };
  });

  /**
   * The delivery man of a delivered order (the platform's conventional path; the spec names none):
   * once per order, and his average rating and count follow.
   */
  app.post('/delivery-man/reviews/submit', async (req) => {
    const user = await requireUser(req, ctx);
    const body = parseOr422(DeliveryManReviewPayloadSchema, bodyOf(req));
    const order = await ownedOrder(ctx.db, { type: 'user', id: user.id }, body.order_id);
    if (!order) throw notFound('Order not found', 'order');
    if (orderState(order, ctx.now(), ctx.env.orderClockSeconds).status !== 'delivered') {
      throw forbidden('order', 'You can review an order once it is delivered.');
    }
    if (order.delivery_man_id !== body.delivery_man_id) {
      throw forbidden('delivery_man_id', 'This delivery man did not deliver the order.');
    }
    const already = await ctx.db
      .selectFrom('delivery_man_reviews')
      .select('id')
      .where('order_id', '=', order.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const reviewedAlready = () => forbidden('review', 'You have already reviewed the delivery man of this order.');
    if (already) throw reviewedAlready();
    await insertDeliveryManReview(ctx.db, {
      delivery_man_id: body.delivery_man_id,
      user_id: user.id,
      order_id: order.id,
      rating: body.rating,
      comment: body.comment || null,
      created_at: ctx.now().toISOString(),
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? reviewedAlready() : error;
    });
    return { message: REVIEW_SUBMITTED_MESSAGE };
  });
}
