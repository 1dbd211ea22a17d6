import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMAIL_CHANGED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SOCIAL_EMAIL_MESSAGE,
  SOCIAL_PASSWORD_MESSAGE,
  UpdateProfilePayloadSchema,
  VerifyEmailPayloadSchema,
  type UpdateProfileResponse,
} from '@storefront/shared/contract/profile';
import { requireUser } from '../lib/auth';
import { forbidden, httpError } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { issueCode } from '../lib/otp';
import { limitCodeRequest, limitEmailChange } from '../lib/rate-limits';
import { bearerToken, bodyOf, parseOr422 } from '../lib/request';
import { hashPassword, sha256 } from '../lib/security';
import { acceptsUploads, PROFILE_PHOTO_FORM } from '../lib/upload-forms';
import { fieldsOf, filesOf, imageOf } from '../lib/uploads';
import { confirmCurrentPassword } from '../services/current-password';
import { confirmEmailChange } from '../services/email-change';
import { contactTaken } from '../services/users';

const IMAGE_TYPE_MESSAGE = 'The image must be a file of type: jpg, png, jpeg, gif.';

/** Profile changes (token only): names and photo at once; a new password or email with the current password. */
export async function profileUpdateRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const updateProfile = async (req: FastifyRequest, reply: FastifyReply): Promise<UpdateProfileResponse> => {
    const user = await requireUser(req, ctx);
    const raw = bodyOf(req);
    const body = parseOr422(UpdateProfilePayloadSchema, fieldsOf(raw));
    const files = filesOf(raw, 'image');
    if (files.length > 1) throw httpError(422, 'image', 'Upload one image.');
    const image = files.length === 1 ? imageOf(files[0], 'image', ['jpg', 'png', 'gif'], IMAGE_TYPE_MESSAGE) : null;
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
    const now = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      if (image) {
        await trx
          .insertInto('profile_images')
          .values({ user_id: user.id, ...image, created_at: now })
          .execute();
      }
      await trx
        .updateTable('users')
        .set({
          f_name: body.f_name,
          l_name: body.l_name,
          ...(newEmail ? { pending_email: newEmail } : {}),
          ...(image ? { image: image.file_name } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      if (passwordHash) {
        // A new password signs out every other session.
        await trx
          .deleteFrom('auth_tokens')
          .where('user_id', '=', user.id)
          .where('token_hash', '!=', sha256(bearerToken(req) ?? ''))
          .execute();
      }
    });
    if (!newEmail) return { message: PROFILE_UPDATED_MESSAGE };
    // The email changes only when the code sent to it comes back (verify-email).
    await issueCode(ctx.db, newEmail, 'change_email', ctx.now(), ctx.sendCode);
    return { message: PROFILE_UPDATED_MESSAGE, pending_email: newEmail };
  };
  app.post('/customer/update-profile', acceptsUploads(PROFILE_PHOTO_FORM), updateProfile);
  app.put('/customer/update-profile', acceptsUploads(PROFILE_PHOTO_FORM), updateProfile);

  app.post('/customer/verify-email', async (req, reply) => {
    const user = await requireUser(req, ctx);
    const body = parseOr422(VerifyEmailPayloadSchema, bodyOf(req));
    await confirmEmailChange(ctx, req, reply, user, body.email, body.otp);
    return { message: EMAIL_CHANGED_MESSAGE };
  });
}
