// What a sign-in hands out: the token, the reply, and the guest cart's move to the account.
import type { LoginResponseSchema } from '@storefront/shared/contract/auth';
import type { Wire } from '@storefront/shared/contract/common';
import { mergeGuestCart } from '../db/queries/carts';
import { getSetting } from '../db/queries/catalogue';
import { createAuthToken, guestExists, type UserRow } from '../db/queries/users';
import type { BusinessSettings } from '../db/business-settings';
import { TOKEN_LIFETIME_DAYS } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { httpError } from '../lib/errors';
import { newToken, sha256 } from '../lib/security';

export type LoginResponse = Wire<typeof LoginResponseSchema>;

export async function issueToken(ctx: AppContext, user: UserRow): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await createAuthToken(
    ctx.db,
    user.id,
    sha256(token),
    now,
    new Date(now.getTime() + TOKEN_LIFETIME_DAYS * 86_400_000),
  );
  return token;
}

export function loginReply(user: UserRow, token: string | null, loginType = 'manual'): LoginResponse {
  return {
    token,
    is_phone_verified: user.is_phone_verified,
    is_email_verified: user.is_email_verified,
    is_personal_info: user.f_name ? 1 : 0,
    is_exist_user: null,
    login_type: loginType,
    email: user.email,
  };
}

/** Whether the platform asks customers to verify their phone before they get a token. */
export async function phoneVerificationOn(ctx: AppContext): Promise<boolean> {
  const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
  return settings?.centralize_login?.phone_verification_status === 1;
}

/** The reply to a customer whose phone must be verified first: no token, the phone to verify. */
export const verificationPending = (user: UserRow, loginType = 'manual'): LoginResponse => ({
  ...loginReply(user, null, loginType),
  phone: user.phone,
});

export const blocked = () => httpError(403, 'auth-003', 'Your account is blocked.');

export async function mergeIfGuest(
  ctx: AppContext,
  guestId: string | number | undefined,
  userId: number,
): Promise<void> {
  const id = Number(guestId);
  if (guestId !== undefined && Number.isSafeInteger(id) && id > 0 && (await guestExists(ctx.db, id))) {
    await mergeGuestCart(ctx.db, id, userId, ctx.now());
  }
}
