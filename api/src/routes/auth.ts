import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FIREBASE_PHONE_INVALID_MESSAGE,
  FIREBASE_PHONE_MISMATCH_MESSAGE,
  FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE,
  ForgotPasswordPayloadSchema,
  GuestRequestPayloadSchema,
  INVALID_OTP_MESSAGE,
  LoginPayloadSchema,
  OTP_SENT_MESSAGE,
  OtpLoginPayloadSchema,
  PASSWORD_RESET_MESSAGE,
  ResetPasswordPayloadSchema,
  SignUpPayloadSchema,
  SOCIAL_LOGIN_NOT_CONFIGURED_MESSAGE,
  SocialLoginPayloadSchema,
  SocialRegisterPayloadSchema,
  VerifyPhonePayloadSchema,
  VerifyTokenPayloadSchema,
  type GuestIdResponse,
  LoginResponseSchema,
} from '../../../shared/src/contract/auth';
import type { Wire } from '../../../shared/src/contract/common';

type LoginResponse = Wire<typeof LoginResponseSchema>;
import { getSetting } from '../db/queries/catalogue';
import { mergeGuestCart } from '../db/queries/carts';
import type { BusinessSettings } from '../db/seed/settings';
import {
  createAuthToken,
  createGuest,
  findUserByEmail,
  findUserByPhone,
  guestExists,
  type UserRow,
} from '../db/queries/users';
import { TOKEN_LIFETIME_DAYS } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, httpError, notFound } from '../lib/errors';
import { checkCode, issueCode } from '../lib/otp';
import type { SocialIdentity } from '../lib/social';
import { samePhone } from '../lib/phone';
import { bodyOf, parseOr422 } from '../lib/request';
import { hashPassword, newToken, randomId, sha256, verifyPassword } from '../lib/security';
import { createUser } from '../services/users';

async function issueToken(ctx: AppContext, user: UserRow): Promise<string> {
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

function loginReply(user: UserRow, token: string | null, loginType = 'manual'): LoginResponse {
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
async function phoneVerificationOn(ctx: AppContext): Promise<boolean> {
  const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
  return settings?.centralize_login?.phone_verification_status === 1;
}

/** The reply to a customer whose phone must be verified first: no token, the phone to verify. */
const verificationPending = (user: UserRow, loginType = 'manual'): LoginResponse => ({
  ...loginReply(user, null, loginType),
  phone: user.phone,
});

/** Phones compare by their digits: "+8801711111111" and "8801711111111" are one number. */

const blocked = () => httpError(403, 'auth-003', 'Your account is blocked.');
const invalidCode = (field: string) => forbidden(field, INVALID_OTP_MESSAGE);

async function mergeIfGuest(ctx: AppContext, guestId: string | number | undefined, userId: number): Promise<void> {
  const id = Number(guestId);
  if (guestId !== undefined && Number.isSafeInteger(id) && id > 0 && (await guestExists(ctx.db, id))) {
    await mergeGuestCart(ctx.db, id, userId, ctx.now());
  }
}

/** Guest ids, sign-up and manual login. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/auth/guest/request', async (req): Promise<GuestIdResponse> => {
    const { fcm_token } = parseOr422(GuestRequestPayloadSchema, bodyOf(req));
    const id = randomId();
    await createGuest(ctx.db, id, fcm_token ?? null, ctx.now());
    return { message: 'Guest verified', guest_id: id };
  });

  app.post('/auth/sign-up', async (req): Promise<LoginResponse> => {
    const body = parseOr422(SignUpPayloadSchema, bodyOf(req));
    const email = body.email.toLowerCase();
    if (await findUserByEmail(ctx.db, email)) throw forbidden('email', 'The email has already been taken.');
    if (await findUserByPhone(ctx.db, body.phone)) throw forbidden('phone', 'The phone has already been taken.');
    let f_name = body.f_name?.trim() ?? '';
    let l_name = body.l_name?.trim() ?? '';
    if (!f_name && body.name) {
      const [first = '', ...rest] = body.name.trim().split(/\s+/);
      f_name = first;
      l_name = l_name || rest.join(' ');
    }
    const now = ctx.now();
    const user = await createUser(
      ctx.db,
      {
        f_name,
        l_name: l_name || null,
        email,
        phone: body.phone,
        password_hash: await hashPassword(body.password),
        refSeed: email,
      },
      now,
    );
    // With phone verification on, the token (and the guest cart's merge) waits for verify-phone.
    if (await phoneVerificationOn(ctx)) return verificationPending(user);
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user));
  });

  /** The verified social account behind a Firebase ID token; 403 while social login is not configured. */
  async function socialIdentity(req: FastifyRequest): Promise<SocialIdentity> {
    if (!ctx.env.firebaseProjectId || !ctx.socialVerifier) {
      throw forbidden('social_login', SOCIAL_LOGIN_NOT_CONFIGURED_MESSAGE);
    }
    const token = bodyOf(req).token;
    const identity = typeof token === 'string' && token ? await ctx.socialVerifier(token) : null;
    if (!identity) throw httpError(401, 'token', 'The social login token is invalid or has expired.');
    return identity;
  }

  const socialLogin = async (req: FastifyRequest): Promise<LoginResponse> => {
    const identity = await socialIdentity(req);
    const body = parseOr422(SocialLoginPayloadSchema, bodyOf(req));
    let user = await ctx.db.selectFrom('users').selectAll().where('social_id', '=', identity.uid).executeTakeFirst();
    if (!user && identity.email && identity.emailVerified) {
      user = await findUserByEmail(ctx.db, identity.email);
      if (user && user.status === 1) {
        await ctx.db.updateTable('users').set({ social_id: identity.uid }).where('id', '=', user.id).execute();
      }
    }
    if (!user) {
      return {
        token: null,
        is_phone_verified: 0,
        is_email_verified: identity.emailVerified ? 1 : 0,
        is_personal_info: 0,
        is_exist_user: null,
        login_type: 'social',
        email: identity.email,
      };
    }
    if (user.status !== 1) throw blocked();
    if (user.is_phone_verified !== 1 && (await phoneVerificationOn(ctx))) return verificationPending(user, 'social');
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user), 'social');
  };

  /** OTP login: without `otp` a code goes to the phone; with it the code is checked and a token issued. */
  const otpLogin = async (req: FastifyRequest): Promise<LoginResponse> => {
    const body = parseOr422(OtpLoginPayloadSchema, bodyOf(req));
    const user = await findUserByPhone(ctx.db, body.phone);
    if (!user) throw notFound('No account is registered with this phone number.', 'phone');
    if (user.status !== 1) throw blocked();
    if (!body.otp) {
      await issueCode(ctx.db, body.phone, 'login', ctx.now(), ctx.sendCode);
      return loginReply(user, null, 'otp');
    }
    if (!(await checkCode(ctx.db, body.phone, 'login', body.otp, ctx.now(), true))) throw invalidCode('otp');
    await ctx.db.updateTable('users').set({ is_phone_verified: 1 }).where('id', '=', user.id).execute();
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply({ ...user, is_phone_verified: 1 }, await issueToken(ctx, user), 'otp');
  };

  app.post('/auth/login', async (req): Promise<LoginResponse> => {
    const type = bodyOf(req).login_type;
    if (type === 'otp') return otpLogin(req);
    if (type === 'social') return socialLogin(req);
    const body = parseOr422(LoginPayloadSchema, bodyOf(req));
    const user =
      body.field_type === 'email'
        ? await findUserByEmail(ctx.db, body.email_or_phone.toLowerCase())
        : await findUserByPhone(ctx.db, body.email_or_phone);
    const ok = user ? await verifyPassword(body.password, user.password_hash) : false;
    if (!user || !ok) throw httpError(401, 'auth-001', 'Invalid credential.');
    if (user.status !== 1) throw blocked();
    if (user.is_phone_verified !== 1 && (await phoneVerificationOn(ctx))) return verificationPending(user);
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user));
  });

  app.post('/auth/social-login', socialLogin);

  app.post('/auth/social-register', async (req): Promise<LoginResponse> => {
    const identity = await socialIdentity(req);
    const body = parseOr422(SocialRegisterPayloadSchema, bodyOf(req));
    const email = (identity.email ?? body.email ?? '').toLowerCase();
    if (!email) throw httpError(422, 'email', 'The email field is required.');
    if (await ctx.db.selectFrom('users').select('id').where('social_id', '=', identity.uid).executeTakeFirst()) {
      throw forbidden('social_id', 'This account is already registered. Sign in instead.');
    }
    if (await findUserByEmail(ctx.db, email)) throw forbidden('email', 'The email has already been taken.');
    if (await findUserByPhone(ctx.db, body.phone)) throw forbidden('phone', 'The phone has already been taken.');
    const [f_name = '', ...rest] = body.name.split(/\s+/);
    const user = await createUser(
      ctx.db,
      {
        f_name,
        l_name: rest.join(' ') || null,
        email,
        phone: body.phone,
        // No password: the account signs in through its social login (or OTP).
        password_hash: '',
        is_email_verified: identity.emailVerified && identity.email ? 1 : 0,
        login_medium: body.medium,
        social_id: identity.uid,
        refSeed: email,
      },
      ctx.now(),
    );
    if (await phoneVerificationOn(ctx)) return verificationPending(user, 'social');
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user), 'social');
  });

  /**
   * Without `otp` a code goes to the phone; with it the phone is marked verified and a token issued.
   * With `firebase_token` instead, Firebase Auth sent and confirmed the code: its ID token must be
   * valid for the project and carry this phone number.
   */
  app.post('/auth/verify-phone', async (req) => {
    const body = parseOr422(VerifyPhonePayloadSchema, bodyOf(req));
    const user = await findUserByPhone(ctx.db, body.phone);
    if (!user) throw notFound('No account is registered with this phone number.', 'phone');
    if (user.status !== 1) throw blocked();
    if (body.firebase_token) {
      if (!ctx.env.firebaseProjectId || !ctx.socialVerifier) {
        throw forbidden('firebase_token', FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE);
      }
      const identity = await ctx.socialVerifier(body.firebase_token);
      if (!identity) throw httpError(401, 'firebase_token', FIREBASE_PHONE_INVALID_MESSAGE);
      if (!identity.phone || !samePhone(identity.phone, body.phone)) {
        throw forbidden('phone', FIREBASE_PHONE_MISMATCH_MESSAGE);
      }
    } else if (!body.otp) {
      await issueCode(ctx.db, body.phone, 'verify_phone', ctx.now(), ctx.sendCode);
      return { message: OTP_SENT_MESSAGE };
    } else if (!(await checkCode(ctx.db, body.phone, 'verify_phone', body.otp, ctx.now(), true))) {
      throw invalidCode('otp');
    }
    await ctx.db.updateTable('users').set({ is_phone_verified: 1 }).where('id', '=', user.id).execute();
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply({ ...user, is_phone_verified: 1 }, await issueToken(ctx, user), 'otp');
  });

  const accountOf = async (v: { phone?: string; email?: string }): Promise<{ user: UserRow; identity: string }> => {
    const user = v.phone ? await findUserByPhone(ctx.db, v.phone) : await findUserByEmail(ctx.db, v.email ?? '');
    if (!user || user.status !== 1) {
      throw notFound('No account is registered with this phone or email.', v.phone ? 'phone' : 'email');
    }
    return { user, identity: v.phone ?? (v.email ?? '').toLowerCase() };
  };

  app.post('/auth/forgot-password', async (req) => {
    const { identity } = await accountOf(parseOr422(ForgotPasswordPayloadSchema, bodyOf(req)));
    await issueCode(ctx.db, identity, 'reset_password', ctx.now(), ctx.sendCode);
    return { message: OTP_SENT_MESSAGE };
  });

  app.post('/auth/verify-token', async (req) => {
    const body = parseOr422(VerifyTokenPayloadSchema, bodyOf(req));
    const { identity } = await accountOf(body);
    if (!(await checkCode(ctx.db, identity, 'reset_password', body.reset_token, ctx.now(), false))) {
      throw invalidCode('reset_token');
    }
    return { message: 'OTP found, you can proceed' };
  });

  const resetPassword = async (req: FastifyRequest) => {
    const body = parseOr422(ResetPasswordPayloadSchema, bodyOf(req));
    const { user, identity } = await accountOf(body);
    if (!(await checkCode(ctx.db, identity, 'reset_password', body.reset_token, ctx.now(), true))) {
      throw invalidCode('reset_token');
    }
    const hash = await hashPassword(body.password);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: hash, updated_at: ctx.now().toISOString() })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
    });
    return { message: PASSWORD_RESET_MESSAGE };
  };
  app.put('/auth/reset-password', resetPassword);
  app.post('/auth/reset-password', resetPassword);
}
