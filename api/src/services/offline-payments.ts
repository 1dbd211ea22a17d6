// The proof of an offline payment (bank transfer, mobile money) a customer sends for an order.
import type { OfflinePaymentPayloadSchema } from '@storefront/shared/contract/offline-payment';
import type { z } from 'zod';
import {
  activeOfflinePaymentMethod,
  offlinePaymentOfOrder,
  replaceOfflinePayment,
} from '../db/queries/offline-payments';
import type { OrderRow } from '../db/queries/orders';
import type { AppContext } from '../lib/context';
import { forbidden, HttpError, notFound } from '../lib/errors';

type OfflinePayment = z.output<typeof OfflinePaymentPayloadSchema>;

/** `method_fields` as an object, whether sent as one or as its JSON text; anything else is empty. */
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

/**
 * Stores the proof for an offline-paid order that is neither canceled nor verified yet, in place of
 * one sent before: the method's inputs are read from the request (or its `method_fields`), each
 * required one must be there (422 naming them all).
 */
export async function submitOfflinePayment(
  ctx: AppContext,
  order: OrderRow,
  body: OfflinePayment,
  raw: Record<string, unknown>,
): Promise<void> {
  if (order.payment_method !== 'offline_payment') {
    throw forbidden('order', 'This order is not paid by an offline payment.');
  }
  if (order.order_status === 'canceled') throw forbidden('order', 'This order is canceled.');
  const method = await activeOfflinePaymentMethod(ctx.db, body.method_id);
  if (!method) throw notFound('Payment method not found.', 'method_id');
  const existing = await offlinePaymentOfOrder(ctx.db, order.id);
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
  await replaceOfflinePayment(ctx.db, {
    order_id: order.id,
    method_id: method.id,
    payment_info: JSON.stringify(info),
    customer_note: body.customer_note ?? null,
    status: 'pending',
    created_at: ctx.now().toISOString(),
  });
}
