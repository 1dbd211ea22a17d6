// The bill an order would be charged now: the placement's own checks and pricing, nothing saved.
import type { Wire } from '@storefront/shared/contract/common';
import { OrderQuotePayloadSchema, type OrderQuoteSchema } from '@storefront/shared/contract/order';
import type { CartOwner } from '../../db/queries/carts';
import type { ModuleRow } from '../../db/queries/catalogue';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { parseOr422 } from '../../lib/request';
import type { PricedOrder } from '../order-pricing';
import { walletBalanceOf, walletShare } from './placement-rules';
import { priceParcelOrder, type PricedParcel } from './parcel-order';
import { priceStoreOrder } from './store-order';
import { round2 } from '../../lib/money';

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

/** A parcel's bill: its delivery charge, the service charge and the tip; no items. */
export function parcelQuoteOf(priced: PricedParcel, dmTips: number, walletUsed = 0): OrderQuote {
  return {
    item_total: 0,
    add_on_total: 0,
    discount_on_items: 0,
    subtotal: 0,
    coupon_discount: 0,
    coupon_title: null,
    first_order_discount: 0,
    tax: 0,
    original_delivery_charge: priced.charge,
    delivery_charge: priced.charge,
    additional_charge: priced.additional,
    dm_tips: dmTips,
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
  const wallet = await walletBalanceOf(ctx, owner);
  if (body.order_type === 'parcel' || module.module_type === 'parcel') {
    if (body.order_type !== 'parcel') throw forbidden('order_type', 'Parcel module orders are parcel orders.');
    const priced = await priceParcelOrder(ctx, owner, module, body);
    return parcelQuoteOf(priced, body.dm_tips, walletShare(body, owner, priced.total, wallet));
  }
  const { priced } = await priceStoreOrder(ctx, owner, module, body);
  return quoteOf(priced, walletShare(body, owner, priced.total, wallet));
}
