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
import { forbidden, HttpError, httpError, notFound } from '../lib/errors';
import { bodyOf, pageOfQuery, parseOr422, queryOf } from '../lib/request';
import { acceptsUploads, IMAGES_FORM } from '../lib/upload-forms';
import { fieldsOf, filesOf, imageOf } from '../lib/uploads';
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

const parseObject = (value: unknown): Record<string, unknown> => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return {};
};

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
    if (order.payment_method !== 'offline_payment') {
      throw forbidden('order', 'This order is not paid by an offline payment.');
    }
    if (order.order_status === 'canceled') throw forbidden('order', 'This order is canceled.');
    const method = await ctx.db
      .selectFrom('offline_payment_methods')
      .selectAll()
      .where('id', '=', body.method_id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!method) throw notFound('Payment method not found.', 'method_id');
    const existing = await ctx.db
      .selectFrom('offline_payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (existing?.status === 'verified') throw forbidden('order', 'The payment of this order is already verified.');
    const inputs = JSON.parse(method.method_informations) as { customer_input: string; is_required: number }[];
    const given = { ...raw, ...parseObject(raw.method_fields) };
    const info: Record<string, string> = {};
    const missing = inputs.filter((i) => {
      const value = given[i.customer_input];
      const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 255) : '';
      if (text) info[i.customer_input] = text;
      return i.is_required === 1 && !text;
    });
    if (missing.length > 0) {
      throw new HttpError(
        422,
        missing.map((m) => ({
          code: m.customer_input,
          message: `The ${m.customer_input.replace(/_/g, ' ')} field is required.`,
        })),
      );
    }
    const stamp = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('offline_payments').where('order_id', '=', order.id).execute();
      await trx
        .insertInto('offline_payments')
        .values({
          order_id: order.id,
          method_id: method.id,
          payment_info: JSON.stringify(info),
          customer_note: body.customer_note ?? null,
          status: 'pending',
          created_at: stamp,
        })
        .execute();
    });
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
