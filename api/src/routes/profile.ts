import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import type { NotificationSchema } from '@storefront/shared/contract/notification';
import {
  ACCOUNT_DELETED_MESSAGE,
  FCM_TOKEN_UPDATED_MESSAGE,
  FcmTokenPayloadSchema,
  INTEREST_UPDATED_MESSAGE,
  UpdateInterestPayloadSchema,
} from '@storefront/shared/contract/profile';
import { notificationsOf } from '../db/queries/account';
import { categoriesByIds } from '../db/queries/catalogue';
import { setInterests, setPushToken } from '../db/queries/users';
import { requireUser, resolveOwner } from '../lib/auth';
import { httpError } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { bearerToken, bodyOf, idList, parseOr422 } from '../lib/request';
import { sha256 } from '../lib/security';
import { removeAccount } from '../services/account-removal';

export { RUNNING_ORDER_MESSAGE, SIGN_IN_AGAIN_MESSAGE } from '../services/account-removal';

type Notification = Wire<typeof NotificationSchema>;

/** Account removal, interests, the push token and notifications (token only). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const removeOwnAccount = async (req: FastifyRequest) => {
    const user = await requireUser(req, ctx);
    await removeAccount(ctx, user, sha256(bearerToken(req) ?? ''));
    return { message: ACCOUNT_DELETED_MESSAGE };
  };
  app.delete('/customer/remove-account', removeOwnAccount);
  app.post('/customer/remove-account', removeOwnAccount);

  app.post('/customer/update-interest', async (req) => {
    const user = await requireUser(req, ctx);
    const raw = bodyOf(req);
    const body = parseOr422(UpdateInterestPayloadSchema, {
      interest: raw.interest === undefined ? undefined : idList(raw.interest),
    });
    const found = await categoriesByIds(ctx.db, body.interest);
    if (found.length !== new Set(body.interest).size) {
      throw httpError(422, 'interest', 'The interest must list category ids.');
    }
    await setInterests(ctx.db, user.id, [...new Set(body.interest)], ctx.now());
    return { message: INTEREST_UPDATED_MESSAGE };
  });

  const fcmToken = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const { cm_firebase_token } = parseOr422(FcmTokenPayloadSchema, bodyOf(req));
    await setPushToken(ctx.db, owner, cm_firebase_token);
    return { message: FCM_TOKEN_UPDATED_MESSAGE };
  };
  app.put('/customer/cm-firebase-token', fcmToken);
  app.post('/customer/cm-firebase-token', fcmToken);

  app.get('/customer/notifications', async (req): Promise<Notification[]> => {
    const user = await requireUser(req, ctx);
    const rows = await notificationsOf(ctx.db, user.id);
    return rows.map((n) => {
      const type = (['general', 'order_status', 'message', 'referral_code'] as const).find((t) => t === n.type);
      return {
        id: n.id,
        title: n.title,
        description: n.description,
        image_full_url: imageUrl(ctx.env.publicUrl, 'banner', n.image),
        type: type ?? 'general',
        data: {
          title: n.title,
          description: n.description,
          order_id: n.order_id,
          conversation_id: n.conversation_id,
          type: type ?? 'general',
        },
        user_id: n.user_id,
        created_at: n.created_at,
        updated_at: n.created_at,
      };
    });
  });
}
