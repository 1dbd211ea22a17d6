import useSWR from 'swr';
import { apiClient, getParsed, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';

export const CUSTOMER_INFO_KEY = '/customer/info';

/** The signed-in customer's profile (shared with the wallet, loyalty and referral sections). */
export function useCustomerInfo() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useSWR(signedIn ? CUSTOMER_INFO_KEY : null, (url: string) => getParsed(url, CustomerInfoSchema));
}

/** POST /customer/update-profile (multipart). */
export async function updateProfile(form: FormData): Promise<void> {
  await apiClient.post('/customer/update-profile', form);
}

/** DELETE /customer/remove-account. */
export async function removeAccount(): Promise<void> {
  await apiClient.delete('/customer/remove-account');
}
