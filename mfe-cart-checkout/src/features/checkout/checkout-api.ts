import useSWR from 'swr';
import { apiClient, getParsed, guestIdentity, isSignedInAtom, parseReply, useAtomValue } from '@storefront/shared';
import {
  AddressListResponseSchema,
  AddressWriteResponseSchema,
  type AddressPayload,
} from '@storefront/shared/contract/address';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { MostTipsSchema, OfflinePaymentMethodListSchema } from '@storefront/shared/contract/checkout-extras';
import { CouponApplyResponseSchema } from '@storefront/shared/contract/coupon';
import type { OfflinePaymentPayload } from '@storefront/shared/contract/offline-payment';
import { PlaceOrderResponseSchema, type PlaceOrderPayload } from '@storefront/shared/contract/order';
import { DistanceResponseSchema } from '@storefront/shared/contract/location';
import { multipartForm, type PrescriptionOrderFields } from './prescription';

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

/**
 * POST customer/order/place. With prescription images the order goes as a multipart form (the cart,
 * when one is sent, as a JSON string inside it).
 */
export async function placeOrder(
  payload: PlaceOrderPayload,
  prescription: readonly File[] = [],
  headers: Record<string, string> = {},
) {
  const body = prescription.length > 0 ? multipartForm(payload, prescription) : payload;
  const response = await apiClient.post<unknown>('/customer/order/place', body, { headers });
  return parseReply('/customer/order/place', PlaceOrderResponseSchema, response.data);
}

/** POST customer/order/prescription/place: the spec's multipart prescription form. */
export async function placePrescriptionOrder(
  fields: PrescriptionOrderFields,
  images: readonly File[],
  headers: Record<string, string> = {},
) {
  const response = await apiClient.post<unknown>('/customer/order/prescription/place', multipartForm(fields, images), {
    headers,
  });
  return parseReply('/customer/order/prescription/place', PlaceOrderResponseSchema, response.data);
}

/** GET coupon/apply?code=&store_id= (signed in): the coupon when it applies, else the server's message. */
export function applyCoupon(code: string, storeId: number) {
  return getParsed('/coupon/apply', CouponApplyResponseSchema, { params: { code, store_id: storeId } });
}

export function useMostTips() {
  return useSWR('/most-tips', (url: string) => getParsed(url, MostTipsSchema), { revalidateOnFocus: false });
}

export function useOfflineMethods(enabled: boolean) {
  return useSWR(
    enabled ? '/offline_payment_method_list' : null,
    (url: string) => getParsed(url, OfflinePaymentMethodListSchema),
    { revalidateOnFocus: false },
  );
}

/** GET config/distance-api (walking): the distance from the store to the delivery point, in km. */
export function useDistanceKm(from: { lat: number; lng: number } | null, to: { lat: number; lng: number } | null) {
  const { data } = useSWR(
    from && to ? ['/config/distance-api', from.lat, from.lng, to.lat, to.lng] : null,
    ([url]: [string]) =>
      getParsed(url, DistanceResponseSchema, {
        params: {
          origin_lat: from!.lat,
          origin_lng: from!.lng,
          destination_lat: to!.lat,
          destination_lng: to!.lng,
          mode: 'walking',
        },
      }),
    { revalidateOnFocus: false },
  );
  const metres = data?.rows[0]?.elements[0]?.distance.value;
  return metres === undefined ? null : Math.round(Number(metres) / 10) / 100;
}

/** PUT customer/order/offline-payment (as POST with _method=put): the proof of an offline payment. */
export async function submitOfflinePayment(payload: OfflinePaymentPayload) {
  const response = await apiClient.post<unknown>('/customer/order/offline-payment', {
    ...payload,
    _method: 'put',
    ...guestIdentity(),
  });
  return parseReply('/customer/order/offline-payment', MessageResponseSchema, response.data);
}
