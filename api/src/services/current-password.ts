// The current password a signed-in customer gives to change the password or the email.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE } from '@storefront/shared/contract/profile';
import type { UserRow } from '../db/queries/users';
import type { AppContext } from '../lib/context';
import { forbidden, httpError } from '../lib/errors';
import { passwordAttempts } from '../lib/rate-limits';
import { verifyPassword } from '../lib/security';

/**
 * 422 without the current password, 403 when it is wrong. Guesses lock the account like sign-in
 * attempts, so a stolen token cannot be used to guess the password either.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!password) throw httpError(422, 'current_password', CURRENT_PASSWORD_REQUIRED_MESSAGE);
  const attempts = passwordAttempts(ctx, req, reply, `user:${user.id}`);
  await attempts.begin();
  if (!(await verifyPassword(password, user.password_hash))) {
    throw forbidden('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  await attempts.succeeded();
}
