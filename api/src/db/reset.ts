import fs from 'node:fs';
import { openDatabase } from '.';
import { readEnv } from '../lib/env';

/** Deletes the database file and creates it again with the seeded demo data. */
async function main(): Promise<void> {
  // Resetting reads only where the database is: a machine with nothing configured is a developer's.
  const env = readEnv({ NODE_ENV: 'development', ...process.env });
  if (env.databaseUrl) {
    // Dropping a server's database is the operator's call, not a script's.
    throw new Error('db:reset resets the SQLite file only: with DATABASE_URL, drop and create that database yourself.');
  }
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(`${env.dbFile}${suffix}`, { force: true });
  }
  const started = Date.now();
  const db = await openDatabase({ file: env.dbFile, now: new Date(), registryDefaults: env.registry });
  await db.destroy();
  console.log(`Database reset and seeded at ${env.dbFile} in ${Date.now() - started} ms.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
