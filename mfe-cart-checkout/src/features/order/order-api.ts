import useSWR, { type SWRConfiguration } from 'swr';
import { apiClient, getParsed, guestIdentity, parseReply } from '@storefront/shared';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import {
  OrderPaymentOptionsSchema,
  OrderTrackSchema,
  PaymentPageSchema,
  PaymentStateSchema,
  type Order,
} from '@storefront/shared/contract/order';

/**
 * GET customer/order/track: the order's status and time (guests add guest_id and contact_number).
 * `options` adds to SWR's (the payment confirmation polls with a refreshInterval).
 */
export function useTrackedOrder(
  orderId: number,
  contactNumber: string | undefined,
  enabled: boolean,
  options: SWRConfiguration<Order> = {},
) {
  return useSWR(
    enabled ? ['/customer/order/track', orderId, contactNumber ?? ''] : null,
    ([url]: [string, number, string]) =>
      getParsed(url, OrderTrackSchema, {
        params: {
          order_id: orderId,
          ...guestIdentity(),
          ...(contactNumber ? { contact_number: contactNumber } : {}),
        },
      }),
    { revalidateOnFocus: false, ...options },
  );
}

/** GET customer/order/payment-options: what a failed order may switch to, decided by its own zone. */
export function usePaymentOptions(orderId: number) {
  return useSWR(
    ['/customer/order/payment-options', orderId],
    ([url]: [string, number]) =>
      getParsed(url, OrderPaymentOptionsSchema, { params: { order_id: orderId, ...guestIdentity() } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** 'pending' → 'Pending', 'picked_up' → 'Picked Up'. */
export const statusLabel = (status: string) =>
  status
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** The failed-payment switch to cash on delivery: order_id, _method=put, guest_id. */
export async function switchToCashOnDelivery(orderId: number, headers: Record<string, string> = {}) {
  const response = await apiClient.post<unknown>(
    '/customer/order/payment-method',
    { order_id: orderId, _method: 'put', ...guestIdentity() },
    { headers },
  );
  return parseReply('/customer/order/payment-method', MessageResponseSchema, response.data);
}

/** The failed-payment cancel: order_id, _method=put, guest_id, reason. */
export async function cancelOrder(orderId: number, reason: string, headers: Record<string, string> = {}) {
  const response = await apiClient.post<unknown>(
    '/customer/order/cancel',
    { order_id: orderId, reason, _method: 'put', ...guestIdentity() },
    { headers },
  );
  return parseReply('/customer/order/cancel', MessageResponseSchema, response.data);
}

/**
 * POST customer/order/payment/retry: a new page at the payment provider for the same failed order
 * (the order waits for it again). An order no longer failed answers 403; a provider that does not
 * answer, 503 with its message.
 */
export async function retryOrderPayment(orderId: number, headers: Record<string, string> = {}) {
  const response = await apiClient.post<unknown>(
    '/customer/order/payment/retry',
    { order_id: orderId, ...guestIdentity() },
    { headers },
  );
  return parseReply('/customer/order/payment/retry', PaymentPageSchema, response.data);
}

/**
 * POST customer/order/payment/leave: the customer came back from the provider's page without paying;
 * the API ends that page. The order's payment state after it: usually failed, maybe still waiting.
 */
export async function leaveOrderPayment(orderId: number) {
  const response = await apiClient.post<unknown>('/customer/order/payment/leave', {
    order_id: orderId,
    ...guestIdentity(),
  });
  return parseReply('/customer/order/payment/leave', PaymentStateSchema, response.data);
}
