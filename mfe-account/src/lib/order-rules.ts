import type { Order, OrderRefund, OrderRefundRequest } from '@storefront/shared/contract/order';

/** Orders per page of the running and past lists. */
export const ORDER_PAGE_LIMIT = 10;

/** The cancel-reason dialog's query: the customer's reasons, first page of 10. */
export const CANCEL_REASONS_QUERY = { offset: 1, limit: 10, type: 'customer' } as const;

export const ORDER_NOT_FOUND = 'Order not found';

/** Product images are shortened to at most 3, with '+N' for the rest. */
export const MAX_PRODUCT_IMAGES = 3;
export function shortenImages(images: string[], max = MAX_PRODUCT_IMAGES): { shown: string[]; more: string | null } {
  const shown = images.slice(0, max);
  const rest = images.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest}` : null };
}

/** A customer may cancel while the order is pending, or when its digital payment failed. */
export function canCancel(order: Pick<Order, 'order_status'>): boolean {
  return order.order_status === 'pending' || order.order_status === 'failed';
}

/** Statuses as words: picked_up → 'picked up'. */
export function statusText(status: string): string {
  return status.replace(/_/g, ' ');
}

/** Orders still moving towards the door can be tracked. */
export function canTrack(order: Pick<Order, 'order_status'>): boolean {
  return !['canceled', 'failed', 'refunded', 'refund_requested', 'refund_request_canceled'].includes(
    order.order_status,
  );
}

/** A parcel order: it has no items, only what is sent, between a sender and a receiver. */
export function isParcel(order: Pick<Order, 'order_type'>): boolean {
  return order.order_type === 'parcel';
}

/** How long a place may be in a one-line summary before it is cut (with '…'). */
export const SHORT_PLACE_MAX = 24;

/** An address cut short for a one-line summary, at a word where it can be. */
export function shortPlace(address: string | null | undefined, max = SHORT_PLACE_MAX): string {
  const text = (address ?? '').trim().replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;-]+$/, '')}…`;
}

/** What a parcel order's list row says instead of an item count: "Documents Parcel · Gulshan → Banani". */
export function parcelSummary(order: Pick<Order, 'parcel_category' | 'delivery_address' | 'receiver_details'>): {
  title: string;
  route: string;
} {
  const title = order.parcel_category?.name ? `${order.parcel_category.name} Parcel` : 'Parcel';
  const from = shortPlace(order.delivery_address?.address);
  const to = shortPlace(order.receiver_details?.address);
  return { title, route: from && to ? `${from} → ${to}` : from || to };
}

/** Who pays a parcel's charge, in words. */
export function chargePayerText(payer: string | null | undefined): string {
  if (payer === 'receiver') return 'Receiver pays';
  if (payer === 'sender') return 'Sender pays';
  return '';
}

/**
 * Where a cancelled paid order's money went, how much and when: to the wallet at once, or to the
 * card through the payment provider (which the bank shows some days later).
 */
export function refundText(
  refund: OrderRefund,
  price: (amount: number) => string,
  dateTime: (iso: string) => string,
): string {
  const amount = price(refund.amount);
  if (refund.destination === 'wallet') return `${amount} refunded to your wallet on ${dateTime(refund.updated_at)}.`;
  if (refund.status === 'pending') return `A refund of ${amount} to your card is on its way.`;
  return `${amount} refunded to your card on ${dateTime(refund.updated_at)}. Your bank may take 5 to 10 days to show it.`;
}

/** The refund request's note: the API's limit. */
export const MAX_REFUND_NOTE = 1000;
export const REFUND_CHOOSE_REASON_MESSAGE = 'Please select a reason for the refund.';

/** A delivered order may be asked a refund for, once. */
export function canRequestRefund(order: Pick<Order, 'order_status' | 'refund_request'>): boolean {
  return order.order_status === 'delivered' && !order.refund_request;
}

/** Where the shop's review of a refund request stands, in words. */
export function refundRequestText(request: OrderRefundRequest): string {
  if (request.status === 'approved') return 'Refund request approved.';
  if (request.status === 'rejected') return 'Refund request declined.';
  const pictures = request.image_count === 1 ? '1 picture' : `${request.image_count} pictures`;
  return `Refund requested (${request.reason}${request.image_count > 0 ? `, ${pictures}` : ''}): waiting for the shop's review.`;
}

/** A delivered order of items (not a parcel) can be rated, its products and delivery man. */
export function canRate(order: Pick<Order, 'order_status' | 'order_type'>): boolean {
  return order.order_status === 'delivered' && order.order_type !== 'parcel';
}
