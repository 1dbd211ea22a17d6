import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// What differs between the two engines in the schema, in one place: migrations ask here instead of
// naming SQLite's or PostgreSQL's types, so the SQL they emit on SQLite stays what it always was.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see Kysely<unknown>
type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * An `id` primary key the database numbers: SQLite's `integer primary key autoincrement`, an
 * identity column on PostgreSQL (by default, so the seed's explicit ids are accepted).
 */
export function autoId(db: AnyDb) {
  const postgres = isPostgres(db);
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    postgres
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Bytes: `blob` on SQLite, `bytea` on PostgreSQL. */
export const bytesType = (db: AnyDb) => (isPostgres(db) ? 'bytea' : 'blob');

/** Integers that may pass 2^31 (random guest ids): SQLite's integer is 64-bit already. */
export const bigIntegerType = (db: AnyDb) => (isPostgres(db) ? 'bigint' : 'integer');
