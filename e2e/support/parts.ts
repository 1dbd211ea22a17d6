import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// First: the suite's ports are set before the repository's tools read them.
import { stackOffset } from './port-offset';
import { SUITE_CLOCK_START } from './clock';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { ensureBuilt, startPart, waitForPort } from '../../tools/run-parts.mjs';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { PORT_OFFSET, originOf, partByFolder, partsAt, siteEnv } from '../../tools/parts.mjs';

export interface Part {
  folder: string;
  kind: 'api' | 'remote' | 'host';
  port: number;
  remote?: string;
}

export const OPERATOR_TOKEN = 'e2e-operator-token';
export const origin = originOf as (folder: string) => string;
export const API_URL = origin('api');
export const SHELL_URL = origin('shell');
/** The page's timeouts during the suite (see buildAndStartAll). */
export const SUITE_API_TIMEOUT_MS = 3_000;
export const SUITE_REGISTRY_TIMEOUT_MS = 2_000;

const runRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.run');
/** Where the copy of the site at `offset` keeps its settings and its servers' process ids. */
const runDirOf = (offset: number) => path.join(runRoot, `port-offset-${offset}`);
const ownOffset = PORT_OFFSET as number;

function readPids(offset = ownOffset): Record<string, number> {
  const file = path.join(runDirOf(offset), 'pids.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

function writePid(folder: string, pid: number | undefined, offset = ownOffset) {
  const pids = readPids(offset);
  if (pid === undefined) delete pids[folder];
  else pids[folder] = pid;
  writeFileSync(path.join(runDirOf(offset), 'pids.json'), JSON.stringify(pids));
}

function portIsFree(port: number): Promise<boolean> {
  return waitForPort(port, 0).then(
    () => false,
    () => true,
  );
}

/** The settings the parts run with; commands of the repository (deploy, registry) need the same. */
export function partEnv(offset = ownOffset): Record<string, string> {
  return JSON.parse(readFileSync(path.join(runDirOf(offset), 'env.json'), 'utf8')) as Record<string, string>;
}

/** Builds what is stale and starts a copy of the site for each of the suite's `copies` workers. */
export async function buildAndStartAll(copies: number) {
  const offsets = Array.from({ length: copies }, (_, index) => stackOffset(index));
  for (const offset of offsets) {
    for (const part of partsAt(offset) as Part[]) {
      if (!(await portIsFree(part.port))) {
        throw new Error(
          `Port ${part.port} (${part.folder}) is in use: the e2e suite runs on PORT_OFFSET=${offsets[0]} ` +
            `and up (one copy of the site per worker); stop what holds it (another run of the suite?) or set PORT_OFFSET to another value.`,
        );
      }
    }
  }
  ensureBuilt();
  // All at once: a server mostly waits on its start-up (node, its modules, the API's seeding), and the
  // copies share nothing.
  await Promise.all(offsets.map(startCopy));
}

async function startCopy(offset: number) {
  mkdirSync(runDirOf(offset), { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  writeFileSync(
    path.join(runDirOf(offset), 'env.json'),
    JSON.stringify({
      // This copy's ports and addresses (the processes of the runner are on the first copy's).
      PORT_OFFSET: String(offset),
      ...siteEnv(process.env, offset),
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
      RATE_LIMIT_PER_ADDRESS_GUEST: '100000',
      RATE_LIMIT_PER_ADDRESS_QUOTE: '100000',
      RATE_LIMIT_PER_ADDRESS_TRACK: '100000',
      // The page gives up on a call in 3 s and on the registry in 2 s (15 s and 8 s by default), so the
      // tests of a server that never answers end in seconds.
      API_TIMEOUT_MS: String(SUITE_API_TIMEOUT_MS),
      REGISTRY_TIMEOUT_MS: String(SUITE_REGISTRY_TIMEOUT_MS),
    }),
  );
  writeFileSync(path.join(runDirOf(offset), 'pids.json'), '{}');
  await Promise.all((partsAt(offset) as Part[]).map((part) => startOne(part.folder, offset)));
}

/** Starts one part's server of this process's copy of the site (or the copy at `offset`). */
export async function startOne(folder: string, offset = ownOffset) {
  const part = partByFolder(folder, offset) as Part;
  // The API runs as under test: its clock starts on the suite's business day and tests may move it.
  const env =
    part.kind === 'api'
      ? { ...partEnv(offset), NODE_ENV: 'test', TEST_CLOCK_START: SUITE_CLOCK_START }
      : partEnv(offset);
  const child = startPart(part, { env, quiet: !process.env.E2E_VERBOSE });
  writePid(folder, child.pid, offset);
  child.unref();
  await waitForPort(part.port, 60_000);
}

/** Stops one part's server, as an outage would. */
export async function stopOne(folder: string, offset = ownOffset) {
  const pid = readPids(offset)[folder];
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  writePid(folder, undefined, offset);
  const part = partByFolder(folder, offset) as Part;
  const deadline = Date.now() + 10_000;
  while (!(await portIsFree(part.port))) {
    if (Date.now() > deadline) throw new Error(`${folder} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the `copies` copies of the site the suite started. */
export async function stopAll(copies: number) {
  for (let index = 0; index < copies; index++) {
    const offset = stackOffset(index);
    for (const folder of Object.keys(readPids(offset))) await stopOne(folder, offset);
  }
}
