// New customer accounts: the one place a users row is written with its starting values.
import type { Insertable, Kysely } from 'kysely';
import { findUserByEmail, findUserByPhone, type UserRow } from '../db/queries/users';
import type { Database } from '../db/schema';
import { forbidden, type HttpError } from '../lib/errors';
import { canonicalEmail } from '../lib/identity';
import { canonicalPhone } from '../lib/phone';
import { sha256 } from '../lib/security';

type UserValues = Insertable<Database['users']>;

/** The account's own details; the rest starts empty: no wallet, points or verified contacts. */
export type NewUser = Pick<UserValues, 'f_name' | 'l_name' | 'email' | 'phone' | 'password_hash'> &
  Partial<Pick<UserValues, 'is_email_verified' | 'login_medium' | 'social_id'>> & {
    /** What the referral code is made from: the email or phone the account signed up with. */
    refSeed: string;
  };

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export const PHONE_TAKEN_MESSAGE = 'The phone has already been taken.';

/** The request fields a refusal names: sign-up's, or a guest order's contact fields. */
export interface ContactFields {
  email: string;
  phone: string;
}
const SIGN_UP_FIELDS: ContactFields = { email: 'email', phone: 'phone' };

/** Creates an active customer account, its phone in E.164 and its email trimmed and lower-cased. */
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
      email: own.email ? canonicalEmail(own.email) : own.email,
      phone: own.phone ? canonicalPhone(own.phone) : own.phone,
      ref_code: sha256(`${refSeed}:${stamp}`).slice(0, 10).toUpperCase(),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A 403 naming the email or phone another account already holds; null when both are free. */
export async function contactTaken(
  db: Kysely<Database>,
  contacts: { email?: string | null; phone?: string | null },
  fields: ContactFields = SIGN_UP_FIELDS,
): Promise<HttpError | null> {
  if (contacts.email && (await findUserByEmail(db, contacts.email)))
    return forbidden(fields.email, EMAIL_TAKEN_MESSAGE);
  if (contacts.phone && (await findUserByPhone(db, contacts.phone)))
    return forbidden(fields.phone, PHONE_TAKEN_MESSAGE);
  return null;
}

/** The same 403 for a unique-constraint failure (another API instance won the race). */
function takenByConstraint(error: unknown, fields: ContactFields): HttpError | null {
  const text = error instanceof Error ? error.message : '';
  if (!/unique|duplicate/i.test(text)) return null;
  if (text.includes('phone')) return forbidden(fields.phone, PHONE_TAKEN_MESSAGE);
  if (text.includes('email')) return forbidden(fields.email, EMAIL_TAKEN_MESSAGE);
  return null;
}

/**
 * Creates the account unless another holds its email or phone, checked in the transaction of the
 * insert (the caller's, when it passes one): of concurrent sign-ups with one contact, one gets the
 * account and the others a 403, never a 500.
 */
export async function registerUser(
  db: Kysely<Database>,
  user: NewUser,
  now: Date,
  fields: ContactFields = SIGN_UP_FIELDS,
): Promise<UserRow> {
  const register = async (trx: Kysely<Database>) => {
    const taken = await contactTaken(trx, user, fields);
    if (taken) throw taken;
    try {
      return await createUser(trx, user, now);
    } catch (error) {
      throw takenByConstraint(error, fields) ?? error;
    }
  };
  return db.isTransaction ? register(db) : db.transaction().execute(register);
}
