// Installing, building and running the parts of the site. Node built-ins only: this runs before
// anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS, siteEnv } from './parts.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export { PARTS };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Installs when node_modules is missing or older than the lock file. `npm install` rather than
 * `npm ci`: npm 11 leaves other platforms' optional binaries out of the lock, which ci refuses.
 */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** The file whose modification time says when a browser part was last built. */
const buildMarker = (part) =>
  path.join(ROOT, part.folder, 'dist', part.kind === 'host' ? 'index.html' : 'mf-manifest.json');

/** The browser parts whose build is missing or older than their sources or the shared package. */
export function staleBuilds() {
  const sharedChanged = Math.max(
    newestMtime(path.join(ROOT, 'shared/src')),
    newestMtime(path.join(ROOT, 'tools/webpack')),
  );
  return PARTS.filter((part) => part.kind !== 'api').filter((part) => {
    const dir = path.join(ROOT, part.folder);
    const marker = buildMarker(part);
    if (!existsSync(marker)) return true;
    const built = statSync(marker).mtimeMs;
    return (
      Math.max(newestMtime(path.join(dir, 'src')), newestMtime(path.join(dir, 'webpack.config.js')), sharedChanged) >
      built
    );
  });
}

/** Builds what is not built, one webpack at a time (two cores). */
export function ensureBuilt() {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((part) => part.folder).join(', ')}…`);
  const scopes = stale.flatMap((part) => ['--scope', part.folder]);
  run('npx', ['lerna', 'run', 'build', '--concurrency', '1', ...scopes]);
  // webpack does not write a file whose content is unchanged, so a build that changed nothing would
  // leave the marker as old as before and every later start would build again.
  const now = new Date();
  for (const part of stale) utimesSync(buildMarker(part), now, now);
}

/** Whether the port cannot be listened on where the parts listen (HOST, 127.0.0.1 by default). */
export function portTaken(port, host = process.env.HOST || '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => (['EADDRINUSE', 'EACCES'].includes(error.code) ? resolve(true) : reject(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** One line per part whose port is taken, naming the port and the part; empty when all are free. */
export async function takenPorts(parts = PARTS) {
  const taken = [];
  for (const part of parts) {
    if (await portTaken(part.port)) taken.push(`Port ${part.port} is taken: ${part.name ?? part.folder} needs it.`);
  }
  return taken;
}

export function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answered on port ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/**
 * Starts one part as a child process. Output lines are prefixed with the part's folder.
 * @param {{folder: string, kind: string, port: number, name?: string, serveArgs?: string[]}} part
 * @param {{dev?: boolean, env?: Record<string,string>, quiet?: boolean}} options
 */
export function startPart(part, { dev = false, env = {}, quiet = false } = {}) {
  const cwd = path.join(ROOT, part.folder);
  const [command, args] =
    part.kind === 'api'
      ? ['npm', ['run', dev ? 'dev' : 'start']]
      : ['node', ['../tools/static-server.mjs', ...(part.serveArgs ?? [])]];
  // The API accepts its public local operator token only when told it runs for development.
  const apiDefaults = part.kind === 'api' && !process.env.NODE_ENV ? { NODE_ENV: 'development' } : {};
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      ...siteEnv(),
      ...apiDefaults,
      PORT: String(part.port),
      ...(dev ? { STOREFRONT_DEV: '1' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${part.name ?? part.folder}]`.padEnd(20);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (!quiet) for (const line of lines) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  return child;
}

/** Stops a part started by startPart, with everything it started. */
export function stopPart(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 3000).unref();
  });
}
