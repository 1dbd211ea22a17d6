// Prescription orders: the uploaded prescription images, and an order placed with images only (no cart).
import { PlaceOrderPayloadSchema } from '@storefront/shared/contract/order';
import type { CartOwner } from '../../db/queries/carts';
import type { ModuleRow } from '../../db/queries/catalogue';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { parseOr422 } from '../../lib/request';
import { fieldsOf, filesOf, imageOf, type UploadedImage } from '../../lib/uploads';
import { distanceCharge } from '../order-pricing';
import { addressJson, contactColumns, contactOf } from './order-contact';
import { baseOrder, lifecycleFields, placedReply, saveOrder } from './order-records';
import { decidePayment, required, type PlaceOrderResponse } from './placement-rules';
import { chargesOf, storeContext } from './store-order';
import { round2 } from '../../lib/money';

/** Whether a multipart form carries order attachments (a cart order with a prescription). */
export const hasAttachments = (body: Record<string, unknown>) =>
  body['order_attachment[]'] !== undefined || body.order_attachment !== undefined;

/** The uploaded images of a multipart form (at most 3; PNG, JPEG, GIF or WebP by content). */
export function attachmentsOf(body: Record<string, unknown>): UploadedImage[] {
  const raw = body['order_attachment[]'] ?? body.order_attachment;
  // An empty field is one attachment that is not an image, not a missing attachment.
  const files = raw === '' ? [raw] : filesOf(body, 'order_attachment');
  if (files.length === 0) throw required('order_attachment', 'The order attachment field is required.');
  if (files.length > 3) throw required('order_attachment', 'You can upload at most 3 images at a time.');
  return files.map((f) =>
    imageOf(f, 'order_attachment', ['png', 'jpg', 'gif', 'webp'], 'The order attachment must be an image.'),
  );
}

/** An order of prescription images for a store: charged for delivery, tips and the additional charge only. */
export async function placePrescriptionOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  rawBody: Record<string, unknown>,
): Promise<PlaceOrderResponse> {
  const body = parseOr422(PlaceOrderPayloadSchema, {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    ...fieldsOf(rawBody),
  });
  const sc = await storeContext(ctx, owner, module, body);
  const contact = await contactOf(ctx, owner, body);
  if (sc.store.prescription_order !== 1) {
    throw forbidden('store_id', 'This store does not take prescription orders.');
  }
  const attachments = attachmentsOf(rawBody);
  const now = ctx.now();
  const deliveryCharge =
    body.order_type === 'delivery'
      ? sc.store.free_delivery === 1
        ? 0
        : distanceCharge(sc.distanceKm, chargesOf(sc.zone, sc.settings))
      : 0;
  const additional = sc.settings.additional_charge_status === 1 ? sc.settings.additional_charge : 0;
  const tips = body.order_type === 'take_away' ? 0 : body.dm_tips;
  const total = round2(deliveryCharge + tips + additional);
  const outcome = await decidePayment(ctx, owner, body, total, sc.zone, sc.settings);
  const order = baseOrder(now, owner, {
    module_id: module.id,
    store_id: sc.store.id,
    zone_id: sc.zone.id,
    order_type: body.order_type,
    payment_method: body.payment_method,
    order_amount: total,
    delivery_charge: deliveryCharge,
    original_delivery_charge: deliveryCharge,
    additional_charge: additional,
    dm_tips: tips,
    distance: round2(sc.distanceKm),
    delivery_address: addressJson(body, contact),
    ...contactColumns(contact),
    order_note: body.order_note ?? null,
    prescription_order: 1,
    ...lifecycleFields(outcome, now, sc.schedule),
  });
  const id = await saveOrder(ctx, owner, order, [], { stock: [], cartLineIds: null, attachments });
  return placedReply(ctx, id, total, outcome);
}
