import crypto from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db';
import { safeEqual } from './security';

/**
 * Short-lived signed links to private files (prescription images). An <img> cannot send a bearer
 * token, so the order's owner gets links that carry their own proof: an HMAC over the file name and
 * an expiry, with a secret kept in the database so that every API instance signs and checks alike.
 */

const SECRET_SETTING = 'signed_link_secret';
/** A link works for at least this long after the order was read. */
export const LINK_LIFETIME_MS = 60 * 60_000;
/** Expiries are rounded up to this step: reading an order twice gives the same, cacheable, link. */
const EXPIRY_STEP_MS = 15 * 60_000;

const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  const fresh = JSON.stringify(crypto.randomBytes(32).toString('base64url'));
  // The first instance to need it creates it; every other one reads the same row.
  await db
    .insertInto('settings')
    .values({ key: SECRET_SETTING, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SECRET_SETTING)
    .executeTakeFirstOrThrow();
  return Buffer.from(JSON.parse(row.value) as string, 'base64url');
}

function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** The one HMAC every signature here is: SHA-256 under the database's secret, base64url. */
const hmac = (secret: Buffer, text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url');

const signatureOf = (secret: Buffer, file: string, expires: number) => hmac(secret, `${file}\n${expires}`);

/** A function giving a file's signed query (`expires=…&signature=…`), valid from `now` on. */
export async function linkSigner(db: Db, now: Date): Promise<(file: string) => string> {
  const secret = await secretOf(db);
  const expires = (Math.ceil((now.getTime() + LINK_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS) / 1000;
  return (file) => `expires=${expires}&signature=${signatureOf(secret, file, expires)}`;
}

export type LinkCheck = { ok: true; expiresAt: Date } | { ok: false; reason: 'unsigned' | 'expired' };

/** A signed link's query: a whole-second expiry and a signature of bounded length (ours are 43 characters). */
const SignedLinkQuery = z.object({
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().min(1).max(128),
});

/** Whether a request's `expires` and `signature` were made by this server for `file`, and still hold at `now`. */
export async function checkSignedLink(
  db: Db,
  file: string,
  query: Record<string, unknown>,
  now: Date,
): Promise<LinkCheck> {
  // A link without a well-formed expiry and signature is refused like one with a wrong signature.
  const link = SignedLinkQuery.safeParse(query);
  if (!link.success) return { ok: false, reason: 'unsigned' };
  const { expires, signature } = link.data;
  if (!safeEqual(signature, signatureOf(await secretOf(db), file, expires))) return { ok: false, reason: 'unsigned' };
  const expiresAt = new Date(expires * 1000);
  return expiresAt > now ? { ok: true, expiresAt } : { ok: false, reason: 'expired' };
}

/**
 * An HMAC of `text` for one purpose (a preview link, say) with the same per-database secret; the
 * purpose keeps a signature made for one use from passing for another.
 */
export async function signatureFor(db: Db, purpose: string, text: string): Promise<string> {
  return hmac(await secretOf(db), `${purpose}\n${text}`);
}
