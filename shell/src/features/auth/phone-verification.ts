import { z } from '@storefront/shared/zod';
import { apiClient, errorMessages, parseReply, runtimeEnv } from '@storefront/shared';
import { INVALID_OTP_MESSAGE, LoginResponseSchema, type LoginResponse } from '@storefront/shared/contract/auth';
import type { Config } from '@storefront/shared/contract/config';
import { SOCIAL_LOGIN_SUCCESS } from './firebase-auth';

/** The spec's success text once the phone is verified and the customer signed in. */
export const PHONE_VERIFIED_SUCCESS = SOCIAL_LOGIN_SUCCESS;
export const VERIFY_PHONE_PATH = '/auth/verify-phone';

export const CODE_REQUIRED = 'Enter the verification code';
export const CODE_DIGITS_ONLY = 'The code has digits only';
export const CODE_LENGTH = 'The code has 6 digits';
export const NO_PHONE_TO_VERIFY = 'There is no phone number to verify. Please sign in again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';
export const INVALID_PHONE = 'This phone number cannot receive a code. Please check it and try again.';

export const verifyCodeSchema = z.object({
  // Spaces go first (a code pasted as "123 456"); the checks read what is left.
  code: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.minLength(1, CODE_REQUIRED),
    z.regex(/^\d+$/, CODE_DIGITS_ONLY),
    z.length(6, CODE_LENGTH),
  ),
});
export type VerifyCodeValues = z.input<typeof verifyCodeSchema>;

/** A phone the API can verify: digits with an optional plus, 7 to 15 of them. */
export const isVerifiablePhone = (phone: string | null): phone is string => /^\+?\d{7,15}$/.test(phone ?? '');

/** Where a customer whose phone is not verified yet goes. */
export const verifyPhonePath = (phone: string) => `${VERIFY_PHONE_PATH}?phone=${encodeURIComponent(phone)}`;

/**
 * Whether a sign-in or sign-up reply must go through phone verification first: the platform turns
 * verification on and the phone is not verified. Decided from the flags alone, so a backend that
 * sends a token even so still gets its phone verified (that token is not kept).
 */
export function needsPhoneVerification(
  config: Pick<Config, 'centralize_login'> | undefined,
  reply: Pick<LoginResponse, 'is_phone_verified'>,
): boolean {
  return config?.centralize_login?.phone_verification_status === 1 && reply.is_phone_verified !== 1;
}

export const VERIFICATION_NEEDED = 'Your account needs verification before you can sign in.';

/** What a login reply leads to: the phone's verification page, signing in with its token, or neither. */
export type LoginOutcome = { verify: string } | { token: string } | { refused: true };

/**
 * The next step after a sign-in reply. A phone still to verify goes to its verification page (the
 * reply's phone, else the phone the customer typed); no token is kept before that.
 */
export function loginOutcome(
  config: Pick<Config, 'centralize_login'> | undefined,
  reply: Pick<LoginResponse, 'is_phone_verified' | 'token' | 'phone'>,
  typedPhone: string | null,
): LoginOutcome {
  if (needsPhoneVerification(config, reply)) {
    const phone = reply.phone ?? typedPhone;
    return isVerifiablePhone(phone) ? { verify: verifyPhonePath(phone) } : { refused: true };
  }
  return reply.token ? { token: reply.token } : { refused: true };
}

export type CodeChannel = 'firebase' | 'api';

/** Firebase Auth sends and confirms the code when the shell has a Firebase app; otherwise the API does. */
export const codeChannel = (firebase = runtimeEnv().firebase): CodeChannel => (firebase ? 'firebase' : 'api');

export interface PhoneVerifier {
  channel: CodeChannel;
  /** Sends a (new) code to the phone. */
  send(phone: string): Promise<void>;
  /** Checks the code and answers the API's login reply (with its token). */
  confirm(phone: string, code: string, guestId: string | null): Promise<LoginResponse>;
}

const guestField = (guestId: string | null) => (guestId ? { guest_id: guestId } : {});

async function verifyWithApi(body: Record<string, unknown>): Promise<LoginResponse> {
  const response = await apiClient.post<unknown>('/auth/verify-phone', body);
  return parseReply('/auth/verify-phone', LoginResponseSchema, response.data);
}

/** The API sends its own 6-digit code and checks it. */
export function apiPhoneVerifier(): PhoneVerifier {
  return {
    channel: 'api',
    async send(phone) {
      await apiClient.post<unknown>('/auth/verify-phone', { phone });
    },
    confirm: (phone, code, guestId) => verifyWithApi({ phone, otp: code, ...guestField(guestId) }),
  };
}

/** Firebase Auth's error codes a customer can act on, in words. */
export function firebaseErrorMessage(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/invalid-verification-code':
    case 'auth/code-expired':
    case 'auth/missing-verification-code':
      return INVALID_OTP_MESSAGE;
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return TOO_MANY_ATTEMPTS;
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return INVALID_PHONE;
    default:
      return null;
  }
}

/** A step of the verification that failed, in words meant for the customer. */
export class PhoneVerificationError extends Error {}

/** What to tell the customer about a failed step: its own words, else the API client's. */
export const verificationMessages = (error: unknown): string[] =>
  error instanceof PhoneVerificationError ? [error.message] : errorMessages(error);

/** Firebase's errors a customer can act on, in their words; anything else unchanged. */
const explain = (error: unknown): never => {
  const message = firebaseErrorMessage(error);
  throw message ? new PhoneVerificationError(message) : error;
};

/** Firebase's SDK wants E.164: a plus and the digits. */
const e164 = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/**
 * Firebase Auth sends the SMS (behind an invisible reCAPTCHA in `recaptchaContainer`) and confirms
 * the code; the resulting Firebase ID token proves the phone to the API. The SDK loads only now.
 */
export function firebasePhoneVerifier(
  firebaseConfig: Record<string, string>,
  recaptchaContainer: () => HTMLElement | null,
): PhoneVerifier {
  let confirmation: { confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } }> } | null = null;
  let recaptcha: { clear(): void } | null = null;
  return {
    channel: 'firebase',
    async send(phone) {
      const container = recaptchaContainer();
      if (!container) throw new PhoneVerificationError('The verification could not start. Please reload the page.');
      const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
      const app = getApps()[0] ?? initializeApp(firebaseConfig);
      const instance = auth.getAuth(app);
      // A used invisible reCAPTCHA cannot be solved again: every send gets a fresh one.
      recaptcha?.clear();
      const verifier = new auth.RecaptchaVerifier(instance, container, { size: 'invisible' });
      recaptcha = verifier;
      confirmation = await auth.signInWithPhoneNumber(instance, e164(phone), verifier).catch(explain);
    },
    async confirm(phone, code, guestId) {
      if (!confirmation) throw new PhoneVerificationError('Please ask for a new code.');
      const credential = await confirmation.confirm(code).catch(explain);
      const firebaseToken = await credential.user.getIdToken();
      return verifyWithApi({ phone, firebase_token: firebaseToken, ...guestField(guestId) });
    },
  };
}

/** The verifier this shell uses: Firebase's when a Firebase app is configured, else the API's. */
export function createPhoneVerifier(
  recaptchaContainer: () => HTMLElement | null,
  firebase = runtimeEnv().firebase,
): PhoneVerifier {
  return codeChannel(firebase) === 'firebase' && firebase
    ? firebasePhoneVerifier(firebase, recaptchaContainer)
    : apiPhoneVerifier();
}
