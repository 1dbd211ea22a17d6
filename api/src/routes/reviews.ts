import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Wire } from '@storefront/shared/contract/common';
import {
  DeliveryManReviewPayloadSchema,
  REVIEW_SUBMITTED_MESSAGE,
  ReviewSubmitPayloadSchema,
  type ReviewReminderSchema,
} from '@storefront/shared/contract/review';
import { ownedOrder, updateOrder } from '../db/queries/orders';
import { requireUser } from '../lib/auth';
import { notFound } from '../lib/errors';
import { requireModule } from '../lib/module';
import { bodyOf, parseOr422, queryOf } from '../lib/request';
import { reviewReminder, submitDeliveryManReview, submitItemReview } from '../services/reviews';

type ReviewReminder = Wire<typeof ReviewReminderSchema>;

/** A customer's reviews of delivered orders: the reminder to write one, items and the delivery man. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/review-reminder', async (req): Promise<ReviewReminder> => {
    const user = await requireUser(req, ctx);
    return reviewReminder(ctx, user.id);
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
    await submitItemReview(ctx, user.id, parseOr422(ReviewSubmitPayloadSchema, bodyOf(req)));
    return { message: REVIEW_SUBMITTED_MESSAGE };
  });

  /**
   * The delivery man of a delivered order (the platform's conventional path; the spec names none):
   * once per order, and his average rating and count follow.
   */
  app.post('/delivery-man/reviews/submit', async (req) => {
    const user = await requireUser(req, ctx);
    await submitDeliveryManReview(ctx, user.id, parseOr422(DeliveryManReviewPayloadSchema, bodyOf(req)));
    return { message: REVIEW_SUBMITTED_MESSAGE };
  });
}
