import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { waitForPort } from '../../tools/run-parts.mjs';

/** Debian's nginx (apt: nginx libnginx-mod-http-brotli-static); npm test installs both when missing. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../static-origin/nginx.conf');

export interface StaticOrigin {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on (for a moment). */
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

/**
 * Starts nginx with the repository's static-origin configuration on a free port, serving `root` at
 * the origin's root. Its pid file, logs and temp paths live in a temporary folder of its own.
 */
export async function startStaticOrigin(root: string): Promise<StaticOrigin> {
  for (const file of [NGINX_PATH, BROTLI_MODULE]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: install Debian's nginx (as root: apt-get install -y nginx libnginx-mod-http-brotli-static), or run npm test.`,
      );
    }
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'static-origin-'));
  // nginx started as root serves as "nobody": the served folder must be readable by others.
  chmodSync(root, 0o755);
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    readFileSync(TEMPLATE, 'utf8')
      .replaceAll('{{PREFIX}}', prefix)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{ROOT}}', root),
  );
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf];
  const checked = spawnSync(NGINX_PATH, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused ${conf}:\n${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX_PATH, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForPort(port, 10_000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        // SIGQUIT: nginx's graceful stop; the workers go with the master.
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
