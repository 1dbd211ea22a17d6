import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GuestRequestPayloadSchema,
  INVALID_OTP_MESSAGE,
  LOGOUT_MESSAGE,
  LoginPayloadSchema,
  OtpLoginPayloadSchema,
  SignUpPayloadSchema,
  SOCIAL_LOGIN_NOT_CONFIGURED_MESSAGE,
  SocialLoginPayloadSchema,
  SocialRegisterPayloadSchema,
  type GuestIdResponse,
} from '@storefront/shared/contract/auth';
import { getSetting } from '../db/queries/catalogue';
import {
  createGuest,
  findUserByEmail,
  findUserByPhone,
  linkSocialId,
  markPhoneVerified,
  revokeAuthToken,
  userBySocialId,
} from '../db/queries/users';
import type { BusinessSettings } from '../db/business-settings';
import { requireUser } from '../lib/auth';
import { forbidden, httpError, notFound } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { checkCode, issueCode } from '../lib/otp';
import { accountPhone, canonicalPhone } from '../lib/phone';
import { limitCodeCheck, limitCodeRequest, limitPerAddress, limitSignUp } from '../lib/rate-limits';
import { bearerToken, bodyOf, parseOr422 } from '../lib/request';
import { hashPassword, randomId, sha256 } from '../lib/security';
import type { SocialIdentity } from '../lib/social';
import { passwordSignIn } from '../services/password-sign-in';
import {
  blocked,
  issueToken,
  loginReply,
  mergeIfGuest,
  phoneVerificationOn,
  verificationPending,
  type LoginResponse,
} from '../services/sessions';
import { contactTaken, registerUser } from '../services/users';

/** Guest ids, sign-up, sign-in (password, one-time code, social) and sign-out. */
export const OTP_LOGIN_OFF_MESSAGE = 'Sign-in with a one-time code is turned off.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // A guest id is a client of its own to the other limits: how many one address makes is bounded.
  app.post('/auth/guest/request', limitPerAddress(ctx, 'guest'), async (req): Promise<GuestIdResponse> => {
    const { fcm_token } = parseOr422(GuestRequestPayloadSchema, bodyOf(req));
    const id = randomId();
    await createGuest(ctx.db, id, fcm_token ?? null, ctx.now());
    return { message: 'Guest verified', guest_id: id };
  });

  app.post('/auth/sign-up', limitPerAddress(ctx, 'signUp'), async (req, reply): Promise<LoginResponse> => {
    const body = parseOr422(SignUpPayloadSchema, bodyOf(req));
    const email = canonicalEmail(body.email);
    const phone = accountPhone(body.phone);
    await limitSignUp(ctx, req, reply, [email, phone]);
    // A taken contact is refused before the slow hash; the insert checks again in its transaction.
    const taken = await contactTaken(ctx.db, { email, phone });
    if (taken) throw taken;
    let f_name = body.f_name?.trim() ?? '';
    let l_name = body.l_name?.trim() ?? '';
    if (!f_name && body.name) {
      const [first = '', ...rest] = body.name.trim().split(/\s+/);
      f_name = first;
      l_name = l_name || rest.join(' ');
    }
    const password_hash = await hashPassword(body.password);
    const user = await registerUser(
      ctx.db,
      { f_name, l_name: l_name || null, email, phone, password_hash, refSeed: email },
      ctx.now(),
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
    let user = await userBySocialId(ctx.db, identity.uid);
    if (!user && identity.email && identity.emailVerified) {
      user = await findUserByEmail(ctx.db, identity.email);
      if (user && user.status === 1) {
        await linkSocialId(ctx.db, user.id, identity.uid);
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
  const otpLogin = async (req: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> => {
    const body = parseOr422(OtpLoginPayloadSchema, bodyOf(req));
    // The operator's switch: with code sign-in off, no code is sent or taken.
    const settings = await getSetting<BusinessSettings>(ctx.db, 'business');
    if (settings?.centralize_login?.otp_login_status !== 1) throw forbidden('login_type', OTP_LOGIN_OFF_MESSAGE);
    const phone = canonicalPhone(body.phone);
    await (body.otp ? limitCodeCheck : limitCodeRequest)(ctx, req, reply, phone);
    const user = await findUserByPhone(ctx.db, phone);
    if (!user) throw notFound('No account is registered with this phone number.', 'phone');
    if (user.status !== 1) throw blocked();
    if (!body.otp) {
      await issueCode(ctx.db, phone, 'login', ctx.now(), ctx.sendCode);
      return loginReply(user, null, 'otp');
    }
    if (!(await checkCode(ctx.db, phone, 'login', body.otp, ctx.now(), true))) {
      throw forbidden('otp', INVALID_OTP_MESSAGE);
    }
    await markPhoneVerified(ctx.db, user.id);
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply({ ...user, is_phone_verified: 1 }, await issueToken(ctx, user), 'otp');
  };

  app.post('/auth/login', limitPerAddress(ctx, 'signIn'), async (req, reply): Promise<LoginResponse> => {
    const type = bodyOf(req).login_type;
    if (type === 'otp') return otpLogin(req, reply);
    if (type === 'social') return socialLogin(req);
    const body = parseOr422(LoginPayloadSchema, bodyOf(req));
    const user = await passwordSignIn(ctx, req, reply, {
      emailOrPhone: body.email_or_phone,
      fieldType: body.field_type,
      password: body.password,
    });
    if (user.status !== 1) throw blocked();
    if (user.is_phone_verified !== 1 && (await phoneVerificationOn(ctx))) return verificationPending(user);
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user));
  });

  app.post('/auth/social-login', limitPerAddress(ctx, 'signIn'), socialLogin);

  app.post('/auth/social-register', limitPerAddress(ctx, 'signUp'), async (req): Promise<LoginResponse> => {
    const identity = await socialIdentity(req);
    const body = parseOr422(SocialRegisterPayloadSchema, bodyOf(req));
    const email = canonicalEmail(identity.email ?? body.email ?? '');
    if (!email) throw httpError(422, 'email', 'The email field is required.');
    if (await userBySocialId(ctx.db, identity.uid)) {
      throw forbidden('social_id', 'This account is already registered. Sign in instead.');
    }
    const [f_name = '', ...rest] = body.name.split(/\s+/);
    const user = await registerUser(
      ctx.db,
      {
        f_name,
        l_name: rest.join(' ') || null,
        email,
        phone: accountPhone(body.phone),
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

  /** Sign-out: the token is deleted, so it stops working at once (401 afterwards). */
  app.post('/auth/logout', async (req) => {
    await requireUser(req, ctx);
    await revokeAuthToken(ctx.db, sha256(bearerToken(req) ?? ''));
    return { message: LOGOUT_MESSAGE };
  });
}
