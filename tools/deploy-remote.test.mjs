// The deploy script against a stand-in registry (an HTTP server on a free port): the files of a release
// reach the origin only once the registry has accepted it; on a static origin (--upload-dir), the
// registry hears of a release only once it loads from its public URL.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseDigest, releaseFiles } from './release-digest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each test runs the script in node once or more; a busy machine takes seconds for each.
jest.setTimeout(30_000);
const VERSION = '9.9.9-test';

let server;
let registryUrl;
let answer;
const received = [];
// What the stand-in registry and the stand-in static origin were asked, in order.
const events = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, body: body ? JSON.parse(body) : null });
      events.push(`registry ${request.method}`);
      const { status, data } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${server.address().port}/registry`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

let work;
beforeEach(() => {
  received.length = 0;
  events.length = 0;
  work = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  const build = path.join(work, 'build');
  mkdirSync(build);
  writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({ name: 'discovery', metaData: { buildInfo: { buildVersion: VERSION } } }),
  );
  writeFileSync(path.join(build, 'main.0123abcd.js'), 'console.log(1);');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function deploy(args = [], env = {}) {
  return new Promise((resolve) => {
    execFile(
      'node',
      [path.join(ROOT, 'scripts/deploy-remote.mjs'), '--from', path.join(work, 'build'), ...args],
      {
        cwd: path.join(ROOT, 'mfe-discovery'),
        env: {
          ...process.env,
          RELEASES_ROOT: path.join(work, 'releases'),
          REGISTRY_URL: registryUrl,
          REGISTRY_OPERATOR_TOKEN: 'test-token',
          PUBLIC_ORIGIN: 'http://cdn.test',
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? error.code : 0, stdout, stderr }),
    );
  });
}

test('a release the registry refuses (its content differs) leaves no files on the origin', async () => {
  answer = () => ({ status: 409, data: { errors: [{ code: 'digest', message: 'That version has other files.' }] } });
  const { code, stderr } = await deploy();
  expect(code).toBe(1);
  expect(stderr).toContain('That version has other files.');
  expect(stderr).toContain('Nothing was published.');
  const folder = path.join(work, 'releases', 'mfe-discovery');
  expect(existsSync(folder) ? releaseFiles(folder) : []).toEqual([]);
});

const MANIFEST_URL = `http://cdn.test/releases/discovery/${VERSION}/mf-manifest.json`;

test('an accepted release is registered with its digest first, then put in place under its remote and version', async () => {
  answer = () => ({ status: 201, data: {} });
  const digest = releaseDigest(path.join(work, 'build'));
  // The marker a PART_OUT_DIR build leaves in its folder is not part of the release.
  writeFileSync(path.join(work, 'build', '.part-out-dir'), '');
  const { code, stdout } = await deploy();
  expect(code).toBe(0);
  expect(stdout.split('\n')[0]).toBe(`registry: ${registryUrl}`);
  expect(received).toEqual([
    {
      method: 'POST',
      url: '/registry/remotes/discovery/releases',
      body: { version: VERSION, manifestUrl: MANIFEST_URL, digest },
    },
  ]);
  expect(stdout).toContain(`registered discovery ${VERSION} at ${MANIFEST_URL} (${digest})`);
  expect(stdout).toContain('not live anywhere yet');
  // The folder has the layout of the URL: discovery 1.5.0 and account 1.5.0 never share one.
  expect(readdirSync(path.join(work, 'releases', 'mfe-discovery'))).toEqual(['discovery']);
  expect(readdirSync(path.join(work, 'releases', 'mfe-discovery', 'discovery', VERSION)).sort()).toEqual([
    'main.0123abcd.js',
    'mf-manifest.json',
  ]);
});

test('a re-run deploy of the same files registers them again; other files under that version are refused', async () => {
  answer = () => ({ status: 201, data: {} });
  expect((await deploy()).code).toBe(0);
  // A fresh build of the same source (another folder, the same bytes) is the same release.
  cpSync(path.join(work, 'build'), path.join(work, 'rebuild'), { recursive: true });
  answer = () => ({ status: 200, data: {} });
  const again = await deploy(['--from', path.join(work, 'rebuild')]);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain(`discovery ${VERSION} is already on the origin; registered it again.`);
  expect(received.map((r) => r.body.digest)).toEqual([0, 1].map(() => releaseDigest(path.join(work, 'build'))));

  writeFileSync(path.join(work, 'rebuild', 'main.0123abcd.js'), 'console.log(2);');
  received.length = 0;
  const changed = await deploy(['--from', path.join(work, 'rebuild')]);
  expect(changed.code).toBe(1);
  expect(changed.stderr).toContain(`discovery ${VERSION} is already published with other files`);
  expect(received).toEqual([]);
});

test('the same files first published from another origin stay registered there', async () => {
  const first = 'http://localhost:3001/releases/discovery/9.9.9-test/mf-manifest.json';
  const registry = { remotes: [{ name: 'discovery', releases: [{ version: VERSION, manifestUrl: first }], live: {} }] };
  answer = () => ({ status: 200, data: registry });
  const { code, stdout } = await deploy();
  expect(code).toBe(0);
  expect(stdout).toContain(`registered discovery ${VERSION} at ${first}`);
  expect(stdout).toContain(`was first published with these files at ${first}: it stays there.`);
});

test('a bad --live (a typo) or an unknown option exits non-zero before anything is published', async () => {
  answer = () => ({ status: 201, data: {} });
  for (const args of [
    ['--live', 'groceries'],
    ['--live', ''],
    ['--lvie', 'food'],
  ]) {
    const { code, stdout, stderr } = await deploy(args);
    expect(code).toBe(2);
    expect(stdout.split('\n')[0]).toBe(`registry: ${registryUrl}`);
    expect(stderr).toContain('Nothing was published.');
  }
  expect((await deploy(['--live', 'groceries'])).stderr).toContain('"groceries" is not a module');
  expect(received).toEqual([]);
  expect(existsSync(path.join(work, 'releases'))).toBe(false);
});

test('--live goes live after the release is registered', async () => {
  answer = () => ({ status: 200, data: {} });
  const { code, stdout } = await deploy(['--live', 'grocery,food']);
  expect(code).toBe(0);
  expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
    'POST /registry/remotes/discovery/releases',
    'PATCH /registry/live',
  ]);
  expect(received[1].body).toEqual({ discovery: { grocery: VERSION, food: VERSION } });
  expect(stdout).toContain(`discovery ${VERSION} is live for grocery, food`);
});

describe('to a static origin (--upload-dir)', () => {
  // A stand-in static origin: serves <work>/origin at its root with the types and CORS the shell needs.
  let origin;
  let originUrl;
  beforeAll(async () => {
    origin = http.createServer((request, response) => {
      const file = path.join(work, 'origin', ...decodeURIComponent(request.url).split('/'));
      events.push(`origin ${path.basename(file)}`);
      if (!existsSync(file)) {
        response.writeHead(404, { 'cache-control': 'no-store' }).end();
        return;
      }
      const type = file.endsWith('.json') ? 'application/json' : 'application/javascript';
      response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
      response.end(readFileSync(file));
    });
    await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${origin.address().port}`;
  });
  afterAll(() => new Promise((resolve) => origin.close(resolve)));

  beforeEach(() => {
    writeFileSync(
      path.join(work, 'build', 'mf-manifest.json'),
      JSON.stringify({
        name: 'discovery',
        metaData: { buildInfo: { buildVersion: VERSION }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      }),
    );
    writeFileSync(path.join(work, 'build', 'remoteEntry.js'), 'var discovery;');
  });
  const released = (dir) => path.join(work, dir, 'releases', 'discovery', VERSION);

  test('uploads first, reads the release back from its public URL, and only then registers and goes live', async () => {
    answer = () => ({ status: 201, data: {} });
    const uploadDir = path.join(work, 'origin');
    const { code, stdout, stderr } = await deploy(['--upload-dir', uploadDir, '--live', 'grocery'], {
      PUBLIC_ORIGIN: `${originUrl}/`,
    });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const manifestUrl = `${originUrl}/releases/discovery/${VERSION}/mf-manifest.json`;
    expect(stdout).toContain(`discovery ${VERSION} uploaded to ${released('origin')}`);
    expect(stdout).toContain(`discovery ${VERSION} loads from ${manifestUrl}`);
    expect(events).toEqual(['origin mf-manifest.json', 'origin remoteEntry.js', 'registry POST', 'registry PATCH']);
    expect(received[0].body.manifestUrl).toBe(manifestUrl);
    expect(releaseFiles(released('origin'))).toEqual(['main.0123abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
    // Nothing goes to the embedded origin's folder.
    expect(existsSync(path.join(work, 'releases'))).toBe(false);
  });

  test('a release its public URL does not serve is not registered, and its upload is removed', async () => {
    answer = () => ({ status: 201, data: {} });
    // Uploaded to a folder this origin does not serve.
    const { code, stderr } = await deploy(['--upload-dir', path.join(work, 'elsewhere'), '--live', 'all'], {
      PUBLIC_ORIGIN: originUrl,
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `the registry was not changed: ${originUrl}/releases/discovery/${VERSION}/mf-manifest.json answered 404, not 200.`,
    );
    expect(received).toEqual([]);
    expect(existsSync(released('elsewhere'))).toBe(false);
  });

  test('a release the registry refuses is removed from the origin again', async () => {
    answer = () => ({ status: 409, data: { errors: [{ code: 'digest', message: 'That version has other files.' }] } });
    const { code, stderr } = await deploy(['--upload-dir', path.join(work, 'origin')], { PUBLIC_ORIGIN: originUrl });
    expect(code).toBe(1);
    expect(stderr).toContain('That version has other files.');
    expect(existsSync(released('origin'))).toBe(false);
  });

  test('--upload-dir without PUBLIC_ORIGIN is refused before anything is uploaded', async () => {
    const { code, stderr } = await deploy(['--upload-dir', path.join(work, 'origin')], { PUBLIC_ORIGIN: '' });
    expect(code).toBe(2);
    expect(stderr).toContain('--upload-dir (RELEASES_UPLOAD_DIR) needs PUBLIC_ORIGIN');
    expect(existsSync(path.join(work, 'origin'))).toBe(false);
    expect(received).toEqual([]);
  });
});
