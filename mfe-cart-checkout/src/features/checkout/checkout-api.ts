import useSWR from 'swr';
import { apiClient, getParsed, guestIdentity, isSignedInAtom, parseReply, useAtomValue } from '@storefront/shared';
import {
  AddressListResponseSchema,
  AddressWriteResponseSchema,
  type AddressPayload,
} from '@storefront/shared/contract/address';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { PlaceOrderResponseSchema, type PlaceOrderPayload } from '@storefront/shared/contract/order';

export const ADDRESS_LIST_KEY = '/customer/address/list';

/** Saved addresses of the signed-in customer, refetched on mount. */
export function useSavedAddresses() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useSWR(signedIn ? ADDRESS_LIST_KEY : null, (url: string) => getParsed(url, AddressListResponseSchema), {
    revalidateOnMount: true,
  });
}

export function useProfile() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useSWR(signedIn ? '/customer/info' : null, (url: string) => getParsed(url, CustomerInfoSchema), {
    revalidateOnFocus: false,
  });
}

/** Create (no id) or update (PUT customer/address/update/{id}); the reply's message is shown. */
export async function saveAddress(payload: AddressPayload, id?: number) {
  const response = id
    ? await apiClient.put<unknown>(`/customer/address/update/${id}`, payload)
    : await apiClient.post<unknown>('/customer/address/add', payload);
  return parseReply('/customer/address', AddressWriteResponseSchema, response.data);
}

export async function placeOrder(payload: PlaceOrderPayload) {
  const response = await apiClient.post<unknown>('/customer/order/place', payload);
  return parseReply('/customer/order/place', PlaceOrderResponseSchema, response.data);
}

/** The failed-payment switch to cash on delivery: order_id, _method=put, guest_id. */
export async function switchToCashOnDelivery(orderId: number) {
  const response = await apiClient.post<unknown>('/customer/order/payment-method', {
    order_id: orderId,
    _method: 'put',
    ...guestIdentity(),
  });
  return parseReply('/customer/order/payment-method', MessageResponseSchema, response.data);
}

/** The failed-payment cancel: order_id, _method=put, guest_id, reason. */
export async function cancelOrder(orderId: number, reason: string) {
  const response = await apiClient.post<unknown>('/customer/order/cancel', {
    order_id: orderId,
    reason,
    _method: 'put',
    ...guestIdentity(),
  });
  return parseReply('/customer/order/cancel', MessageResponseSchema, response.data);
}
