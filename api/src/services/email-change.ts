// A customer's new email: kept as pending until the code sent to it comes back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_OTP_MESSAGE } from '@storefront/shared/contract/auth';
import type { UserRow } from '../db/queries/users';
import type { AppContext } from '../lib/context';
import { forbidden } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { checkCode } from '../lib/otp';
import { limitCodeCheck } from '../lib/rate-limits';
import { contactTaken } from './users';

/**
 * Makes the pending email the account's own (and verified) once its code is right. 403 for a wrong
 * code or one for another email, and when another account took the email meanwhile.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  typedEmail: string,
  otp: string,
): Promise<void> {
  const email = canonicalEmail(typedEmail);
  await limitCodeCheck(ctx, req, reply, email);
  const now = ctx.now();
  if (user.pending_email !== email || !(await checkCode(ctx.db, email, 'change_email', otp, now, true))) {
    throw forbidden('otp', INVALID_OTP_MESSAGE);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await contactTaken(trx, { email });
    if (taken) throw taken;
    await trx
      .updateTable('users')
      .set({ email, is_email_verified: 1, pending_email: null, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
  });
}
