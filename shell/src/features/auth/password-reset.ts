import { sendParsed } from '@storefront/shared';
import type { ForgotPasswordPayload, ResetPasswordPayload, VerifyTokenPayload } from '@storefront/shared/contract/auth';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import type { NewPasswordValues, ResetIdentity } from './auth-schemas';
import { isVerifiablePhone } from './phone-verification';

export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
export const NO_ACCOUNT_TO_RESET = 'There is no email or phone to reset the password for. Please start again.';

/** The code step's page for the account: /auth/reset-password?email=… or ?phone=… */
export const resetPasswordPath = (identity: ResetIdentity) =>
  `${RESET_PASSWORD_PATH}?${new URLSearchParams(identity).toString()}`;

/** The account the code step's address names, or null when it names none the API could take. */
export function resetIdentityFrom(params: URLSearchParams): ResetIdentity | null {
  const phone = params.get('phone');
  if (isVerifiablePhone(phone)) return { phone };
  const email = params.get('email')?.trim();
  return email?.includes('@') ? { email } : null;
}

/** The email or phone, as the customer reads it. */
export const identityText = (identity: ResetIdentity) => ('email' in identity ? identity.email : identity.phone);

/** Where this tab notes when a reset code last went to the account (for the resend countdown). */
export const resetCodeKey = (identity: ResetIdentity) => `reset-code-sent:${identityText(identity)}`;

/** Sends a (new) reset code to the account; answers the API's message. */
export async function sendResetCode(identity: ResetIdentity): Promise<string> {
  const body: ForgotPasswordPayload = identity;
  return (await sendParsed('post', '/auth/forgot-password', MessageResponseSchema, body)).message;
}

/** Checks the code without using it up (the password step uses it). */
export async function checkResetCode(identity: ResetIdentity, code: string): Promise<void> {
  const body: VerifyTokenPayload = { ...identity, reset_token: code };
  await sendParsed('post', '/auth/verify-token', MessageResponseSchema, body);
}

/** Sets the new password (every session of the account ends); answers the API's message. */
export async function resetPassword(
  identity: ResetIdentity,
  code: string,
  { password, confirm_password }: NewPasswordValues,
): Promise<string> {
  const body: ResetPasswordPayload = { ...identity, reset_token: code, password, confirm_password };
  return (await sendParsed('put', '/auth/reset-password', MessageResponseSchema, body)).message;
}
