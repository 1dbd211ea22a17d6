import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIREBASE_PHONE_INVALID_MESSAGE,
  FIREBASE_PHONE_MISMATCH_MESSAGE,
  FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE,
  ForgotPasswordPayloadSchema,
  INVALID_OTP_MESSAGE,
  OTP_SENT_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  ResetPasswordPayloadSchema,
  VerifyPhonePayloadSchema,
  VerifyTokenPayloadSchema,
} from '@storefront/shared/contract/auth';
import {
  findUserByEmail,
  findUserByPhone,
  markPhoneVerified,
  resetPasswordSigningOut,
  type UserRow,
} from '../db/queries/users';
import { forbidden, httpError, notFound } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { checkCode, issueCode } from '../lib/otp';
import { canonicalPhone, samePhone } from '../lib/phone';
import { limitCodeCheck, limitCodeRequest } from '../lib/rate-limits';
import { bodyOf, parseOr422 } from '../lib/request';
import { hashPassword } from '../lib/security';
import { blocked, issueToken, loginReply, mergeIfGuest } from '../services/sessions';

const invalidCode = (field: string) => forbidden(field, INVALID_OTP_MESSAGE);

/** Phone verification and the password reset: routes that send a one-time code or check one. */
export async function authCodeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /**
   * Without `otp` a code goes to the phone; with it the phone is marked verified and a token issued.
   * With `firebase_token` instead, Firebase Auth sent and confirmed the code: its ID token must be
   * valid for the project and carry this phone number.
   */
  app.post('/auth/verify-phone', async (req, reply) => {
    const body = parseOr422(VerifyPhonePayloadSchema, bodyOf(req));
    const phone = canonicalPhone(body.phone);
    const sending = !body.otp && !body.firebase_token;
    await (sending ? limitCodeRequest : limitCodeCheck)(ctx, req, reply, phone);
    const user = await findUserByPhone(ctx.db, phone);
    if (!user) throw notFound('No account is registered with this phone number.', 'phone');
    if (user.status !== 1) throw blocked();
    if (body.firebase_token) {
      if (!ctx.env.firebaseProjectId || !ctx.socialVerifier) {
        throw forbidden('firebase_token', FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE);
      }
      const identity = await ctx.socialVerifier(body.firebase_token);
      if (!identity) throw httpError(401, 'firebase_token', FIREBASE_PHONE_INVALID_MESSAGE);
      if (!identity.phone || !samePhone(identity.phone, phone)) {
        throw forbidden('phone', FIREBASE_PHONE_MISMATCH_MESSAGE);
      }
    } else if (!body.otp) {
      await issueCode(ctx.db, phone, 'verify_phone', ctx.now(), ctx.sendCode);
      return { message: OTP_SENT_MESSAGE };
    } else if (!(await checkCode(ctx.db, phone, 'verify_phone', body.otp, ctx.now(), true))) {
      throw invalidCode('otp');
    }
    await markPhoneVerified(ctx.db, user.id);
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply({ ...user, is_phone_verified: 1 }, await issueToken(ctx, user), 'otp');
  });

  /** The account a reset concerns, by its phone or email; the limit applies before it is looked up. */
  const resetAccount = async (
    req: FastifyRequest,
    reply: FastifyReply,
    v: { phone?: string; email?: string },
    limit: typeof limitCodeRequest,
  ): Promise<{ user: UserRow; identity: string }> => {
    const identity = v.phone ? canonicalPhone(v.phone) : canonicalEmail(v.email ?? '');
    await limit(ctx, req, reply, identity);
    const user = v.phone ? await findUserByPhone(ctx.db, identity) : await findUserByEmail(ctx.db, identity);
    if (!user || user.status !== 1) {
      throw notFound('No account is registered with this phone or email.', v.phone ? 'phone' : 'email');
    }
    return { user, identity };
  };

  app.post('/auth/forgot-password', async (req, reply) => {
    const body = parseOr422(ForgotPasswordPayloadSchema, bodyOf(req));
    const { identity } = await resetAccount(req, reply, body, limitCodeRequest);
    await issueCode(ctx.db, identity, 'reset_password', ctx.now(), ctx.sendCode);
    return { message: OTP_SENT_MESSAGE };
  });

  app.post('/auth/verify-token', async (req, reply) => {
    const body = parseOr422(VerifyTokenPayloadSchema, bodyOf(req));
    const { identity } = await resetAccount(req, reply, body, limitCodeCheck);
    if (!(await checkCode(ctx.db, identity, 'reset_password', body.reset_token, ctx.now(), false))) {
      throw invalidCode('reset_token');
    }
    return { message: 'OTP found, you can proceed' };
  });

  const resetPassword = async (req: FastifyRequest, reply: FastifyReply) => {
    const body = parseOr422(ResetPasswordPayloadSchema, bodyOf(req));
    const { user, identity } = await resetAccount(req, reply, body, limitCodeCheck);
    if (!(await checkCode(ctx.db, identity, 'reset_password', body.reset_token, ctx.now(), true))) {
      throw invalidCode('reset_token');
    }
    const hash = await hashPassword(body.password);
    await resetPasswordSigningOut(ctx.db, user.id, hash, ctx.now());
    return { message: PASSWORD_RESET_MESSAGE };
  };
  app.put('/auth/reset-password', resetPassword);
  app.post('/auth/reset-password', resetPassword);
}
