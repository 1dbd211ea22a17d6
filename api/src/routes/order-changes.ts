// Routes for changing a placed order: cancellation (with its reasons) and switching a failed payment to cash.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import {
  CancelOrderPayloadSchema,
  SwitchPaymentPayloadSchema,
  type CancellationReasonsResponseSchema,
  type OrderPaymentOptionsSchema,
  type PaymentPage,
  type PaymentState,
} from '@storefront/shared/contract/order';
import { cancellationReasons } from '../db/queries/orders';
import { resolveOwner } from '../lib/auth';
import { bodyOf, choiceField, pageQuery, parseOr422, parseQuery, queryOf } from '../lib/request';
import { ownOrder } from '../services/customer-orders';
import { leaveOrderPayment, retryOrderPayment } from '../services/payments/order-payments';
import {
  cancelOrder,
  canSwitchToCashOnDelivery,
  PAYMENT_SWITCHED_MESSAGE,
  switchToCashOnDelivery,
} from '../services/order-changes';

type CancellationReasonsResponse = Wire<typeof CancellationReasonsResponseSchema>;
type OrderPaymentOptions = Wire<typeof OrderPaymentOptionsSchema>;

/** The reasons' page and whose reasons: the seed's user types; absent (or 'all') lists every one. */
const CancellationReasonsQuery = pageQuery(10).extend({
  type: choiceField('type', ['all', 'customer', 'deliveryman', 'store'], 'all'),
});

export async function orderChangeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/order/cancellation-reasons', async (req): Promise<CancellationReasonsResponse> => {
    const { type, ...page } = parseQuery(req, CancellationReasonsQuery);
    const rows = await cancellationReasons(ctx.db, type === 'all' ? undefined : type);
    return {
      total_size: rows.length,
      limit: page.limit,
      offset: page.offset,
      data: rows.slice((page.offset - 1) * page.limit, page.offset * page.limit),
    };
  });

  const cancel = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(CancelOrderPayloadSchema, { ...queryOf(req), ...bodyOf(req) });
    await cancelOrder(ctx, await ownOrder(ctx, owner, body.order_id), body.reason);
    return { message: 'Order canceled successfully' };
  };
  app.put('/customer/order/cancel', cancel);
  app.post('/customer/order/cancel', cancel);

  const switchPayment = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(SwitchPaymentPayloadSchema, { ...queryOf(req), ...bodyOf(req) });
    await switchToCashOnDelivery(ctx, owner, await ownOrder(ctx, owner, body.order_id));
    return { message: PAYMENT_SWITCHED_MESSAGE };
  };
  // The failed-payment page asks the order itself (its zone), whichever tab or device placed it.
  app.get('/customer/order/payment-options', async (req): Promise<OrderPaymentOptions> => {
    const owner = await resolveOwner(req, ctx);
    const { order_id } = parseOr422(SwitchPaymentPayloadSchema, queryOf(req));
    return { cash_on_delivery: await canSwitchToCashOnDelivery(ctx, owner, await ownOrder(ctx, owner, order_id)) };
  });
  app.put('/customer/order/payment-method', switchPayment);
  app.post('/customer/order/payment-method', switchPayment);

  app.post('/customer/order/payment/retry', async (req): Promise<PaymentPage> => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(SwitchPaymentPayloadSchema, bodyOf(req));
    return { payment_url: await retryOrderPayment(ctx, await ownOrder(ctx, owner, body.order_id)) };
  });
  app.post('/customer/order/payment/leave', async (req): Promise<PaymentState> => {
    const owner = await resolveOwner(req, ctx);
    const body = parseOr422(SwitchPaymentPayloadSchema, bodyOf(req));
    return leaveOrderPayment(ctx, await ownOrder(ctx, owner, body.order_id));
  });
}
