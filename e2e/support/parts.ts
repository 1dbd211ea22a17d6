import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// First: the suite's ports are set before the repository's tools read them.
import './port-offset';
import { SUITE_CLOCK_START } from './clock';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { PARTS, ensureBuilt, startPart, waitForPort } from '../../tools/run-parts.mjs';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { PORT_OFFSET, originOf } from '../../tools/parts.mjs';

export interface Part {
  folder: string;
  kind: 'api' | 'remote' | 'host';
  port: number;
  remote?: string;
}

export const parts = PARTS as Part[];
export const OPERATOR_TOKEN = 'e2e-operator-token';
export const origin = originOf as (folder: string) => string;
export const API_URL = origin('api');
export const SHELL_URL = origin('shell');
/** The page's timeouts during the suite (see buildAndStartAll). */
export const SUITE_API_TIMEOUT_MS = 3_000;
export const SUITE_REGISTRY_TIMEOUT_MS = 2_000;

const runDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.run');
const pidFile = path.join(runDir, 'pids.json');

function readPids(): Record<string, number> {
  return existsSync(pidFile) ? (JSON.parse(readFileSync(pidFile, 'utf8')) as Record<string, number>) : {};
}

function writePid(folder: string, pid: number | undefined) {
  const pids = readPids();
  if (pid === undefined) delete pids[folder];
  else pids[folder] = pid;
  writeFileSync(pidFile, JSON.stringify(pids));
}

function portIsFree(port: number): Promise<boolean> {
  return waitForPort(port, 0).then(
    () => false,
    () => true,
  );
}

/** The settings the parts run with; commands of the repository (deploy, registry) need the same. */
export function partEnv(): Record<string, string> {
  const env = JSON.parse(readFileSync(path.join(runDir, 'env.json'), 'utf8')) as Record<string, string>;
  return env;
}

export async function buildAndStartAll() {
  mkdirSync(runDir, { recursive: true });
  for (const part of parts) {
    if (!(await portIsFree(part.port))) {
      throw new Error(
        `Port ${part.port} (${part.folder}) is in use: the e2e suite runs on PORT_OFFSET=${PORT_OFFSET as number}; ` +
          'stop what holds it (another run of the suite?) or set PORT_OFFSET to another value.',
      );
    }
  }
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  writeFileSync(
    path.join(runDir, 'env.json'),
    JSON.stringify({
      DB_FILE: path.join(dataDir, 'storefront.sqlite'),
      REGISTRY_OPERATOR_TOKEN: OPERATOR_TOKEN,
      LOG_LEVEL: 'warn',
      // A right-to-left language beside English, for the direction rule.
      LANGUAGES: 'en:English,ar:Arabic',
      // Releases deployed during the run are published here, not beside the packages.
      RELEASES_ROOT: path.join(dataDir, 'releases'),
      // The API also writes one-time codes here, where the tests read them as a customer reads an SMS.
      CODE_SINK_FILE: path.join(dataDir, 'codes.jsonl'),
      // Every test's browser signs in and up from one address, 127.0.0.1: the per-address limits
      // would soon refuse the suite. The per-account limits stay as in production.
      RATE_LIMIT_PER_ADDRESS_SIGN_IN: '100000',
      RATE_LIMIT_PER_ADDRESS_SIGN_UP: '100000',
      RATE_LIMIT_PER_ADDRESS_CODE_REQUEST: '100000',
      RATE_LIMIT_PER_ADDRESS_CODE_CHECK: '100000',
      // The page gives up on a call in 3 s and on the registry in 2 s (15 s and 8 s by default), so the
      // tests of a server that never answers end in seconds.
      API_TIMEOUT_MS: String(SUITE_API_TIMEOUT_MS),
      REGISTRY_TIMEOUT_MS: String(SUITE_REGISTRY_TIMEOUT_MS),
    }),
  );
  writeFileSync(pidFile, '{}');
  for (const part of parts) await startOne(part.folder);
}

export async function startOne(folder: string) {
  const part = parts.find((candidate) => candidate.folder === folder);
  if (!part) throw new Error(`unknown part ${folder}`);
  // The API runs as under test: its clock starts on the suite's business day and tests may move it.
  const env = part.kind === 'api' ? { ...partEnv(), NODE_ENV: 'test', TEST_CLOCK_START: SUITE_CLOCK_START } : partEnv();
  const child = startPart(part, { env, quiet: !process.env.E2E_VERBOSE });
  writePid(folder, child.pid);
  child.unref();
  await waitForPort(part.port, 60_000);
}

/** Stops one part's server, as an outage would. */
export async function stopOne(folder: string) {
  const pid = readPids()[folder];
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  writePid(folder, undefined);
  const part = parts.find((candidate) => candidate.folder === folder)!;
  const deadline = Date.now() + 10_000;
  while (!(await portIsFree(part.port))) {
    if (Date.now() > deadline) throw new Error(`${folder} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopAll() {
  for (const folder of Object.keys(readPids())) await stopOne(folder);
}
