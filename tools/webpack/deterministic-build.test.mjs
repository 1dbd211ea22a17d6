// The same source and version build byte-identical twice, every file (.br and .gz too): a re-run
// deploy finds the release it published. Two real production builds of the account remote (three
// exposes, whose federation stats came out in a random order before they were sorted), each into a
// temporary PART_OUT_DIR, so no live build is touched. About 40 s on two cores.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseDigest, releaseFiles } from '../release-digest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VERSION = '0.0.0-determinism';

let work;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'deterministic-build-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(outDir) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(ROOT, 'mfe-account'),
        env: { ...process.env, PART_OUT_DIR: outDir, PART_VERSION: VERSION },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve()),
    );
  });
}

test('two builds of the same source and version are byte-identical, file by file', async () => {
  const [first, second] = [path.join(work, 'first'), path.join(work, 'second')];
  await build(first);
  await build(second);
  const files = releaseFiles(first);
  expect(files).toContain('mf-stats.json.br');
  expect(releaseFiles(second)).toEqual(files);
  const differing = files.filter(
    (file) => !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))),
  );
  expect(differing).toEqual([]);
  expect(releaseDigest(second)).toBe(releaseDigest(first));
}, 300_000);
