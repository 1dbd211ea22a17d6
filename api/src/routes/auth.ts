import type { FastifyInstance } from 'fastify';
import {
  GuestRequestPayloadSchema,
  LoginPayloadSchema,
  SignUpPayloadSchema,
  type GuestIdResponse,
  LoginResponseSchema,
} from '../../../shared/src/contract/auth';
import type { Wire } from '../../../shared/src/contract/common';

type LoginResponse = Wire<typeof LoginResponseSchema>;
import { mergeGuestCart } from '../db/queries/carts';
import {
  createAuthToken,
  createGuest,
  createUser,
  findUserByEmail,
  findUserByPhone,
  guestExists,
  type UserRow,
} from '../db/queries/users';
import { TOKEN_LIFETIME_DAYS } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, httpError } from '../lib/errors';
import { bodyOf, parseOr422 } from '../lib/request';
import { hashPassword, newToken, randomId, sha256, verifyPassword } from '../lib/security';

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

function loginReply(user: UserRow, token: string): LoginResponse {
  return {
    token,
    is_phone_verified: user.is_phone_verified,
    is_email_verified: user.is_email_verified,
    is_personal_info: user.f_name ? 1 : 0,
    is_exist_user: null,
    login_type: 'manual',
    email: user.email,
  };
}

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
    const stamp = ctx.now().toISOString();
    const user = await createUser(ctx.db, {
      f_name,
      l_name: l_name || null,
      email,
      phone: body.phone,
      password_hash: await hashPassword(body.password),
      image: null,
      ref_code: sha256(`${email}:${stamp}`).slice(0, 10).toUpperCase(),
      wallet_balance: 0,
      loyalty_point: 0,
      is_phone_verified: 0,
      is_email_verified: 0,
      status: 1,
      login_medium: 'manual',
      created_at: stamp,
      updated_at: stamp,
    });
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user));
  });

  app.post('/auth/login', async (req): Promise<LoginResponse> => {
    const body = parseOr422(LoginPayloadSchema, bodyOf(req));
    if (body.login_type !== 'manual') throw forbidden('login_type', 'This login method is not enabled.');
    const user =
      body.field_type === 'email'
        ? await findUserByEmail(ctx.db, body.email_or_phone.toLowerCase())
        : await findUserByPhone(ctx.db, body.email_or_phone);
    const ok = user ? await verifyPassword(body.password, user.password_hash) : false;
    if (!user || !ok) throw httpError(401, 'auth-001', 'Invalid credential.');
    if (user.status !== 1) throw httpError(403, 'auth-003', 'Your account is blocked.');
    await mergeIfGuest(ctx, body.guest_id, user.id);
    return loginReply(user, await issueToken(ctx, user));
  });
}
