// Starts tools/static-server.mjs as `npm start` starts it, on a free port, for the tests that read
// what it serves; resolves once it says it is serving.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Serves `dir` as the part in `cwd` (a folder under the root) does; `env` adds to the process's. */
export async function startStaticServer({ dir, cwd, env }) {
  const port = await freePort();
  const server = spawn('node', [path.join(ROOT, 'tools/static-server.mjs'), '--dir', dir, '--port', String(port)], {
    cwd: path.join(ROOT, cwd),
    env: { ...process.env, STOREFRONT_DEV: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
    server.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
