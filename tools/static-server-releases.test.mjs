// A remote's server, started as `npm start` starts it, over stand-in releases: it serves them under
// /releases/<remote>/<version>/ and the older /releases/<version>/, immutable, and never lets a cache
// keep a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from './jest/static-server.mjs';

let stopServer;
let origin;
let work;

/** Writes a stand-in manifest at `relative` under discovery's releases folder. */
function release(relative) {
  const dir = path.join(work, 'releases', 'mfe-discovery', relative);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'discovery', at: relative }));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'remote-releases-'));
  mkdirSync(path.join(work, 'dist'));
  writeFileSync(path.join(work, 'dist', 'mf-manifest.json'), '{}');
  release('discovery/1.5.0');
  release('1.4.0');
  const dist = path.join(work, 'dist');
  ({ origin, stop: stopServer } = await startStaticServer({
    dir: dist,
    cwd: 'mfe-discovery',
    env: { RELEASES_ROOT: path.join(work, 'releases') },
  }));
}, 30_000);

afterAll(() => {
  stopServer?.();
  rmSync(work, { recursive: true, force: true });
});

test('a release under its remote and version, and one published before URLs named the remote, are immutable', async () => {
  for (const at of ['discovery/1.5.0', '1.4.0']) {
    const response = await fetch(`${origin}/releases/${at}/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'discovery', at });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  }
});

test('a 404, under /releases/ or for a content-hashed name, is not stored by any cache', async () => {
  for (const pathname of [
    '/releases/discovery/9.9.9/mf-manifest.json',
    '/releases/account/1.5.0/mf-manifest.json',
    '/releases/discovery/1.5.0/main.0123abcd.js',
    '/releases/../package.json',
    '/main.0123abcd.js',
  ]) {
    const response = await fetch(`${origin}${pathname}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
});
