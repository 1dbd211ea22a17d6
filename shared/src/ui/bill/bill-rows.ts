import type { Order, OrderDetailLine, OrderQuote } from '../../contract/order';

/** One row of the bill: a charge, or a discount (shown with a minus). */
export interface BillRow {
  key: string;
  label: string;
  amount: number;
  discount?: boolean;
  /** The charge before a free delivery waived it (shown struck through). */
  was?: number;
}

/**
 * The rows of a quoted bill, in the order a customer reads a receipt. Charges that do not apply
 * (no add-ons, no coupon, take-away's delivery) are left out; delivery shows when it was waived.
 */
export type BillOrderType = 'delivery' | 'take_away' | 'parcel';

export function billRows(quote: OrderQuote, orderType: BillOrderType, serviceChargeName?: string | null): BillRow[] {
  const rows: BillRow[] = [];
  // A parcel has no items: its bill is the delivery charge and what comes with it.
  if (orderType !== 'parcel') rows.push({ key: 'items', label: 'Items', amount: quote.item_total });
  if (quote.add_on_total > 0) rows.push({ key: 'add-ons', label: 'Add-ons', amount: quote.add_on_total });
  if (quote.discount_on_items > 0)
    rows.push({ key: 'discount', label: 'Discount', amount: quote.discount_on_items, discount: true });
  if (quote.coupon_discount > 0) {
    const label = quote.coupon_title ? `Coupon discount (${quote.coupon_title})` : 'Coupon discount';
    rows.push({ key: 'coupon', label, amount: quote.coupon_discount, discount: true });
  }
  if (quote.first_order_discount > 0) {
    rows.push({
      key: 'first-order',
      label: 'First order discount',
      amount: quote.first_order_discount,
      discount: true,
    });
  }
  if (orderType !== 'parcel' || quote.tax > 0) rows.push({ key: 'tax', label: 'VAT/Tax', amount: quote.tax });
  if (orderType !== 'take_away') {
    const waived = quote.original_delivery_charge > quote.delivery_charge;
    rows.push({
      key: 'delivery',
      label: 'Delivery charge',
      amount: quote.delivery_charge,
      ...(waived ? { was: quote.original_delivery_charge } : {}),
    });
  }
  if (quote.additional_charge > 0)
    rows.push({ key: 'service', label: serviceChargeName || 'Service charge', amount: quote.additional_charge });
  if (quote.dm_tips > 0) rows.push({ key: 'tip', label: 'Delivery man tip', amount: quote.dm_tips });
  return rows;
}

/** The rows add up to the total (to the cent): what the page shows is what is charged. */
export function rowsTotal(rows: readonly BillRow[]): number {
  const cents = rows.reduce((sum, row) => sum + Math.round(row.amount * 100) * (row.discount ? -1 : 1), 0);
  return cents / 100;
}

/** What is left to pay by the chosen method once the wallet has paid its share. */
export const dueAfterWallet = (quote: OrderQuote) => Math.round((quote.total - quote.wallet_used) * 100) / 100;

/** A placed order's bill, from the order and its lines, in the same shape as a quote. */
export function billOfOrder(order: Order, lines: readonly OrderDetailLine[]): OrderQuote {
  const cents = (n: number) => Math.round(n * 100) / 100;
  const itemTotal = cents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const addOnTotal = cents(lines.reduce((sum, line) => sum + line.total_add_on_price, 0));
  return {
    item_total: itemTotal,
    add_on_total: addOnTotal,
    discount_on_items: order.store_discount_amount,
    subtotal: cents(itemTotal + addOnTotal - order.store_discount_amount),
    coupon_discount: order.coupon_discount_amount,
    coupon_title: order.coupon_discount_title ?? null,
    first_order_discount: order.first_order_discount ?? 0,
    tax: order.total_tax_amount,
    original_delivery_charge: order.original_delivery_charge ?? order.delivery_charge,
    delivery_charge: order.delivery_charge,
    additional_charge: order.additional_charge ?? 0,
    dm_tips: order.dm_tips,
    total: order.order_amount,
    wallet_used: order.partially_paid_amount ?? 0,
  };
}
