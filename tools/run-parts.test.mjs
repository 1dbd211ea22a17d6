// npm start's port check: a port already taken is named with the part that needs it, before anything
// is announced (or built).
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portTaken, takenPorts } from './run-parts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let blocker;
let port;
beforeAll(async () => {
  // A free port above the API's 4000, so that PORT_OFFSET can put the API on it.
  blocker = net.createServer();
  await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  port = blocker.address().port;
});
afterAll(() => new Promise((resolve) => blocker.close(resolve)));

test('a listened port is taken; a free one is not', async () => {
  expect(await portTaken(port)).toBe(true);
  const free = net.createServer();
  await new Promise((resolve) => free.listen(0, '127.0.0.1', resolve));
  const freePort = free.address().port;
  await new Promise((resolve) => free.close(resolve));
  expect(await portTaken(freePort)).toBe(false);
  expect(await takenPorts([{ folder: 'mfe-account', port }])).toEqual([`Port ${port} is taken: mfe-account needs it.`]);
  expect(await takenPorts([{ folder: 'shell', port: freePort }])).toEqual([]);
});

test('npm start names the port taken and the part, and announces nothing', async () => {
  // PATH is empty: were the check missing, the script could neither install, build nor start a part.
  const result = await new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts/start.mjs')],
      { env: { PATH: '', PORT_OFFSET: String(port - 4000) }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`Port ${port} is taken: api needs it.`);
  expect(result.stderr).toContain('PORT_OFFSET=100 npm start');
  expect(result.stdout).not.toContain('The storefront is running');
});
