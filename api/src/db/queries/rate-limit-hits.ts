import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export interface HitCount {
  hits: number;
  /** Epoch milliseconds at which the window ends. */
  expiresAt: number;
}

/**
 * A window that starts this much after a request's `now` was opened on a clock since moved back
 * (tests). One that starts a little after it was opened by a concurrent request that read the
 * time a moment later, and still counts: taken as moved back, it would start afresh and lose hits.
 */
const CLOCK_MOVED_BACK_MS = 5_000;

/**
 * Counts one hit on `key` in one statement (safe across API instances): a lapsed window, or one
 * that starts after `nowMs` because a test clock moved back, starts afresh at 1. `amount` counts
 * more than one at once (the kilobytes of an upload).
 */
export async function countHit(db: Db, key: string, windowMs: number, nowMs: number, amount = 1): Promise<HitCount> {
  const movedBack = nowMs + CLOCK_MOVED_BACK_MS;
  const lapsed = sql<boolean>`(rate_limit_hits.expires_at <= ${nowMs} or rate_limit_hits.window_start > ${movedBack})`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: amount, window_start: nowMs, expires_at: nowMs + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${lapsed} then ${amount} else rate_limit_hits.hits + ${amount} end`,
        window_start: sql<number>`case when ${lapsed} then ${nowMs} else rate_limit_hits.window_start end`,
        expires_at: sql<number>`case when ${lapsed} then ${nowMs + windowMs} else rate_limit_hits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), expiresAt: Number(row.expires_at) };
}

/** The hits of the live window on `key`, without counting one; null when there is none. */
export async function readHits(db: Db, key: string, nowMs: number): Promise<HitCount | null> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(['hits', 'expires_at'])
    .where('key', '=', key)
    .where('expires_at', '>', nowMs)
    .where('window_start', '<=', nowMs + CLOCK_MOVED_BACK_MS)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), expiresAt: Number(row.expires_at) } : null;
}

export async function forgetHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
}

/** Drops counters whose window has ended. */
export async function pruneHits(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', nowMs).execute();
}
