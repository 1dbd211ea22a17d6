import useSWR from 'swr';
import { apiClient, getParsed, isSignedInAtom, sendParsed, useAtomValue } from '@storefront/shared';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { UpdateProfileResponseSchema, type UpdateProfileResponse } from '@storefront/shared/contract/profile';

export const CUSTOMER_INFO_KEY = '/customer/info';

/** The signed-in customer's profile (shared with the wallet, loyalty and referral sections). */
export function useCustomerInfo() {
  const signedIn = useAtomValue(isSignedInAtom);
  return useSWR(signedIn ? CUSTOMER_INFO_KEY : null, (url: string) => getParsed(url, CustomerInfoSchema));
}

/** POST /customer/update-profile (multipart); `pending_email` when a code went to a new email. */
export const updateProfile = (form: FormData): Promise<UpdateProfileResponse> =>
  sendParsed('post', '/customer/update-profile', UpdateProfileResponseSchema, form);

/** POST /customer/verify-email: the code sent to the new email makes it the account's. */
export async function verifyEmail(email: string, otp: string): Promise<void> {
  await apiClient.post('/customer/verify-email', { email, otp });
}

/** DELETE /customer/remove-account. */
export async function removeAccount(): Promise<void> {
  await apiClient.delete('/customer/remove-account');
}
