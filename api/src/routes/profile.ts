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
import { categoriesByIds } from '../db/queries/catalogue';
import { ownerOrders } from '../db/queries/orders';
import { tokenSignedInAt } from '../db/queries/users';
import { requireUser, resolveOwner } from '../lib/auth';
import { forbidden, httpError } from '../lib/errors';
import { imageUrl } from '../lib/images';
import { bearerToken, bodyOf, idList, parseOr422 } from '../lib/request';
import { sha256 } from '../lib/security';
import { HISTORY_STATUSES, orderState } from '../services/order-lifecycle';

type Notification = Wire<typeof NotificationSchema>;

export const RUNNING_ORDER_MESSAGE = 'You can not delete your account while an order is running.';
export const SIGN_IN_AGAIN_MESSAGE = 'For your safety, sign in again to delete your account.';
/** Deleting the account takes a sign-in this recent: a token left on a device cannot do it alone. */
const RECENT_SIGN_IN_MS = 15 * 60_000;

/** Account removal, interests, the push token and notifications (token only). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const removeAccount = async (req: FastifyRequest) => {
    const user = await requireUser(req, ctx);
    const now = ctx.now();
    const signedInAt = await tokenSignedInAt(ctx.db, sha256(bearerToken(req) ?? ''));
    if (!signedInAt || now.getTime() - Date.parse(signedInAt) > RECENT_SIGN_IN_MS) {
      throw forbidden('token', SIGN_IN_AGAIN_MESSAGE);
    }
    const running = (await ownerOrders(ctx.db, { type: 'user', id: user.id })).some(
      (o) => !HISTORY_STATUSES.has(orderState(o, now, ctx.env.orderClockSeconds).status),
    );
    if (running) throw forbidden('order', RUNNING_ORDER_MESSAGE);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('addresses').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('carts').where('owner_type', '=', 'user').where('owner_id', '=', user.id).execute();
      await trx.deleteFrom('wishlists').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('profile_images').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('notifications').where('user_id', '=', user.id).execute();
      // Orders stay for the business's books; the person behind them is gone.
      await trx
        .updateTable('users')
        .set({
          f_name: 'Deleted',
          l_name: 'account',
          email: null,
          pending_email: null,
          phone: null,
          image: null,
          password_hash: '',
          social_id: null,
          cm_firebase_token: null,
          status: 0,
          updated_at: now.toISOString(),
        })
        .where('id', '=', user.id)
        .execute();
    });
    return { message: ACCOUNT_DELETED_MESSAGE };
  };
  app.delete('/customer/remove-account', removeAccount);
  app.post('/customer/remove-account', removeAccount);

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
    await ctx.db
      .updateTable('users')
      .set({ interest: JSON.stringify([...new Set(body.interest)]), updated_at: ctx.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    return { message: INTEREST_UPDATED_MESSAGE };
  });

  const fcmToken = async (req: FastifyRequest) => {
    const owner = await resolveOwner(req, ctx);
    const { cm_firebase_token } = parseOr422(FcmTokenPayloadSchema, bodyOf(req));
    if (owner.type === 'user') {
      await ctx.db.updateTable('users').set({ cm_firebase_token }).where('id', '=', owner.id).execute();
    } else {
      await ctx.db.updateTable('guests').set({ fcm_token: cm_firebase_token }).where('id', '=', owner.id).execute();
    }
    return { message: FCM_TOKEN_UPDATED_MESSAGE };
  };
  app.put('/customer/cm-firebase-token', fcmToken);
  app.post('/customer/cm-firebase-token', fcmToken);

  app.get('/customer/notifications', async (req): Promise<Notification[]> => {
    const user = await requireUser(req, ctx);
    const rows = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('user_id', 'is', null)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
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
