// A customer's profile change: names and photo at once; a new password or email with the current password.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PROFILE_UPDATED_MESSAGE,
  SOCIAL_EMAIL_MESSAGE,
  SOCIAL_PASSWORD_MESSAGE,
  type UpdateProfilePayloadSchema,
  type UpdateProfileResponse,
} from '@storefront/shared/contract/profile';
import type { z } from 'zod';
import { saveProfileChange, type UserRow } from '../db/queries/users';
import type { AppContext } from '../lib/context';
import { forbidden, httpError } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { issueCode } from '../lib/otp';
import { limitCodeRequest, limitEmailChange } from '../lib/rate-limits';
import { bearerToken } from '../lib/request';
import { hashPassword, sha256 } from '../lib/security';
import type { UploadedImage } from '../lib/uploads';
import { confirmCurrentPassword } from './current-password';
import { contactTaken } from './users';

type ProfileChange = z.output<typeof UpdateProfilePayloadSchema>;

/**
 * Saves the change. A social account keeps its email and has no password (403); a new password or
 * email takes the current password; a new email waits, as pending, for the code sent to it.
 */
export async function changeProfile(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: ProfileChange,
  image: UploadedImage | null,
): Promise<UpdateProfileResponse> {
  const social = user.login_medium !== 'manual' || !user.password_hash;
  const newPassword = body.password;
  if (newPassword !== undefined) {
    if (social) throw forbidden('password', SOCIAL_PASSWORD_MESSAGE);
    if (body.confirm_password !== undefined && body.confirm_password !== newPassword) {
      throw httpError(422, 'confirm_password', 'The confirm password and password must match.');
    }
  }
  const email = canonicalEmail(body.email);
  const newEmail = email !== user.email ? email : null;
  if (newEmail && social) throw forbidden('email', SOCIAL_EMAIL_MESSAGE);
  if (newPassword !== undefined || newEmail) {
    await confirmCurrentPassword(ctx, req, reply, user, body.current_password);
  }
  if (newEmail) {
    // Whether another account holds an email is told only past the password, and a few times an hour.
    await limitEmailChange(ctx, req, reply, user.id);
    const taken = await contactTaken(ctx.db, { email: newEmail });
    if (taken) throw taken;
    await limitCodeRequest(ctx, req, reply, newEmail);
  }
  const passwordHash = newPassword !== undefined ? await hashPassword(newPassword) : null;
  await saveProfileChange(
    ctx.db,
    user.id,
    {
      f_name: body.f_name,
      l_name: body.l_name,
      pendingEmail: newEmail,
      image,
      passwordHash,
      // A new password signs out every other session.
      keepTokenHash: sha256(bearerToken(req) ?? ''),
    },
    ctx.now().toISOString(),
  );
  if (!newEmail) return { message: PROFILE_UPDATED_MESSAGE };
  // The email changes only when the code sent to it comes back (verify-email).
  await issueCode(ctx.db, newEmail, 'change_email', ctx.now(), ctx.sendCode);
  return { message: PROFILE_UPDATED_MESSAGE, pending_email: newEmail };
}
