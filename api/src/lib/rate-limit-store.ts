import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db';
import { countHit, pruneHits, readHits, type HitCount } from '../db/queries/rate-limit-hits';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often one instance clears ended windows out of the table. */
const PRUNE_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store over the database: every API instance counts in the same rows, so a
 * limit holds however many instances share the traffic. Time is the app's clock.
 */
export function databaseStore(db: Db, now: () => Date) {
  let lastPrune = 0;

  async function settle(nowMs: number, count: Promise<HitCount | null>) {
    const result = await count;
    if (Math.abs(nowMs - lastPrune) >= PRUNE_EVERY_MS) {
      lastPrune = nowMs;
      await pruneHits(db, nowMs);
    }
    return result ? { current: result.hits, ttl: Math.max(0, result.expiresAt - nowMs) } : { current: 0, ttl: 0 };
  }

  const answer = (callback: Callback, work: Promise<{ current: number; ttl: number }>) =>
    void work.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const nowMs = now().getTime();
      answer(callback, settle(nowMs, countHit(db, key, timeWindow, nowMs)));
    }

    /** The count without adding to it (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      const nowMs = now().getTime();
      answer(callback, settle(nowMs, readHits(db, key, nowMs)));
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
