import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';
import { seedCatalogue, isSeeded, type SeedOptions } from './seed';
import { accountExtrasSeeded, seedAccountExtras } from './seed/account-extras';
import { extrasSeeded, seedExtras } from './seed/extras';
import { markupItemSeeded, seedMarkupItem } from './seed/markup-item';
import { fillPictures } from './seed/pictures';
import { ensureRegistry, type RegistryDefaults } from './queries/registry';
import { postgresDialect, syncSequences, whileStarting } from './postgres';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** SQLite file path, or ':memory:'; unused when `url` names a PostgreSQL database. */
  file: string;
  /** A postgres:// URL (DATABASE_URL): the database is PostgreSQL's instead of the SQLite file. */
  url?: string | null;
  now: Date;
  registryDefaults: RegistryDefaults;
  /**
   * Whether the demo customer (a public password) and their orders, wallet and wishlist are seeded
   * into a new database: the app passes false in production. Default true, for tests and the bench.
   */
  demoCustomer?: boolean;
}

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Migrates, seeds what is missing; true when any seed ran. */
async function prepare(db: Db, now: Date, options: SeedOptions): Promise<boolean> {
  await migrate(db);
  let seeded = false;
  const steps: [(db: Db) => Promise<boolean>, (db: Db, now: Date, options: SeedOptions) => Promise<void>][] = [
    [isSeeded, seedCatalogue],
    [extrasSeeded, seedExtras],
    [accountExtrasSeeded, seedAccountExtras],
    [markupItemSeeded, seedMarkupItem],
  ];
  for (const [done, seed] of steps) {
    if (await done(db)) continue;
    await seed(db, now, options);
    seeded = true;
  }
  await fillPictures(db);
  return seeded;
}

/**
 * Opens (creating when needed) the database, applies migrations, seeds the demo catalogue on
 * first use (and the later demo data once, also into older databases; the demo customer only when
 * asked) and makes sure the remote registry has its rows.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const seed: SeedOptions = { demoCustomer: options.demoCustomer ?? true };
  if (!options.url) {
    const db = openSqlite(options.file);
    await prepare(db, options.now, seed);
    await ensureRegistry(db, options.registryDefaults, options.now);
    return db;
  }
  const db = new Kysely<Database>({ dialect: postgresDialect(options.url) });
  try {
    await whileStarting(db, async (conn) => {
      // The seed gives explicit ids (orders from 100001): sequences start after them.
      if (await prepare(conn, options.now, seed)) await syncSequences(conn);
    });
    await ensureRegistry(db, options.registryDefaults, options.now);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
