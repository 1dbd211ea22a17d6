import useSWR from 'swr';
import { getParsed, sendParsed } from '@storefront/shared';
import { AddressListResponseSchema, AddressWriteResponseSchema } from '@storefront/shared/contract/address';

/** The same key as the checkout's and the location picker's saved-address lists: one cached list on the page. */
export const ADDRESS_LIST_KEY = '/customer/address/list';

/** The signed-in customer's saved addresses. */
export function useSavedAddresses() {
  return useSWR(ADDRESS_LIST_KEY, (url: string) => getParsed(url, AddressListResponseSchema));
}

/** DELETE customer/address/delete?address_id=…; resolves to the server's message. */
export async function deleteAddress(id: number): Promise<string> {
  const reply = await sendParsed('delete', '/customer/address/delete', AddressWriteResponseSchema, undefined, {
    params: { address_id: id },
  });
  return reply.message;
}
