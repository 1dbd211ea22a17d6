// npm run deploy -w mfe-<name> [-- --live food,grocery] [--from dir] [--upload-dir dir]
// Publishes a release build of the remote (PART_VERSION=… npm run build -w mfe-<name>, which goes to
// builds/<version>/) as an immutable release on its static origin (the folder its server serves under
// /releases/<remote>/<version>/) and registers that version, with its content digest, with the registry. With --live it also goes live
// for those modules, in the same step; other modules keep their version. The build the remote's
// server serves at its root (dist/) is never read or written here. It prints the registry it talks
// to first, and checks every argument before it copies or registers anything.
// With --upload-dir (or RELEASES_UPLOAD_DIR: the folder a static origin serves at PUBLIC_ORIGIN, as a
// CDN's origin folder or a mounted bucket) the release is uploaded there first, read back from its
// public URL (tools/static-origin.mjs), and registered only once it loads from there.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PARTS, originOf } from '../tools/parts.mjs';
import { releasesDir } from '../tools/releases.mjs';
import { isReleaseFile, releaseDigest } from '../tools/release-digest.mjs';
import { parseScopes, registryClient } from '../tools/registry-client.mjs';
import { checkRelease, uploadRelease } from '../tools/static-origin.mjs';

const registry = registryClient();
console.log(`registry: ${registry.url}`);

/** Exits before anything is published or registered. */
function refuse(message, code = 1) {
  console.error(`${message}\nNothing was published.`);
  process.exit(code);
}

// Every argument is checked first: a typo (--live groceries) publishes nothing.
let values;
try {
  ({ values } = parseArgs({
    options: { live: { type: 'string' }, from: { type: 'string' }, 'upload-dir': { type: 'string' } },
  }));
} catch (error) {
  refuse(
    `${error.message}\nusage: npm run deploy -w mfe-<name> [-- --live <modules|all>] [--from <build folder>] [--upload-dir <origin folder>]`,
    2,
  );
}
let liveScopes = null;
try {
  if (values.live !== undefined) liveScopes = parseScopes([values.live]);
} catch (error) {
  refuse(`--live: ${error.message}`, 2);
}
const folder = path.basename(process.cwd());
const part = PARTS.find((p) => p.folder === folder);
if (part?.kind !== 'remote') refuse(`${folder} is not a remote; run this with -w mfe-<name>.`, 2);
const uploadDir = values['upload-dir'] ?? process.env.RELEASES_UPLOAD_DIR;
// The check reads the release back from its public URL: a folder without the URL that serves it
// cannot be checked.
if (uploadDir && !process.env.PUBLIC_ORIGIN) {
  refuse('--upload-dir (RELEASES_UPLOAD_DIR) needs PUBLIC_ORIGIN: the URL the origin serves that folder at.', 2);
}

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
  if (built.length === 0)
    refuse(`No release build of ${folder}: run "PART_VERSION=<version> npm run build -w ${folder}" first.`);
  return path.dirname(built[0]);
}

const buildDir = chooseBuild();
const manifestFile = path.join(buildDir, 'mf-manifest.json');
if (!existsSync(manifestFile)) refuse(`${buildDir} has no mf-manifest.json: run "npm run build -w ${folder}" first.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const version = manifest.metaData?.buildInfo?.buildVersion;
if (manifest.name !== part.remote || !version) refuse(`${manifestFile} is not a build of ${part.remote}.`);

// The URL names the remote: on one origin (a CDN for every remote) discovery 1.5.0 and account
// 1.5.0 are two releases. Folders mirror the path: the remote's server serves its releases folder
// under /releases/, a static origin its upload folder at PUBLIC_ORIGIN.
const origin = (process.env.PUBLIC_ORIGIN ?? originOf(folder)).replace(/\/+$/, '');
const manifestUrl = `${origin}/releases/${part.remote}/${version}/mf-manifest.json`;
// The registry keeps it and refuses other files under this version, from any origin.
const digest = releaseDigest(buildDir);

/** Registers the release; returns the manifest URL the registry keeps for it. */
async function register() {
  const after = await registry.publish(part.remote, version, manifestUrl, digest);
  // The same files published earlier from another origin stay registered where they were first.
  return (
    after?.remotes?.find((r) => r.name === part.remote)?.releases.find((r) => r.version === version)?.manifestUrl ??
    manifestUrl
  );
}

/**
 * The embedded origin (the remote's own server): the files are staged beside their place, the
 * registry accepts the release, and only then are they renamed into place: a release the registry
 * refuses (409: that version has other files) leaves nothing on the origin, and the origin never
 * serves half a release.
 */
async function deployToLocalOrigin() {
  const target = path.join(releasesDir(folder), part.remote, version);
  const staging = `${target}.partial`;
  let alreadyPublished = false;
  if (existsSync(target)) {
    if (releaseDigest(target) !== digest) {
      refuse(
        `${part.remote} ${version} is already published with other files. A release never changes: build a new version (PART_VERSION=… npm run build -w ${folder}).`,
      );
    }
    alreadyPublished = true;
  } else {
    mkdirSync(path.dirname(target), { recursive: true });
    rmSync(staging, { recursive: true, force: true });
    cpSync(buildDir, staging, { recursive: true, filter: (source) => isReleaseFile(path.basename(source)) });
  }
  let registered;
  try {
    registered = await register();
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    refuse(error.message);
  }
  if (alreadyPublished) {
    console.log(`${part.remote} ${version} is already on the origin; registered it again.`);
  } else {
    renameSync(staging, target);
    console.log(`${part.remote} ${version} published to ${target}`);
  }
  return registered;
}

/**
 * A static origin (a CDN's origin folder, a mounted bucket): it only serves what it has, so the
 * release is uploaded first, then read back from its public URL, and registered only when it loads
 * there; the shop never learns of a URL that does not work. What this run uploaded is removed again
 * when the check or the registry refuses.
 */
async function deployToStaticOrigin() {
  let upload;
  try {
    upload = uploadRelease({ buildDir, uploadDir, remote: part.remote, version, digest });
  } catch (error) {
    refuse(error.message);
  }
  const undo = () => upload.uploaded && rmSync(upload.target, { recursive: true, force: true });
  console.log(
    upload.uploaded
      ? `${part.remote} ${version} uploaded to ${upload.target}`
      : `${part.remote} ${version} is already on the origin (${upload.target}) with these files.`,
  );
  try {
    await checkRelease({ manifestUrl, buildDir, remote: part.remote, version, siteOrigin: originOf('shell') });
  } catch (error) {
    undo();
    refuse(`The release does not load from its public URL, so the registry was not changed: ${error.message}`);
  }
  console.log(`${part.remote} ${version} loads from ${manifestUrl}`);
  try {
    return await register();
  } catch (error) {
    undo();
    refuse(error.message);
  }
}

const registered = await (uploadDir ? deployToStaticOrigin() : deployToLocalOrigin());
console.log(`registered ${part.remote} ${version} at ${registered} (${digest})`);
if (registered !== manifestUrl) {
  console.log(`${part.remote} ${version} was first published with these files at ${registered}: it stays there.`);
}

try {
  if (liveScopes) {
    await registry.change({ [part.remote]: Object.fromEntries(liveScopes.map((scope) => [scope, version])) });
    console.log(`${part.remote} ${version} is live for ${liveScopes.join(', ')}`);
  } else {
    console.log(`not live anywhere yet: npm run registry -- set ${part.remote} ${version} <modules|all>`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
