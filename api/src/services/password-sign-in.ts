// Sign-in with a password: the account lock after failures, the same work for unknown accounts, rehashing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUserByEmail, findUserByPhone, type UserRow } from '../db/queries/users';
import type { AppContext } from '../lib/context';
import { httpError } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { canonicalPhone } from '../lib/phone';
import { passwordAttempts } from '../lib/rate-limits';
import { hashPassword, needsRehash, verifyPassword } from '../lib/security';

export const INVALID_CREDENTIAL_MESSAGE = 'Invalid credential.';

export interface PasswordSignIn {
  emailOrPhone: string;
  fieldType: 'email' | 'phone';
  password: string;
}

/**
 * The account a password signs in to; 401 "Invalid credential." otherwise, and 429 while the
 * account is locked by failed attempts. The password is hashed whether or not the account exists,
 * so the time taken tells nothing; a hash of a lower cost than today's is replaced.
 */
export async function passwordSignIn(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  { emailOrPhone, fieldType, password }: PasswordSignIn,
): Promise<UserRow> {
  const identity = fieldType === 'email' ? canonicalEmail(emailOrPhone) : canonicalPhone(emailOrPhone);
  const attempts = passwordAttempts(ctx, req, reply, identity);
  await attempts.begin();
  const user =
    fieldType === 'email' ? await findUserByEmail(ctx.db, identity) : await findUserByPhone(ctx.db, identity);
  const matches = await verifyPassword(password, user?.password_hash);
  if (!user || !matches) throw httpError(401, 'auth-001', INVALID_CREDENTIAL_MESSAGE);
  await attempts.succeeded();
  if (needsRehash(user.password_hash)) {
    const password_hash = await hashPassword(password);
    await ctx.db.updateTable('users').set({ password_hash }).where('id', '=', user.id).execute();
  }
  return user;
}
