import type { Order } from '@storefront/shared/contract/order';

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
