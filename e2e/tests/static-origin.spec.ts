import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseModule, moduleOfType } from '../support/pages';
import { readRegistry, resetRegistry } from '../support/registry';
import { freePort, startStaticOrigin, type StaticOrigin } from '../support/static-origin';
import { runNpmScript } from '../support/npm-scripts';

// A team deploys discovery to a static origin: Debian's nginx with the repository's configuration
// (e2e/static-origin/nginx.conf), serving a temporary folder the deploy uploads into.

const version = `0.5.0-e2e.${Date.now()}`;

let build: string;
let served: string;
let origin: StaticOrigin | undefined;

const npm = runNpmScript;

const deploy = (uploadDir: string, publicOrigin: string, more: string[] = []) =>
  npm(['run', 'deploy', '-w', 'mfe-discovery', '--', '--from', build, '--upload-dir', uploadDir, ...more], {
    PUBLIC_ORIGIN: publicOrigin,
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  build = mkdtempSync(path.join(os.tmpdir(), 'static-origin-build-'));
  const built = await npm(['run', 'build', '-w', 'mfe-discovery'], { PART_VERSION: version, PART_OUT_DIR: build });
  expect(built.code, built.stderr).toBe(0);
  served = mkdtempSync(path.join(os.tmpdir(), 'static-origin-root-'));
  origin = await startStaticOrigin(served);
});

test.beforeEach(async () => {
  await resetRegistry();
});

test.afterAll(async () => {
  await origin?.stop();
  for (const dir of [build, served]) if (dir) rmSync(dir, { recursive: true, force: true });
  await resetRegistry();
});

test('deploy refuses to register a release its origin does not serve, and leaves nothing behind', async () => {
  const before = await readRegistry();
  const releasePath = `/releases/discovery/${version}`;

  // Uploaded into a folder the origin does not serve: its public URL answers 404.
  const unserved = mkdtempSync(path.join(os.tmpdir(), 'static-origin-unserved-'));
  try {
    const notServed = await deploy(unserved, origin!.url, ['--live', 'all']);
    expect(notServed.code).not.toBe(0);
    expect(notServed.stderr).toContain(`${origin!.url}${releasePath}/mf-manifest.json answered 404, not 200.`);
    expect(notServed.stderr).toContain('the registry was not changed');
    expect(existsSync(path.join(unserved, 'releases', 'discovery', version))).toBe(false);
  } finally {
    rmSync(unserved, { recursive: true, force: true });
  }

  // Uploaded where the origin serves it, but announced at another origin (nothing listens there).
  const wrongOrigin = `http://127.0.0.1:${await freePort()}`;
  const elsewhere = await deploy(served, wrongOrigin, ['--live', 'all']);
  expect(elsewhere.code).not.toBe(0);
  expect(elsewhere.stderr).toContain(`${wrongOrigin}${releasePath}/mf-manifest.json could not be read`);
  expect(readdirSync(path.join(served, 'releases', 'discovery'))).toEqual([]);

  expect(await readRegistry()).toEqual(before);
});

test('a good deploy is served with the CDN headers and goes live: the composed site loads the part from nginx', async ({
  page,
}) => {
  const deployed = await deploy(served, origin!.url, ['--live', 'all']);
  expect(deployed.code, deployed.stderr).toBe(0);
  const base = `${origin!.url}/releases/discovery/${version}`;
  expect(deployed.stdout).toContain(`discovery ${version} loads from ${base}/mf-manifest.json`);
  expect(deployed.stdout).toContain(`registered discovery ${version} at ${base}/mf-manifest.json`);
  expect(deployed.stdout).toContain(
    `discovery ${version} is live for default, food, grocery, pharmacy, ecommerce, parcel`,
  );

  const get = (name: string, encoding = 'identity') =>
    fetch(`${base}/${name}`, { headers: { 'accept-encoding': encoding } });
  // Entries are revalidated on every use; hashed files are kept for a year; all of it cross-origin.
  const manifest = await get('mf-manifest.json');
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect((await get('remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
  const hashed = readdirSync(build).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
  const chunk = await get(hashed);
  expect(chunk.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  // The build's own .gz and .br are sent as they are, for the encoding asked.
  for (const encoding of ['gzip', 'br']) {
    const compressed = await get('remoteEntry.js', encoding);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/i);
  }
  expect((await get('remoteEntry.js')).headers.get('content-encoding')).toBeNull();
  // A 404 is never kept, not even under a hashed name.
  const missing = await get('missing.0123abcd.js');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBe('no-store');

  // A customer's page composes discovery from the static origin.
  const fromOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${base}/`)) fromOrigin.push(request.url());
  });
  const grocery = await moduleOfType('grocery');
  await page.goto('/');
  await chooseModule(page, grocery.module_name);
  await expect(page.locator('#part-discovery')).toHaveAttribute('data-part-version', version);
  await expect(page.getByRole('heading', { level: 2, name: 'Most popular' })).toBeVisible();
  expect(fromOrigin.some((url) => url.startsWith(`${base}/remoteEntry.js`))).toBe(true);
  expect(fromOrigin.some((url) => /\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
});
