import type { Kysely, Selectable } from 'kysely';
import { canonicalEmail } from '../../lib/identity';
import { canonicalPhone } from '../../lib/phone';
import type { Database } from '../schema';

type Db = Kysely<Database>;
export type UserRow = Selectable<Database['users']>;

/** The customer with this email, however it is cased or padded (stored emails are trimmed and lower-cased). */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', canonicalEmail(email)).executeTakeFirst();

/** The customer with this phone, written in any of its forms (stored phones are E.164). */
export const findUserByPhone = (db: Db, phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', canonicalPhone(phone)).executeTakeFirst();

export const getUser = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function createAuthToken(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Deletes the token with this hash: it stops working at once. */
export async function revokeAuthToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
}

/** The user holding an unexpired token with this hash, used since `idleSince` (or made since). */
export function userByTokenHash(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.expires_at', '>', now.toISOString())
    .where((eb) => eb.fn.coalesce('auth_tokens.last_used_at', 'auth_tokens.created_at'), '>', idleSince.toISOString())
    .where('users.status', '=', 1)
    .executeTakeFirst();
}

/** Notes the token's use, at most once in `every` (one write an hour per token, not one per request). */
export async function touchToken(db: Db, tokenHash: string, now: Date, every: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', new Date(now.getTime() - every).toISOString()),
        eb('last_used_at', '>', now.toISOString()),
      ]),
    )
    .execute();
}

/** When the token was made (its sign-in); undefined for an unknown token. */
export const tokenSignedInAt = async (db: Db, tokenHash: string) =>
  (await db.selectFrom('auth_tokens').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst())
    ?.created_at;

export async function createGuest(db: Db, id: number, fcmToken: string | null, now: Date): Promise<void> {
  await db.insertInto('guests').values({ id, fcm_token: fcmToken, created_at: now.toISOString() }).execute();
}

export const guestExists = async (db: Db, id: number) =>
  Boolean(await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst());

export async function addNewsletterSubscription(db: Db, email: string, now: Date): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ email: email.toLowerCase(), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

// ---------- the account's own details ----------

export const userBySocialId = (db: Db, socialId: string) =>
  db.selectFrom('users').selectAll().where('social_id', '=', socialId).executeTakeFirst();

/** Links the social login's account id to an existing customer (found by its verified email). */
export async function linkSocialId(db: Db, userId: number, socialId: string): Promise<void> {
  await db.updateTable('users').set({ social_id: socialId }).where('id', '=', userId).execute();
}

export async function markPhoneVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ is_phone_verified: 1 }).where('id', '=', userId).execute();
}

/** The categories the customer is interested in (a JSON array of ids). */
export async function setInterests(db: Db, userId: number, categoryIds: number[], now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ interest: JSON.stringify(categoryIds), updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** The device token push notifications go to, of a customer or of a guest. */
export async function setPushToken(db: Db, owner: { type: 'user' | 'guest'; id: number }, token: string) {
  if (owner.type === 'user') {
    await db.updateTable('users').set({ cm_firebase_token: token }).where('id', '=', owner.id).execute();
  } else {
    await db.updateTable('guests').set({ fcm_token: token }).where('id', '=', owner.id).execute();
  }
}

/**
 * Saves a profile change in one transaction: the names, and when given the new photo, the email
 * waiting for its code and a new password. A new password signs out every session but `keepTokenHash`.
 */
export async function saveProfileChange(
  db: Db,
  userId: number,
  change: {
    f_name: string;
    l_name: string;
    pendingEmail: string | null;
    image: { file_name: string; mime: string; data: Buffer } | null;
    passwordHash: string | null;
    keepTokenHash: string;
  },
  now: string,
): Promise<void> {
  const { image, pendingEmail, passwordHash } = change;
  await db.transaction().execute(async (trx) => {
    if (image) {
      await trx
        .insertInto('profile_images')
        .values({ user_id: userId, ...image, created_at: now })
        .execute();
    }
    await trx
      .updateTable('users')
      .set({
        f_name: change.f_name,
        l_name: change.l_name,
        ...(pendingEmail ? { pending_email: pendingEmail } : {}),
        ...(image ? { image: image.file_name } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
    if (passwordHash) {
      await trx
        .deleteFrom('auth_tokens')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', change.keepTokenHash)
        .execute();
    }
  });
}

/** Sets a new password and signs out every session, in one transaction (a password reset). */
export async function resetPasswordSigningOut(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
  });
}
