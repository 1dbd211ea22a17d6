import type { CartVariation } from '@storefront/shared/contract/cart';
import type { AddOnRow, ItemRow } from '../db/queries/catalogue';
import type { CouponRow } from '../db/queries/orders';
import { httpError } from '../lib/errors';
import { priceLine, type LineRequest, type SpecialPrice } from './cart-pricing';
import { round2 } from '../lib/money';

export const COUPON_MINIMUM_MESSAGE = 'To apply this coupon, total item amount should be minimum';

/** The spec's words, then the coupon's minimum as the business writes money ('… minimum ৳300.00'). */
export const couponMinimumMessage = (minPurchase: number, money: (amount: number) => string = String) =>
  `${COUPON_MINIMUM_MESSAGE} ${money(minPurchase)}`;

export interface PricingLineInput {
  item: ItemRow;
  request: LineRequest;
  /** A running campaign or flash-sale price of the line. */
  special?: SpecialPrice;
}

export interface DeliveryCharges {
  perKm: number;
  minimum: number;
  maximum: number | null;
  /** Percent added in bad weather and the like (0 when off). */
  increasedPercent: number;
  /** Orders at or above this subtotal deliver free (null: never). */
  freeDeliveryOver: number | null;
}

/** The new-customer discount on a first order: a percentage of the items or a fixed amount. */
export interface FirstOrderDiscount {
  type: 'percentage' | 'amount';
  amount: number;
}

export interface PricingInput {
  lines: PricingLineInput[];
  /** Add-ons of the store, by id (prices come from here, never from the client). */
  addOns: Map<number, AddOnRow>;
  storePercent: number;
  store: { tax: number; free_delivery: number };
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  charges: DeliveryCharges;
  /** The extra charge of the vehicle the distance needs (a car beyond a bike's range). */
  vehicleExtraCharge: number;
  coupon: CouponRow | null;
  /** The new-customer discount, when this is the customer's first order within its validity. */
  firstOrder?: FirstOrderDiscount | null;
  additionalCharge: number;
  dmTips: number;
  /** Writes an amount in a message as the business does (the coupon's minimum). */
  money?: (amount: number) => string;
}

export interface PricedOrderLine {
  item: ItemRow;
  variation: CartVariation[];
  addOns: { id: number; name: string; price: number; quantity: number }[];
  /** Unit price before the discount. */
  unitBase: number;
  /** Unit price after the discount. */
  unitPrice: number;
  quantity: number;
  discountOnItem: number;
  addOnTotal: number;
  taxAmount: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  /** Items at base price plus add-ons. */
  itemTotal: number;
  discountOnItems: number;
  /** Item total less item discounts. */
  subtotal: number;
  couponDiscount: number;
  couponTitle: string | null;
  firstOrderDiscount: number;
  originalDeliveryCharge: number;
  deliveryCharge: number;
  tax: number;
  additionalCharge: number;
  dmTips: number;
  total: number;
}

/** The charge for a distance: per km with a minimum, capped by the maximum, raised by the surcharge. */
export function distanceCharge(
  km: number,
  c: Pick<DeliveryCharges, 'perKm' | 'minimum' | 'maximum' | 'increasedPercent'>,
) {
  let charge = Math.max(c.minimum, km * c.perKm);
  if (c.maximum !== null && c.maximum > 0) charge = Math.min(charge, c.maximum);
  charge += (charge * c.increasedPercent) / 100;
  return round2(charge);
}

/** The coupon's discount on a subtotal; 403 below its minimum purchase, which the message names. */
export function couponDiscount(coupon: CouponRow, subtotal: number, money?: (amount: number) => string): number {
  if (subtotal < coupon.min_purchase) throw httpError(403, 'coupon', couponMinimumMessage(coupon.min_purchase, money));
  if (coupon.coupon_type === 'free_delivery') return 0;
  const raw = coupon.discount_type === 'amount' ? coupon.discount : (subtotal * coupon.discount) / 100;
  const capped =
    coupon.discount_type === 'percent' && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return round2(Math.min(capped, subtotal));
}

/**
 * Prices an order from stored items: each line's unit price (base or variation plus options, less
 * the discount), add-ons from the store's add-on prices, the coupon, the new-customer discount of a
 * first order, the delivery charge from the
 * distance and the vehicle it needs (free for free-delivery stores and above free_delivery_over), the store's tax on the
 * discounted amount, the additional charge and the tip. The client's amounts are never used.
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const lines = input.lines.map(({ item, request, special }): PricedOrderLine => {
    const priced = priceLine(item, input.storePercent, request, special);
    const base = priced.unitBase;
    const addOns = priced.add_on_ids.map((id, i) => {
      const addOn = input.addOns.get(id);
      if (!addOn) throw httpError(422, 'add_on_ids', 'An add-on is not offered with this item.');
      return { id, name: addOn.name, price: addOn.price, quantity: priced.add_on_qtys[i] ?? 1 };
    });
    const addOnTotal = round2(addOns.reduce((sum, a) => sum + a.price * a.quantity, 0));
    const lineSubtotal = priced.unitPrice * request.quantity + addOnTotal;
    return {
      item,
      variation: priced.variation,
      addOns,
      unitBase: base,
      unitPrice: priced.unitPrice,
      quantity: request.quantity,
      discountOnItem: round2((base - priced.unitPrice) * request.quantity),
      addOnTotal,
      taxAmount: round2((lineSubtotal * input.store.tax) / 100),
    };
  });
  const itemTotal = round2(lines.reduce((sum, l) => sum + l.unitBase * l.quantity + l.addOnTotal, 0));
  const discountOnItems = round2(lines.reduce((sum, l) => sum + l.discountOnItem, 0));
  const subtotal = round2(itemTotal - discountOnItems);
  const coupon = input.coupon;
  const couponAmount = coupon ? couponDiscount(coupon, subtotal, input.money) : 0;

  let originalDeliveryCharge = 0;
  let deliveryCharge = 0;
  if (input.orderType === 'delivery') {
    originalDeliveryCharge = round2(distanceCharge(input.distanceKm, input.charges) + input.vehicleExtraCharge);
    const free =
      input.store.free_delivery === 1 ||
      (input.charges.freeDeliveryOver !== null && subtotal >= input.charges.freeDeliveryOver) ||
      coupon?.coupon_type === 'free_delivery';
    deliveryCharge = free ? 0 : originalDeliveryCharge;
  }
  // The first-order discount comes after the coupon, on what the items still cost.
  const afterCoupon = subtotal - couponAmount;
  const firstOrder = input.firstOrder;
  const firstOrderDiscount = firstOrder
    ? round2(
        Math.min(
          firstOrder.type === 'amount' ? firstOrder.amount : (afterCoupon * firstOrder.amount) / 100,
          afterCoupon,
        ),
      )
    : 0;
  const taxable = afterCoupon - firstOrderDiscount;
  const tax = round2((taxable * input.store.tax) / 100);
  const total = round2(taxable + deliveryCharge + tax + input.additionalCharge + input.dmTips);
  return {
    lines,
    itemTotal,
    discountOnItems,
    subtotal,
    couponDiscount: couponAmount,
    couponTitle: coupon?.title ?? null,
    firstOrderDiscount,
    originalDeliveryCharge,
    deliveryCharge,
    tax,
    additionalCharge: input.additionalCharge,
    dmTips: input.dmTips,
    total,
  };
}
