// Placing an order from /customer/order/place: a store or parcel order, and the guest's new account.
import { PlaceOrderPayloadSchema } from '@storefront/shared/contract/order';
import type { CartOwner } from '../../db/queries/carts';
import type { ModuleRow } from '../../db/queries/catalogue';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { parseOr422 } from '../../lib/request';
import { fieldsOf } from '../../lib/uploads';
import { accountWithOrder, newAccountOf } from './new-account';
import { placeParcelOrder } from './parcel-order';
import type { PlaceOrderResponse } from './placement-rules';
import { attachmentsOf, hasAttachments } from './prescription-order';
import { placeStoreOrder } from './store-order';

export async function placeOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  raw: Record<string, unknown>,
): Promise<PlaceOrderResponse> {
  // A cart holding prescription items arrives as a multipart form with the prescription images.
  const attachments = hasAttachments(raw) ? attachmentsOf(raw) : undefined;
  const body = parseOr422(PlaceOrderPayloadSchema, attachments ? fieldsOf(raw) : raw);
  const account = owner.type === 'guest' && body.create_new_user === 1 ? await newAccountOf(ctx, body) : null;
  if (body.order_type !== 'parcel' && module.module_type === 'parcel') {
    throw forbidden('order_type', 'Parcel module orders are parcel orders.');
  }
  // The guest's new account is written in the order's transaction: both are saved, or neither.
  const withOrder = account ? accountWithOrder(ctx, owner, account) : undefined;
  return body.order_type === 'parcel'
    ? placeParcelOrder(ctx, owner, module, body, withOrder)
    : placeStoreOrder(ctx, owner, module, body, attachments, withOrder);
}
