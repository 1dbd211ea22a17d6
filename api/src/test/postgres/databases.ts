import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../db';
import type { RegistryDefaults } from '../../db/queries/registry';

// A database of its own for every test app when the suite runs on PostgreSQL. Migrating and seeding
// takes seconds, so each distinct seed (clock and registry defaults) is made once into a template
// database, and an app's database is a copy of it (CREATE DATABASE … TEMPLATE, a file copy).

/** The server's URL when this run is on PostgreSQL (set by the PostgreSQL global setup). */
export const testPostgresUrl = (): string | null => process.env.TEST_POSTGRES_URL || null;

let admin: pg.Pool | null = null;
function adminPool(): pg.Pool {
  const url = testPostgresUrl();
  if (!url) throw new Error('TEST_POSTGRES_URL is not set: this run has no PostgreSQL.');
  admin ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
  return admin;
}

function urlOf(database: string): string {
  const url = new URL(testPostgresUrl() ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

export interface SeedKey {
  now: Date;
  registry: RegistryDefaults;
}

/** The template seeded for `key`, made by the first worker that needs it (the others wait). */
export async function template(key: SeedKey): Promise<string> {
  const digest = createHash('sha256')
    .update(JSON.stringify([key.now.toISOString(), key.registry]))
    .digest();
  const name = `seed_${digest.toString('hex').slice(0, 16)}`;
  const client = await adminPool().connect();
  try {
    await client.query('select pg_advisory_lock($1)', [digest.readInt32BE(0)]);
    const found = await client.query<{ ready: boolean }>(
      'select datistemplate as ready from pg_database where datname = $1',
      [name],
    );
    if (found.rows[0]?.ready) return name;
    // Left half-made by a worker that died: made again.
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const db = await openDatabase({ file: '', url: urlOf(name), now: key.now, registryDefaults: key.registry });
    await db.destroy();
    await client.query(`alter database ${name} is_template true`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
    client.release();
  }
}

/** Closes this process's connection to the server (the global setup's, before the workers start). */
export async function closeAdmin(): Promise<void> {
  await admin?.end();
  admin = null;
}

let counter = 0;

/**
 * A new database: a copy of the template seeded for `key`, or empty (the app migrates and seeds it)
 * when the app's clock is not known ahead. `drop` removes it.
 */
export async function freshDatabase(key: SeedKey | null): Promise<{ url: string; drop: () => Promise<void> }> {
  counter += 1;
  const name = `test_${process.pid}_${counter}`;
  const from = key ? ` template ${await template(key)}` : '';
  await adminPool().query(`create database ${name}${from}`);
  return {
    url: urlOf(name),
    drop: async () => {
      // Not forced: a closed pool's connections are still leaving, and the server waits for them.
      await adminPool().query(`drop database if exists ${name}`);
    },
  };
}
