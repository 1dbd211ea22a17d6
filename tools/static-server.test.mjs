// The shell's server, started as `npm start` starts it, over a stand-in build: the page's
// Content-Security-Policy and the page itself carry the same fresh style nonce on every response.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './jest/static-server.mjs';

let stopServer;
let origin;
let build;

beforeAll(async () => {
  build = mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  writeFileSync(
    path.join(build, 'index.html'),
    '<!doctype html><html><head><title>Shell</title></head><body></body></html>',
  );
  ({ origin, stop: stopServer } = await startStaticServer({
    dir: build,
    cwd: 'shell',
    // Nothing answers there: the page is served from what the server knows without a registry.
    // The registry is on an origin of its own, as REGISTRY_URL allows.
    env: {
      API_URL: 'http://127.0.0.1:9',
      REGISTRY_URL: 'http://127.0.0.1:8/registry',
      API_TIMEOUT_MS: '3000',
      REGISTRY_TIMEOUT_MS: '2000',
    },
  }));
}, 30_000);

afterAll(() => {
  stopServer?.();
  rmSync(build, { recursive: true, force: true });
});

async function page(pathname) {
  const response = await fetch(`${origin}${pathname}`);
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = (name) => policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
  const html = await response.text();
  return { policy, directive, html };
}

test('source maps are not served', async () => {
  writeFileSync(path.join(build, 'main.abc12345.js.map'), '{"version":3}');
  const response = await fetch(`${origin}/main.abc12345.js.map`);
  expect(response.status).toBe(404);
});

test('inline styles need this response’s nonce, which the page carries; no unsafe-inline', async () => {
  const { policy, directive, html } = await page('/');
  expect(policy).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(directive('style-src'))?.[1];
  expect(nonce).toBeDefined();
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
});

test('every page response gets a new nonce, deep links too', async () => {
  const first = await page('/');
  const second = await page('/store/fresh-basket');
  const nonceOf = (p) => /'nonce-([^']+)'/.exec(p.directive('style-src'))?.[1];
  expect(nonceOf(second)).toBeDefined();
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  expect(second.html).toContain(`nonce="${nonceOf(second)}"`);
});

test('pictures are not allowed from any http: or https: host', async () => {
  const imgSrc = (await page('/')).directive('img-src').trim().split(/\s+/);
  expect(imgSrc).not.toContain('http:');
  expect(imgSrc).not.toContain('https:');
  expect(imgSrc).toContain('http://127.0.0.1:9');
});

test('the page may call the registry on its own origin (REGISTRY_URL), as well as the API', async () => {
  const connectSrc = (await page('/')).directive('connect-src').trim().split(/\s+/);
  expect(connectSrc).toEqual(expect.arrayContaining(['http://127.0.0.1:9', 'http://127.0.0.1:8']));
  expect((await page('/')).directive('script-src')).not.toContain('http://127.0.0.1:8');
});

test('/env.js gives the page the timeouts set on the server', async () => {
  const script = await (await fetch(`${origin}/env.js`)).text();
  expect(script).toContain('"apiTimeoutMs":3000');
  expect(script).toContain('"registryTimeoutMs":2000');
});

test('a timeout that is not whole milliseconds stops the shell’s server with the reason', () => {
  const tools = path.dirname(fileURLToPath(import.meta.url));
  const result = spawnSync('node', [path.join(tools, 'static-server.mjs'), '--dir', build, '--port', '0'], {
    cwd: path.join(tools, '../shell'),
    env: { ...process.env, API_TIMEOUT_MS: '3s' },
    encoding: 'utf8',
    timeout: 15_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('shell: API_TIMEOUT_MS must be a whole number of milliseconds from 1 to 120000');
});
