// The bill a store order would be charged now: the placement's own checks and pricing, nothing saved.
import type { Wire } from '../../../../shared/src/contract/common';
import { OrderQuotePayloadSchema, type OrderQuoteSchema } from '../../../../shared/src/contract/order';
import type { CartOwner } from '../../db/queries/carts';
import type { ModuleRow } from '../../db/queries/catalogue';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { parseOr422 } from '../../lib/request';
import type { PricedOrder } from '../order-pricing';
import { round2, walletBalanceOf, walletShare } from './placement-rules';
import { priceStoreOrder } from './store-order';

export type OrderQuote = Wire<typeof OrderQuoteSchema>;

/** The priced order as the bill's lines: items and add-ons apart, as a receipt shows them. */
export function quoteOf(priced: PricedOrder, walletUsed = 0): OrderQuote {
  const addOnTotal = round2(priced.lines.reduce((sum, line) => sum + line.addOnTotal, 0));
  return {
    item_total: round2(priced.itemTotal - addOnTotal),
    add_on_total: addOnTotal,
    discount_on_items: priced.discountOnItems,
    subtotal: priced.subtotal,
    coupon_discount: priced.couponDiscount,
    coupon_title: priced.couponTitle,
    first_order_discount: priced.firstOrderDiscount,
    tax: priced.tax,
    original_delivery_charge: priced.originalDeliveryCharge,
    delivery_charge: priced.deliveryCharge,
    additional_charge: priced.additionalCharge,
    dm_tips: priced.dmTips,
    total: priced.total,
    wallet_used: walletUsed,
  };
}

export async function quoteOrder(
  ctx: AppContext,
  owner: CartOwner,
  module: ModuleRow,
  raw: Record<string, unknown>,
): Promise<OrderQuote> {
  const body = parseOr422(OrderQuotePayloadSchema, raw);
  // A parcel's charge is shown by the parcel form from the parcel rules; this quotes store orders.
  if (body.order_type === 'parcel' || module.module_type === 'parcel') {
    throw forbidden('order_type', 'Parcel orders are not quoted here.');
  }
  const { priced } = await priceStoreOrder(ctx, owner, module, body);
  return quoteOf(priced, walletShare(body, owner, priced.total, await walletBalanceOf(ctx, owner)));
}
