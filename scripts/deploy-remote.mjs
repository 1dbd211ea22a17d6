// npm run deploy -w mfe-<name> [-- --live food,grocery] [--from dir]
// Publishes a release build of the remote (PART_VERSION=… npm run build -w mfe-<name>, which goes to
// builds/<version>/) as an immutable release on its static origin (the folder its server serves under
// /releases/<version>/) and registers that version with the registry. With --live it also goes live
// for those modules, in the same step; other modules keep their version. The build the remote's
// server serves at its root (dist/) is never read or written here.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originOf, partByFolder } from '../tools/parts.mjs';
import { releasesDir } from '../tools/releases.mjs';
import { parseScopes, registryClient } from '../tools/registry-client.mjs';

const { values } = parseArgs({
  options: { live: { type: 'string' }, from: { type: 'string' } },
});
const folder = path.basename(process.cwd());
const part = partByFolder(folder);
if (part.kind !== 'remote') throw new Error(`${folder} is not a remote; run this with -w mfe-<name>.`);

/** The build to publish: --from, PART_OUT_DIR, builds/$PART_VERSION, else the newest release build. */
function chooseBuild() {
  if (values.from) return path.resolve(values.from);
  if (process.env.PART_OUT_DIR) return path.resolve(process.env.PART_OUT_DIR);
  const builds = path.resolve('builds');
  if (process.env.PART_VERSION) return path.join(builds, process.env.PART_VERSION);
  const built = existsSync(builds)
    ? readdirSync(builds)
        .map((name) => path.join(builds, name, 'mf-manifest.json'))
        .filter((file) => existsSync(file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    : [];
  if (built.length === 0) {
    console.error(`No release build of ${folder}: run "PART_VERSION=<version> npm run build -w ${folder}" first.`);
    process.exit(1);
  }
  return path.dirname(built[0]);
}

const buildDir = chooseBuild();
const manifestFile = path.join(buildDir, 'mf-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${buildDir} has no mf-manifest.json: run "npm run build -w ${folder}" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const version = manifest.metaData?.buildInfo?.buildVersion;
if (manifest.name !== part.remote || !version) {
  console.error(`${manifestFile} is not a build of ${part.remote}.`);
  process.exit(1);
}

/** A fingerprint of every file of a build, to tell a re-publish of the same files from a clash. */
function fingerprint(dir) {
  const hash = createHash('sha256');
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const target = path.join(releasesDir(folder), version);
const origin = (process.env.PUBLIC_ORIGIN ?? originOf(folder)).replace(/\/+$/, '');
const manifestUrl = `${origin}/releases/${version}/mf-manifest.json`;
const registry = registryClient();

// The files are staged beside their place, the registry accepts the release, and only then are they
// renamed into place: a release the registry refuses (409: that version has other files) leaves
// nothing on the origin, and the origin never serves half a release.
const staging = `${target}.partial`;
let alreadyPublished = false;
if (existsSync(target)) {
  if (fingerprint(target) !== fingerprint(buildDir)) {
    console.error(
      `${part.remote} ${version} is already published with other files. A release never changes: build a new version (PART_VERSION=… npm run build -w ${folder}).`,
    );
    process.exit(1);
  }
  alreadyPublished = true;
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  cpSync(buildDir, staging, { recursive: true });
}

try {
  await registry.publish(part.remote, version, manifestUrl);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`${error.message}\nNothing was published.`);
  process.exit(1);
}
if (alreadyPublished) {
  console.log(`${part.remote} ${version} is already on the origin; registered it again.`);
} else {
  renameSync(staging, target);
  console.log(`${part.remote} ${version} published to ${target}`);
}
console.log(`registered ${part.remote} ${version} at ${manifestUrl}`);

try {
  if (values.live) {
    const scopes = parseScopes([values.live]);
    await registry.change({ [part.remote]: Object.fromEntries(scopes.map((scope) => [scope, version])) });
    console.log(`${part.remote} ${version} is live for ${scopes.join(', ')}`);
  } else {
    console.log(`not live anywhere yet: npm run registry -- set ${part.remote} ${version} <modules|all>`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
