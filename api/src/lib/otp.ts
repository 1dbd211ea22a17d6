import crypto from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Db } from '../db';
import { canonicalIdentity } from './identity';
import { safeEqual, sha256 } from './security';

export type CodePurpose = 'login' | 'verify_phone' | 'reset_password' | 'change_email';

/** Delivers a one-time code: an SMS or mail gateway once one is configured; see `logCodeSender` until then. */
export type CodeSender = (identity: string, purpose: CodePurpose, code: string) => void;

export const CODE_LIFETIME_MINUTES = 5;
export const MAX_CODE_ATTEMPTS = 5;

/** A code's identity: an email trimmed and lower-cased, a phone in E.164 whichever way it was written. */
const identityOf = canonicalIdentity;

/** A fresh 6-digit code for the identity and purpose; earlier unused codes of that purpose stop working. */
export async function issueCode(
  db: Db,
  typedIdentity: string,
  purpose: CodePurpose,
  now: Date,
  send: CodeSender,
): Promise<void> {
  const identity = identityOf(typedIdentity);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: now.toISOString() })
      .where('identity', '=', identity)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        identity,
        purpose,
        code_hash: sha256(`${identity}:${purpose}:${code}`),
        expires_at: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  send(identity, purpose, code);
}

/**
 * Whether `code` is the live code for the identity and purpose. A wrong guess counts against the
 * code (five and it is spent); `consume` spends a right one.
 */
export async function checkCode(
  db: Db,
  typedIdentity: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  consume: boolean,
): Promise<boolean> {
  const identity = identityOf(typedIdentity);
  const row = await db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('identity', '=', identity)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (!safeEqual(row.code_hash, sha256(`${identity}:${purpose}:${code}`))) {
    await db
      .updateTable('one_time_codes')
      .set({
        attempts: row.attempts + 1,
        used_at: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? now.toISOString() : null,
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  if (consume) {
    await db.updateTable('one_time_codes').set({ used_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return true;
}

/**
 * A sender that also appends each code to `file` as a JSON line ({ identity, purpose, code, at }):
 * the development inbox the e2e suite reads codes from.
 */
export function withCodeSink(send: CodeSender, file: string | null, now: () => Date): CodeSender {
  if (!file) return send;
  return (identity, purpose, code) => {
    send(identity, purpose, code);
    appendFileSync(file, `${JSON.stringify({ identity, purpose, code, at: now().toISOString() })}\n`);
  };
}

/** An identity as the log may show it: 'c***@example.test', '+880********05'. */
export function maskedIdentity(identity: string): string {
  const at = identity.indexOf('@');
  if (at >= 0) return `${identity.slice(0, Math.min(1, at))}***${identity.slice(at)}`;
  const shown = identity.length > 8 ? 4 : 0;
  return `${identity.slice(0, shown)}${'*'.repeat(Math.max(0, identity.length - shown - 2))}${identity.slice(-2)}`;
}

interface CodeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The sender while no gateway is configured. Development and tests log the code itself, for the
 * developer to type; production has no SMS or mail gateway yet, so it logs only that a code was
 * issued and to whom, masked: a logged code signs in whoever reads the log.
 */
export function logCodeSender(log: CodeLog, production: boolean): CodeSender {
  if (!production) {
    return (identity, purpose, code) => log.info({ identity, purpose }, `one-time code for ${identity}: ${code}`);
  }
  return (identity, purpose) => {
    const to = maskedIdentity(identity);
    log.warn(
      { identity: to, purpose },
      `one-time code issued for ${to}, not delivered: no SMS or mail sender is configured`,
    );
  };
}
