// The shell's server builds its page's script-src from the registry it reads (again every few
// seconds): the origins of releases in use, not of every release ever published.
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from './jest/static-server.mjs';

const release = (origin, version) => ({ version, manifestUrl: `${origin}/discovery/${version}/mf-manifest.json` });
const discovery = (live, extra = {}) => ({
  name: 'discovery',
  releases: [release('https://live.example.com', '1.0.0'), release('https://next.example.com', '2.0.0')],
  live,
  ...extra,
});

let answer;
let registry;
let shell;
let build;

beforeAll(async () => {
  answer = { revision: 1, updatedAt: '', remotes: [discovery({ food: '1.0.0' })] };
  registry = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
  build = mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  writeFileSync(path.join(build, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  shell = await startStaticServer({
    dir: build,
    cwd: 'shell',
    env: { API_URL: 'http://127.0.0.1:9', REGISTRY_URL: `http://127.0.0.1:${registry.address().port}/registry` },
  });
}, 30_000);

afterAll(async () => {
  shell?.stop();
  await new Promise((resolve) => registry.close(resolve));
  rmSync(build, { recursive: true, force: true });
});

const scriptSrc = async () => {
  const policy = (await fetch(`${shell.origin}/`)).headers.get('content-security-policy') ?? '';
  return (policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '').trim().split(/\s+/);
};

test('a published release is trusted once it is live, in a canary or previewed, and no longer after', async () => {
  const only = await scriptSrc();
  expect(only).toContain('https://live.example.com');
  expect(only).not.toContain('https://next.example.com');

  // A canary of 2.0.0 starts: the next pages allow its origin (the registry is read at most every 3 s).
  answer = {
    ...answer,
    revision: 2,
    remotes: [discovery({ food: '1.0.0' }, { canary: { food: { version: '2.0.0', share: 10 } } })],
  };
  await new Promise((resolve) => setTimeout(resolve, 3100));
  expect(await scriptSrc()).toContain('https://next.example.com');

  // It ends, and a preview link is open for it: still allowed; then the link expires.
  answer = {
    ...answer,
    revision: 3,
    remotes: [discovery({ food: '1.0.0' })],
    previewed: [{ remote: 'discovery', version: '2.0.0', expiresAt: '2026-01-01T13:00:00.000Z' }],
  };
  await new Promise((resolve) => setTimeout(resolve, 3100));
  expect(await scriptSrc()).toContain('https://next.example.com');
  answer = { ...answer, previewed: undefined };
  await new Promise((resolve) => setTimeout(resolve, 3100));
  const after = await scriptSrc();
  expect(after).not.toContain('https://next.example.com');
  expect(after).toContain('https://live.example.com');
}, 30_000);
