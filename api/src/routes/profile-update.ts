import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMAIL_CHANGED_MESSAGE,
  UpdateProfilePayloadSchema,
  VerifyEmailPayloadSchema,
  type UpdateProfileResponse,
} from '@storefront/shared/contract/profile';
import { requireUser } from '../lib/auth';
import { httpError } from '../lib/errors';
import { bodyOf, parseOr422 } from '../lib/request';
import { acceptsUploads, PROFILE_PHOTO_FORM } from '../lib/upload-forms';
import { fieldsOf, filesOf, imageOf } from '../lib/uploads';
import { confirmEmailChange } from '../services/email-change';
import { changeProfile } from '../services/profile-change';

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
    return changeProfile(ctx, req, reply, user, body, image);
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
