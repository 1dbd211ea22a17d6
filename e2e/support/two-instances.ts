import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import pg from 'pg';
import { SUITE_CLOCK_START } from './clock';
import { partEnv } from './parts';
import { freePort } from './static-origin';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { startPart, stopPart } from '../../tools/run-parts.mjs';

type PostgresServerModule = typeof import('../../api/src/test/postgres/server');
export type { TestPostgres } from '../../api/src/test/postgres/server';
/** The api package is CommonJS to Node (no "type": "module"): its test PostgreSQL is required, not imported. */
export const { startPostgres } = createRequire(import.meta.url)(
  '../../api/src/test/postgres/server.ts',
) as PostgresServerModule;

/** A server started for one spec beside the suite's parts, on a port of its own. */
export interface ExtraServer {
  url: string;
  stop: () => Promise<void>;
}

/** Creates an empty database on the server at `serverUrl` and returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until the URL answers 2xx; fails early, with the server's last lines, when the process ends. */
async function answering(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server for ${url} ended (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** Starts a part as tools/run-parts.mjs does, on `port`, keeping its last output lines for errors. */
async function startOn(
  part: { folder: string; kind: 'api' | 'host' },
  port: number,
  env: Record<string, string>,
  readyPath: string,
): Promise<ExtraServer> {
  const child = startPart({ ...part, port }, { env: { ...env, PORT: String(port) }, quiet: !process.env.E2E_VERBOSE });
  let tail = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    });
  }
  const url = `http://localhost:${port}`;
  const stop = () => stopPart(child) as Promise<void>;
  try {
    await answering(`${url}${readyPath}`, child, () => tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * An API instance with the suite API's settings (test clock, operator token, limits, code inbox)
 * but the store given in `database`: `{ DATABASE_URL }`, or `{ DB_FILE }` for a store of its own.
 * PUBLIC_URL stays the site's API address (siteEnv): instances behind one address build the same
 * image URLs, so their answers can be compared whole.
 */
export async function startApiInstance(database: Record<string, string>): Promise<ExtraServer> {
  const env: Record<string, string> = {
    ...partEnv(),
    NODE_ENV: 'test',
    TEST_CLOCK_START: SUITE_CLOCK_START,
    ...database,
  };
  // The suite's SQLite file is not this instance's store.
  if (database.DATABASE_URL) delete env.DB_FILE;
  return startOn({ folder: 'api', kind: 'api' }, await freePort(), env, '/health');
}

/** The shell's server (the same build) on a port of its own, its pages talking to the API at `apiUrl`. */
export async function startShellFor(apiUrl: string): Promise<ExtraServer> {
  const port = await freePort();
  return startOn(
    { folder: 'shell', kind: 'host' },
    port,
    { ...partEnv(), API_URL: apiUrl, REGISTRY_URL: `${apiUrl}/registry` },
    '/env.js',
  );
}
