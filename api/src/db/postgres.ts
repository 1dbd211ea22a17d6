import pg from 'pg';
import { PostgresDialect, sql, type Kysely } from 'kysely';

const INT8 = 20;
const NUMERIC = 1700;

/** PostgreSQL's bigint, count(*) and sum(integer) arrive as text; rows carry numbers as on SQLite. */
function int8(text: string): number {
  const value = Number(text);
  // A silently rounded id would point at another row: fail loudly instead.
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is past JavaScript's safe integers`);
  return value;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return int8;
    if (oid === NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Kysely's PostgreSQL dialect over a `pg` pool with this API's type parsers. */
export function postgresDialect(url: string): PostgresDialect {
  // A server that cannot be reached fails a request in 5 s instead of holding it (pg waits forever by
  // default); idle connections are probed so a silently dropped one is noticed.
  const pool = new pg.Pool({ connectionString: url, types, connectionTimeoutMillis: 5000, keepAlive: true });
  // A server restart or failover breaks connections. An idle one the pool drops and reports here; one a
  // request holds (inside a transaction) reports on its own client, and its request fails on its next
  // query. Without these listeners either error would end the process.
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return new PostgresDialect({ pool });
}

/**
 * Runs `work` holding a session advisory lock, so instances starting together on an empty
 * database migrate and seed it once, one after the other.
 */
export async function whileStarting<DB, T>(db: Kysely<DB>, work: (conn: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}

/** Advisory lock keys (any bigint): one for start-up, one for registry writes. */
const STARTUP_LOCK = 22_0001;
export const REGISTRY_LOCK = 22_0002;

/**
 * After rows were inserted with explicit ids (the seed's orders from 100001 and the like), moves
 * each identity sequence past the largest id, so the next generated id is free.
 */
export async function syncSequences<DB>(db: Kysely<DB>): Promise<void> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'
  `.execute(db);
  for (const { table_name: table } of tables.rows) {
    await sql`
      select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)
    `.execute(db);
  }
}
