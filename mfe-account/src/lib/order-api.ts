import { z } from '@storefront/shared/zod';
import useSWR from 'swr';
import { apiClient, getParsed, parseReply, useSWRInfinite } from '@storefront/shared';
import { pollInterval } from '@storefront/shared/ordering';
import {
  CancellationReasonsResponseSchema,
  OrderDetailsSchema,
  OrderListResponseSchema,
  OrderTrackSchema,
  type Order,
  type OrderListResponse,
} from '@storefront/shared/contract/order';
import { RefundReasonsResponseSchema } from '@storefront/shared/contract/refund';
import { moreThanLoaded, pageKey } from './infinite';
import { ownerParams } from './owner';
import { CANCEL_REASONS_QUERY, ORDER_PAGE_LIMIT } from './order-rules';

export type OrderListKind = 'running' | 'past';
const LIST_URL: Record<OrderListKind, string> = {
  running: '/customer/order/running-orders',
  past: '/customer/order/list',
};
const ordersOf = (page: OrderListResponse) => page.orders;

/**
 * Running or past orders, 10 a page, the next page only while the last returned orders and fewer
 * than the API's total_size are loaded. Statuses change on the server: page 1 is fetched again on
 * every revalidation (focus, next page), and OrderList reloads every page when it is shown again
 * from the cache.
 */
export function useOrderList(kind: OrderListKind) {
  const swr = useSWRInfinite(pageKey(LIST_URL[kind], ordersOf), ([url, offset]: [string, number]) =>
    getParsed(url, OrderListResponseSchema, { params: { limit: ORDER_PAGE_LIMIT, offset, ...ownerParams() } }),
  );
  const orders = swr.data?.flatMap(ordersOf) ?? [];
  return { ...swr, orders, hasMore: moreThanLoaded(swr.data, ordersOf) };
}

/** One order's lines (items as ordered). */
export function useOrderLines(orderId: number | null) {
  return useSWR(orderId ? ['/customer/order/details', orderId] : null, ([url, id]: [string, number]) =>
    getParsed(url, OrderDetailsSchema, { params: { order_id: id, ...ownerParams() } }),
  );
}

/** One order with its status, addresses and delivery man (the track call). */
export function fetchTrackedOrder(orderId: number, contactNumber?: string) {
  return getParsed('/customer/order/track', OrderTrackSchema, {
    params: { order_id: orderId, ...ownerParams(), ...(contactNumber ? { contact_number: contactNumber } : {}) },
  });
}

/**
 * One order. `live` re-fetches it every 10 s while it is open (the tracking poll), so its status and
 * what it allows (Cancel) follow the server; it stops once delivered, cancelled, failed or refunded.
 */
export function useOrder(orderId: number | null, contactNumber?: string, { live = false } = {}) {
  return useSWR(
    orderId ? ['/customer/order/track', orderId, contactNumber ?? ''] : null,
    () => fetchTrackedOrder(orderId!, contactNumber),
    live ? { refreshInterval: (latest?: Order) => pollInterval(latest?.order_status) } : undefined,
  );
}

export function useCancelReasons(enabled: boolean) {
  return useSWR(enabled ? ['/customer/order/cancellation-reasons', 'customer'] : null, ([url]: [string]) =>
    getParsed(url, CancellationReasonsResponseSchema, { params: { ...CANCEL_REASONS_QUERY } }),
  );
}

const MessageSchema = z.object({ message: z.string() });

/** PUT /customer/order/cancel with the chosen reason; answers the server's message. */
export async function cancelOrder(
  orderId: number,
  reason: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const owner = ownerParams();
  const response = await apiClient.put<unknown>(
    '/customer/order/cancel',
    { order_id: orderId, reason, ...(owner.guest_id ? { guest_id: Number(owner.guest_id) } : {}) },
    { headers },
  );
  return parseReply('/customer/order/cancel', MessageSchema, response.data).message;
}

export function useRefundReasons(enabled: boolean) {
  return useSWR(enabled ? '/customer/order/refund-reasons' : null, (url: string) =>
    getParsed(url, RefundReasonsResponseSchema),
  );
}

/** POST /customer/order/refund-request as a multipart form, with the pictures as image[]. */
export async function requestRefund(
  orderId: number,
  fields: { reason: string; note: string },
  images: readonly File[],
): Promise<string> {
  const form = new FormData();
  form.append('order_id', String(orderId));
  form.append('customer_reason', fields.reason);
  if (fields.note.trim()) form.append('customer_note', fields.note.trim());
  for (const [name, value] of Object.entries(ownerParams())) form.append(name, value);
  for (const image of images) form.append('image[]', image);
  const response = await apiClient.post<unknown>('/customer/order/refund-request', form);
  return parseReply('/customer/order/refund-request', MessageSchema, response.data).message;
}
