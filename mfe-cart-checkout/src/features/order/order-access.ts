import { QUIET_UNAUTHORIZED, apiClient } from '@storefront/shared';

/**
 * How the order's details can be read after placing: with the customer's token, with a guest's
 * contact number (tracking needs it), or not at all — then the problem is only logged.
 */
export function orderDetailsAccess(
  token: string | null | undefined,
  contactNumber: string | undefined,
): 'signed-in' | 'guest' | 'none' {
  if (token) return 'signed-in';
  return contactNumber ? 'guest' : 'none';
}

/**
 * Whether the stored token may read the order. A 401 (an invalid or expired token) is only logged
 * here: the customer stays on the page and keeps the token. Other failures are the details' own.
 */
export async function tokenReadsOrder(orderId: number): Promise<boolean> {
  try {
    await apiClient.get('/customer/order/details', { params: { order_id: orderId }, ...QUIET_UNAUTHORIZED });
    return true;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status !== 401) return true;
    console.warn(`Order ${orderId}: the stored token was refused, so its details are not shown.`);
    return false;
  }
}
