// Where a remote's published releases live: the folder its server serves under /releases/. The
// embedded default keeps them beside the package; RELEASES_ROOT moves every remote's releases
// (one sub-folder each), as a test run or a shared volume would. A copy of the site on other ports
// (PORT_OFFSET) keeps its own, under releases/port-offset-<n>/ (git-ignored), unless RELEASES_ROOT says.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT_OFFSET } from './parts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function releasesDir(folder, env = process.env) {
  if (env.RELEASES_ROOT) return path.join(path.resolve(env.RELEASES_ROOT), folder);
  if (PORT_OFFSET !== 0) return path.join(ROOT, 'releases', `port-offset-${PORT_OFFSET}`, folder);
  return path.join(ROOT, folder, 'releases');
}
