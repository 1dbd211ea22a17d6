import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';
import { REGISTRY_LOCK } from '../postgres';
import type { Database } from '../schema';

/**
 * Runs `work` in one transaction that takes the write lock first: API instances sharing the
 * database wait for each other instead of one of them failing, or overwriting, on a state it read
 * before the other wrote. SQLite: BEGIN IMMEDIATE (and its busy timeout); PostgreSQL: a
 * transaction-scoped advisory lock, released by the commit or rollback.
 */
export async function writing<T>(db: Kysely<Database>, work: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  const postgres = isPostgres(db);
  return db.connection().execute(async (conn) => {
    await sql`${sql.raw(postgres ? 'begin' : 'begin immediate')}`.execute(conn);
    try {
      if (postgres) await sql`select pg_advisory_xact_lock(${REGISTRY_LOCK})`.execute(conn);
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
