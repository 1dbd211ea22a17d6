// Where a remote's published releases live: the folder its server serves under /releases/. The
// embedded default keeps them beside the package; RELEASES_ROOT moves every remote's releases
// (one sub-folder each), as a test run or a shared volume would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const releasesDir = (folder) =>
  process.env.RELEASES_ROOT
    ? path.join(path.resolve(process.env.RELEASES_ROOT), folder)
    : path.join(ROOT, folder, 'releases');
