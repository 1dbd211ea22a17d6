import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A throwaway PostgreSQL for the test run: Debian's binaries, a data directory in a temp folder,
// its own port, stopped and deleted at the end. initdb and postgres refuse to run as root, so as
// root they run as the `postgres` user.

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  stop(): void;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** PG_BIN, or the newest of Debian's installed PostgreSQL versions (/usr/lib/postgresql/<major>/bin). */
function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const majors = fs.existsSync(DEBIAN_ROOT)
    ? fs
        .readdirSync(DEBIAN_ROOT)
        .filter((major) => fs.existsSync(path.join(DEBIAN_ROOT, major, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.join(DEBIAN_ROOT, majors[0] ?? '15', 'bin');
}

const BIN = binaries();

/** A loopback port nothing listens on (for a moment). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root; throws with its output. */
function run(binary: string, args: string[]): string {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, binary), ...args]]
    : [path.join(BIN, binary), args];
  try {
    return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${binary} failed: ${(e.stderr || e.stdout || e.message).trim()}`);
  }
}

const PREFIX = 'storefront-pg-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops and deletes servers left by runs that were killed before their teardown. */
function removeOrphans(): void {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    const ownerFile = path.join(dir, 'owner.pid');
    // A folder without its owner yet may be another run's, a moment old.
    if (!fs.existsSync(ownerFile) && Date.now() - fs.statSync(dir).mtimeMs < 60_000) continue;
    const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, 'utf8')) : 0;
    if (owner && alive(owner)) continue;
    const data = path.join(dir, 'data');
    try {
      if (fs.existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Already stopped, or another user's: left alone.
    }
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL's binaries are not in ${BIN}: install Debian's postgresql package (apt-get install -y postgresql) or set PG_BIN.`,
    );
  }
  removeOrphans();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const stop = () => {
    try {
      if (fs.existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    // C collation: text sorts byte-wise, as SQLite's does.
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    // Durability off: nothing here outlives the run.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
    } catch (error) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
      throw new Error(`${(error as Error).message}\n${tail}`);
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
