import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';
import { seedCatalogue, isSeeded } from './seed';
import { accountExtrasSeeded, seedAccountExtras } from './seed/account-extras';
import { extrasSeeded, seedExtras } from './seed/extras';
import { markupItemSeeded, seedMarkupItem } from './seed/markup-item';
import { fillPictures } from './seed/pictures';
import { ensureRegistry, type RegistryDefaults } from './queries/registry';

export type { Database } from './schema';
export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  /** SQLite file path, or ':memory:'. */
  file: string;
  now: Date;
  registryDefaults: RegistryDefaults;
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

/**
 * Opens (creating when needed) the database, applies migrations, seeds the demo catalogue on
 * first use (and the later demo data once, also into older databases) and makes sure the remote registry has its rows.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  }
  const sqlite = new SQLite(options.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db);
  if (!(await isSeeded(db))) {
    await seedCatalogue(db, options.now);
  }
  if (!(await extrasSeeded(db))) {
    await seedExtras(db, options.now);
  }
  if (!(await accountExtrasSeeded(db))) {
    await seedAccountExtras(db, options.now);
  }
  if (!(await markupItemSeeded(db))) {
    await seedMarkupItem(db, options.now);
  }
  await fillPictures(db);
  await ensureRegistry(db, options.registryDefaults, options.now);
  return db;
}
