// New customer accounts: the one place a users row is written with its starting values.
import type { Insertable, Kysely } from 'kysely';
import type { UserRow } from '../db/queries/users';
import type { Database } from '../db/schema';
import { canonicalPhone } from '../lib/phone';
import { sha256 } from '../lib/security';

type UserValues = Insertable<Database['users']>;

/** The account's own details; the rest starts empty: no wallet, points or verified contacts. */
export type NewUser = Pick<UserValues, 'f_name' | 'l_name' | 'email' | 'phone' | 'password_hash'> &
  Partial<Pick<UserValues, 'is_email_verified' | 'login_medium' | 'social_id'>> & {
    /** What the referral code is made from: the email or phone the account signed up with. */
    refSeed: string;
  };

/** Creates an active customer account, its phone stored in E.164. */
export async function createUser(db: Kysely<Database>, user: NewUser, now: Date): Promise<UserRow> {
  const { refSeed, ...own } = user;
  const stamp = now.toISOString();
  return db
    .insertInto('users')
    .values({
      image: null,
      wallet_balance: 0,
      loyalty_point: 0,
      is_phone_verified: 0,
      is_email_verified: 0,
      status: 1,
      login_medium: 'manual',
      ...own,
      phone: own.phone ? canonicalPhone(own.phone) : own.phone,
      ref_code: sha256(`${refSeed}:${stamp}`).slice(0, 10).toUpperCase(),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
