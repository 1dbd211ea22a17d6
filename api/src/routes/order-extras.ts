import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import {
  OFFLINE_PAYMENT_SUBMITTED_MESSAGE,
  OfflinePaymentPayloadSchema,
} from '@storefront/shared/contract/offline-payment';
import type { ParcelInstructionsResponseSchema } from '@storefront/shared/contract/parcel';
import {
  REFUND_REQUESTED_MESSAGE,
  RefundRequestPayloadSchema,
  type RefundReasonsResponseSchema,
} from '@storefront/shared/contract/refund';
import { ownedOrder } from '../db/queries/orders';
import { activeRefundReasons } from '../db/queries/refunds';
import { resolveOwner } from '../lib/auth';
import { httpError, notFound } from '../lib/errors';
import { bodyOf, pageOfQuery, parseOr422, queryOf } from '../lib/request';
import { acceptsUploads, IMAGES_FORM } from '../lib/upload-forms';
import { fieldsOf, filesOf, imageOf } from '../lib/uploads';
import { submitOfflinePayment } from '../services/offline-payments';
import { requestRefund } from '../services/refund-requests';

type RefundReasonsResponse = Wire<typeof RefundReasonsResponseSchema>;
type ParcelInstructionsResponse = Wire<typeof ParcelInstructionsResponseSchema>;

export const PARCEL_INSTRUCTIONS = [
  'Handle with care: fragile',
  'Keep upright',
  'Call the receiver before arriving',
  'Leave with the building guard',
  'Do not fold',
  'Deliver to the receiver only',
];

/** Refund requests, offline payment proofs and parcel instructions (token or guest_id). */
export async function orderExtraRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/customer/order/refund-reasons', async (): Promise<RefundReasonsResponse> => {
    return { refund_reasons: await activeRefundReasons(ctx.db) };
  });

  app.post('/customer/order/refund-request', acceptsUploads(IMAGES_FORM), async (req) => {
    const owner = await resolveOwner(req, ctx);
    const raw = bodyOf(req);
    const body = parseOr422(RefundRequestPayloadSchema, fieldsOf(raw));
    const reasons = await activeRefundReasons(ctx.db);
    if (!reasons.some((r) => r.reason === body.customer_reason)) {
      throw httpError(422, 'customer_reason', 'The selected customer reason is invalid.');
    }
    const files = filesOf(raw, 'image');
    if (files.length > 3) throw httpError(422, 'image', 'You can upload at most 3 images at a time.');
    const images = files.map((f) =>
      imageOf(
        f,
        'image',
        ['png', 'jpg', 'gif', 'webp'],
        'The image must be a file of type: jpg, png, jpeg, gif, webp.',
      ),
    );
    const order = await ownedOrder(ctx.db, owner, body.order_id);
    if (!order) throw notFound('Order not found', 'order');
    await requestRefund(ctx, owner, order, body, images);
    return { message: REFUND_REQUESTED_MESSAGE };
  });

  const offlinePayment = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const raw = { ...queryOf(req), ...bodyOf(req) };
    const body = parseOr422(OfflinePaymentPayloadSchema, raw);
    const order = await ownedOrder(ctx.db, owner, body.order_id);
    if (!order) throw notFound('Order not found', 'order');
    await submitOfflinePayment(ctx, order, body, raw);
    return { message: OFFLINE_PAYMENT_SUBMITTED_MESSAGE };
  };
  app.put('/customer/order/offline-payment', offlinePayment);
  app.post('/customer/order/offline-payment', offlinePayment);

  app.get('/customer/order/parcel-instructions', async (req): Promise<ParcelInstructionsResponse> => {
    const page = pageOfQuery(req, 10);
    const data = PARCEL_INSTRUCTIONS.map((instruction, i) => ({ id: i + 1, instruction }));
    return {
      total_size: data.length,
      limit: page.limit,
      offset: page.offset,
      data: data.slice((page.offset - 1) * page.limit, page.offset * page.limit),
    };
  });
}
