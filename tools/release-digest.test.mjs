// A release's digest: the same files give the same digest wherever they lie and in whatever order they
// were written; any other byte, name or split of the bytes gives another.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseDigest, releaseFiles } from './release-digest.mjs';

let work;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'release-digest-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Writes `files` ({ 'a/b.js': 'text' }) under a new folder, in the order given. */
function build(name, files) {
  const dir = path.join(work, name);
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), text);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

const FILES = {
  'mf-manifest.json': '{"name":"discovery"}',
  'main.0123abcd.js': 'console.log(1);',
  'assets/logo.0123abcd.svg': '<svg/>',
  'a-b.js': 'x',
};

test('the same files give the same digest, whatever folder and write order; the marker is not part of it', () => {
  const one = build('one', FILES);
  const reversed = build('two', Object.fromEntries(Object.entries(FILES).reverse()));
  writeFileSync(path.join(reversed, '.part-out-dir'), 'marker');
  expect(releaseDigest(one)).toMatch(/^sha256:[0-9a-f]{64}$/);
  expect(releaseDigest(reversed)).toBe(releaseDigest(one));
  // Sorted by full relative path with '/', by code unit: 'a-b.js' before 'assets/…'.
  expect(releaseFiles(reversed)).toEqual([
    'a-b.js',
    'assets/logo.0123abcd.svg',
    'main.0123abcd.js',
    'mf-manifest.json',
  ]);
});

test('one other byte, another name or the same bytes split differently give another digest', () => {
  const digest = releaseDigest(build('base', FILES));
  expect(releaseDigest(build('byte', { ...FILES, 'main.0123abcd.js': 'console.log(2);' }))).not.toBe(digest);
  const { 'a-b.js': moved, ...rest } = FILES;
  expect(releaseDigest(build('name', { ...rest, 'a-c.js': moved }))).not.toBe(digest);
  expect(releaseDigest(build('extra', { ...FILES, 'more.js': '' }))).not.toBe(digest);
  const split = (a, b) => releaseDigest(build(`split-${a}`, { 'a.js': a, 'b.js': b }));
  expect(split('ab', 'c')).not.toBe(split('a', 'bc'));
});
