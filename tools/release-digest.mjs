// A release's content digest: what the registry keeps for each published version, so that other
// files are refused under that version whatever origin they are published from, and the same files
// (a re-run CI job) are accepted again. It depends only on the files' relative paths and bytes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { OUT_DIR_MARKER } = createRequire(import.meta.url)('./webpack/out-dir.cjs');

/** The files of a release: a build's own, without the marker a PART_OUT_DIR build leaves. */
export const isReleaseFile = (name) => name !== OUT_DIR_MARKER;

/** Every file under `dir`, as relative paths with '/', sorted by code unit (not by locale). */
export function releaseFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (!isReleaseFile(entry.name)) continue;
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.push(path.relative(dir, file).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * "sha256:<hex>" over each file in order: its path, its length, its bytes. Path and length frame
 * each file, so moving bytes from one file to the next changes the digest.
 */
export function releaseDigest(dir) {
  const hash = createHash('sha256');
  for (const relative of releaseFiles(dir)) {
    const bytes = readFileSync(path.join(dir, ...relative.split('/')));
    hash.update(`${relative}\0${bytes.length}\0`).update(bytes);
  }
  return `sha256:${hash.digest('hex')}`;
}
