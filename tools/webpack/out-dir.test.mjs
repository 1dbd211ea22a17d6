import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { OUT_DIR_MARKER, claimOutDir } = require('./out-dir.cjs');

let work;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'out-dir-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

test('PART_OUT_DIR refuses a folder with files it did not make (dist, a live release)', () => {
  const dist = path.join(work, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  expect(() => claimOutDir(dist)).toThrow('is not empty and was not made by a build');
  expect(readdirSync(dist)).toEqual(['mf-manifest.json']);
});

test('a new or empty folder is made and marked; a folder it made is taken again', () => {
  const out = path.join(work, 'out', 'discovery');
  expect(claimOutDir(out)).toBe(out);
  expect(existsSync(path.join(out, OUT_DIR_MARKER))).toBe(true);
  writeFileSync(path.join(out, 'main.1234abcd.js'), '');
  expect(claimOutDir(out)).toBe(out);
  const empty = path.join(work, 'empty');
  mkdirSync(empty);
  expect(claimOutDir(empty)).toBe(empty);
});
