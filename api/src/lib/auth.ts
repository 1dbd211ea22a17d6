import type { FastifyRequest } from 'fastify';
import type { CartOwner } from '../db/queries/carts';
import { guestExists, touchToken, userByTokenHash, type UserRow } from '../db/queries/users';
import type { AppContext } from './context';
import { forbidden, unauthorized } from './errors';
import { bearerToken, bodyOf, queryOf } from './request';
import { sha256 } from './security';

export const TOKEN_LIFETIME_DAYS = 30;
/** A token unused this long stops working, however long it had to run (a device left signed in). */
export const TOKEN_IDLE_DAYS = 14;
const DAY_MS = 86_400_000;
const TOUCH_EVERY_MS = 3_600_000;

/** The signed-in user, null without a token; 401 when a token is sent but unknown, expired or idle too long. */
export async function optionalUser(req: FastifyRequest, ctx: AppContext): Promise<UserRow | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const now = ctx.now();
  const hash = sha256(token);
  const user = await userByTokenHash(ctx.db, hash, now, new Date(now.getTime() - TOKEN_IDLE_DAYS * DAY_MS));
  if (!user) throw unauthorized('Your account is inactive or Your token has been expired');
  await touchToken(ctx.db, hash, now, TOUCH_EVERY_MS);
  return user;
}

export async function requireUser(req: FastifyRequest, ctx: AppContext): Promise<UserRow> {
  const user = await optionalUser(req, ctx);
  if (!user) throw unauthorized('Unauthorized.');
  return user;
}

/** Reads guest_id from the query or the body. */
export function guestIdOf(req: FastifyRequest): number | null {
  const raw = queryOf(req).guest_id ?? bodyOf(req).guest_id;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
}

/**
 * Whose cart (or order) a guest-or-token call concerns: the token's user, else a known guest_id.
 * 401 for a bad token; 403 without either or with an unknown guest id.
 */
export async function resolveOwner(req: FastifyRequest, ctx: AppContext): Promise<CartOwner> {
  const user = await optionalUser(req, ctx);
  if (user) return { type: 'user', id: user.id };
  const guestId = guestIdOf(req);
  if (guestId === null) throw forbidden('guest_id', 'The guest id field is required.');
  if (guestId < 0 || !(await guestExists(ctx.db, guestId))) throw forbidden('guest_id', 'Invalid guest id.');
  return { type: 'guest', id: guestId };
}
