import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';
import type { Database } from '../schema';

/**
 * Holds the named locks until the caller's transaction ends, so checks that read several rows
 * (a coupon's uses, a customer's first order, a cart's lines) and the write that follows are one
 * step for every API instance. On PostgreSQL these are transaction advisory locks: a guest's phone
 * or email has no row to lock with `select … for update`. Keys are taken in one order, so two
 * transactions never wait on each other. SQLite runs one transaction at a time on its connection
 * (Kysely's driver holds it from begin to commit), so there is nothing to take.
 */
export async function holdLocks(trx: Kysely<Database>, keys: string[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('Locks are held by a transaction: call holdLocks inside one.');
  if (!isPostgres(trx)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** Whether a write failed on a unique index: what may exist once already did. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's constraint codes for a unique index or key.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
