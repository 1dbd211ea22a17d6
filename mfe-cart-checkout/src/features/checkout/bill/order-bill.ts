import type { OrderQuote } from '@storefront/shared/contract/order';

/** One row of the bill: a charge, or a discount (shown with a minus). */
export interface BillRow {
  key: string;
  label: string;
  amount: number;
  discount?: boolean;
  /** The charge before a free delivery waived it (shown struck through). */
  was?: number;
}

export const BILL_FALLBACK_TEXT = 'Delivery charge, tax and discounts are calculated when the order is placed.';
export const BILL_UNAVAILABLE_TEXT =
  'The bill could not be worked out right now; the order is priced when it is placed.';

/**
 * The rows of a quoted bill, in the order a customer reads a receipt. Charges that do not apply
 * (no add-ons, no coupon, take-away's delivery) are left out; delivery shows when it was waived.
 */
export function billRows(
  quote: OrderQuote,
  orderType: 'delivery' | 'take_away',
  serviceChargeName?: string | null,
): BillRow[] {
  const rows: BillRow[] = [{ key: 'items', label: 'Items', amount: quote.item_total }];
  if (quote.add_on_total > 0) rows.push({ key: 'add-ons', label: 'Add-ons', amount: quote.add_on_total });
  if (quote.discount_on_items > 0)
    rows.push({ key: 'discount', label: 'Discount', amount: quote.discount_on_items, discount: true });
  if (quote.coupon_discount > 0) {
    const label = quote.coupon_title ? `Coupon discount (${quote.coupon_title})` : 'Coupon discount';
    rows.push({ key: 'coupon', label, amount: quote.coupon_discount, discount: true });
  }
  rows.push({ key: 'tax', label: 'VAT/Tax', amount: quote.tax });
  if (orderType === 'delivery') {
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
