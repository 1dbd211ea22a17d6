// Uploading a release to a static origin's folder and reading it back from the public URL before the
// registry hears of it (tools/static-origin.mjs), against a stand-in origin on a free port.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { releaseDigest, releaseFiles } from './release-digest.mjs';
import { checkRelease, uploadRelease, uploadTarget } from './static-origin.mjs';

const VERSION = '9.9.9-test';
const SITE = 'http://localhost:3000';

let work;
let build;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'static-origin-test-'));
  build = path.join(work, 'build');
  mkdirSync(build);
  writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({
      name: 'discovery',
      metaData: { buildInfo: { buildVersion: VERSION }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
  );
  writeFileSync(path.join(build, 'remoteEntry.js'), 'var discovery;');
  writeFileSync(path.join(build, 'main.0123abcd.js'), 'console.log(1);');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('uploadRelease', () => {
  const upload = (options = {}) =>
    uploadRelease({
      buildDir: build,
      uploadDir: path.join(work, 'origin'),
      remote: 'discovery',
      version: VERSION,
      ...options,
    });

  test('puts the release at the path of its URL, without the build marker or a temporary folder left', () => {
    writeFileSync(path.join(build, '.part-out-dir'), '');
    const { target, uploaded } = upload();
    expect(uploaded).toBe(true);
    expect(target).toBe(path.join(work, 'origin', 'releases', 'discovery', VERSION));
    expect(releaseFiles(target)).toEqual(['main.0123abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(readdirSync(path.dirname(target))).toEqual([VERSION]);
  });

  test("leaves the release readable by the origin's server, whatever the build folder allowed", () => {
    chmodSync(build, 0o700);
    chmodSync(path.join(build, 'remoteEntry.js'), 0o600);
    const { target } = upload();
    expect(statSync(target).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(target, 'remoteEntry.js')).mode & 0o777).toBe(0o644);
  });

  test('a copy that fails half-way leaves nothing where the origin serves', () => {
    // A FIFO cannot be copied: the copy stops after some files.
    execFileSync('mkfifo', [path.join(build, 'zz.fifo')]);
    expect(() => upload({ digest: 'sha256:0' })).toThrow(/Uploading discovery 9\.9\.9-test to .* failed/);
    expect(readdirSync(path.join(work, 'origin', 'releases', 'discovery'))).toEqual([]);
  });

  test('the same files again are fine; other files under a published version are refused and left alone', () => {
    upload();
    expect(upload().uploaded).toBe(false);
    const target = uploadTarget(path.join(work, 'origin'), 'discovery', VERSION);
    const before = releaseDigest(target);
    writeFileSync(path.join(build, 'main.0123abcd.js'), 'console.log(2);');
    expect(() => upload()).toThrow('discovery 9.9.9-test is already on the origin');
    expect(releaseDigest(target)).toBe(before);
    expect(readFileSync(path.join(target, 'main.0123abcd.js'), 'utf8')).toBe('console.log(1);');
  });
});

describe('checkRelease', () => {
  let server;
  let origin;
  // Per test: how the stand-in origin answers (status, headers, body) for a path under /releases/.
  let answer;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const { status, headers, body } = answer(request.url, request.headers);
      response.writeHead(status, headers);
      response.end(body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const TYPES = { '.json': 'application/json; charset=utf-8', '.js': 'application/javascript' };
  /** A good origin: the release's files, their content types, CORS for everyone. */
  const serve = (url) => {
    const file = path.join(build, path.basename(url));
    if (!existsSync(file)) return { status: 404, headers: { 'cache-control': 'no-store' }, body: 'Not found' };
    return {
      status: 200,
      headers: { 'content-type': TYPES[path.extname(file)], 'access-control-allow-origin': '*' },
      body: readFileSync(file),
    };
  };
  const check = () =>
    checkRelease({
      manifestUrl: `${origin}/releases/discovery/${VERSION}/mf-manifest.json`,
      buildDir: build,
      remote: 'discovery',
      version: VERSION,
      siteOrigin: SITE,
    });
  const manifestUrl = () => `${origin}/releases/discovery/${VERSION}/mf-manifest.json`;
  const entryUrl = () => `${origin}/releases/discovery/${VERSION}/remoteEntry.js`;

  test('passes when the manifest and its entry load as a browser on the shop needs them', async () => {
    const asked = [];
    answer = (url, headers) => {
      asked.push([url, headers.origin]);
      return serve(url);
    };
    await expect(check()).resolves.toBeUndefined();
    expect(asked).toEqual([
      [`/releases/discovery/${VERSION}/mf-manifest.json`, SITE],
      [`/releases/discovery/${VERSION}/remoteEntry.js`, SITE],
    ]);
  });

  test('refuses a manifest the origin does not have (404)', async () => {
    answer = (url) => (url.endsWith('mf-manifest.json') ? { status: 404, headers: {}, body: '' } : serve(url));
    await expect(check()).rejects.toThrow(`${manifestUrl()} answered 404, not 200.`);
  });

  test('refuses a missing remote entry, on the origin or in the manifest', async () => {
    answer = (url) => (url.endsWith('remoteEntry.js') ? { status: 404, headers: {}, body: '' } : serve(url));
    await expect(check()).rejects.toThrow(`${entryUrl()} answered 404, not 200.`);

    answer = serve;
    writeFileSync(
      path.join(build, 'mf-manifest.json'),
      JSON.stringify({ name: 'discovery', metaData: { buildInfo: { buildVersion: VERSION } } }),
    );
    await expect(check()).rejects.toThrow(`${manifestUrl()} names no remote entry.`);
  });

  test('refuses files without CORS for the shop', async () => {
    answer = (url) => {
      const served = serve(url);
      if (url.endsWith('remoteEntry.js')) delete served.headers['access-control-allow-origin'];
      return served;
    };
    await expect(check()).rejects.toThrow(`${entryUrl()} has no Access-Control-Allow-Origin for ${SITE} (none)`);
    answer = (url) => {
      const served = serve(url);
      served.headers['access-control-allow-origin'] = 'https://elsewhere.example';
      return served;
    };
    await expect(check()).rejects.toThrow(`${manifestUrl()} has no Access-Control-Allow-Origin for ${SITE}`);
  });

  test('refuses a wrong content type', async () => {
    answer = (url) => ({ ...serve(url), headers: { ...serve(url).headers, 'content-type': 'text/plain' } });
    await expect(check()).rejects.toThrow(`${manifestUrl()} is sent as "text/plain", not application/json.`);
    answer = (url) =>
      url.endsWith('.js')
        ? { ...serve(url), headers: { ...serve(url).headers, 'content-type': 'text/html' } }
        : serve(url);
    await expect(check()).rejects.toThrow(`${entryUrl()} is sent as "text/html", not JavaScript.`);
  });

  test("refuses another build's files and an origin that cannot be reached", async () => {
    answer = (url) => (url.endsWith('remoteEntry.js') ? { ...serve(url), body: 'var stale;' } : serve(url));
    await expect(check()).rejects.toThrow(`${entryUrl()} is not this release's file`);
    // A port nothing listens on.
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${closed.address().port}/releases/discovery/${VERSION}/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      checkRelease({ manifestUrl: nowhere, buildDir: build, remote: 'discovery', version: VERSION, siteOrigin: SITE }),
    ).rejects.toThrow(`${nowhere} could not be read: ECONNREFUSED.`);
  });
});
