// Deploying to a static origin (a CDN's origin folder or a mounted bucket): the release is uploaded
// into the folder the origin serves, then read back from its public URL as a browser on the shop's
// page would read it, before the registry is told about it. See scripts/deploy-remote.mjs.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { isReleaseFile, releaseDigest } from './release-digest.mjs';

/** Where a release lives in an upload folder: the same path as its URL under PUBLIC_ORIGIN. */
export const uploadTarget = (uploadDir, remote, version) =>
  path.join(path.resolve(uploadDir), 'releases', remote, version);

/**
 * A release is public: its server may read it as another user (nginx started as root serves as
 * nobody), whatever modes the build folder had (a temporary folder is 0700).
 */
function makeReadable(dir) {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, name);
    chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);
  }
}

/**
 * Copies a release into the upload folder under a hidden temporary name, then renames it into place,
 * so the origin never serves half a release. Returns { target, uploaded }: uploaded is false when the
 * same files were already there (a re-run deploy). Throws when that version is there with other files.
 */
export function uploadRelease({ buildDir, uploadDir, remote, version, digest = releaseDigest(buildDir) }) {
  const target = uploadTarget(uploadDir, remote, version);
  const refuseOther = () =>
    new Error(`${remote} ${version} is already on the origin (${target}) with other files. A release never changes.`);
  if (existsSync(target)) {
    if (releaseDigest(target) !== digest) throw refuseOther();
    return { target, uploaded: false };
  }
  mkdirSync(path.dirname(target), { recursive: true });
  // A dot name: origins do not serve it (the nginx recipe refuses dot files), and it is on the same
  // filesystem as the target, so the rename is atomic.
  const staging = path.join(path.dirname(target), `.${version}.upload-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    cpSync(buildDir, staging, { recursive: true, filter: (source) => isReleaseFile(path.basename(source)) });
    makeReadable(staging);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another deploy put the same version in place meanwhile: the same files are fine, others are not.
    if (['ENOTEMPTY', 'EEXIST'].includes(error.code) && existsSync(target)) {
      if (releaseDigest(target) !== digest) throw refuseOther();
      return { target, uploaded: false };
    }
    throw new Error(`Uploading ${remote} ${version} to ${target} failed: ${error.message}`);
  }
  return { target, uploaded: true };
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const SCRIPT_TYPE = /^(application|text)\/(x-)?(javascript|ecmascript)\s*(;|$)/i;
const TIMEOUT_MS = 15_000;

/**
 * Reads one file of the release from the origin and checks what a browser needs: 200, the content
 * type, CORS for the shop's origin, and the release's own bytes (not another build's, not a stale copy).
 */
async function checkFile(url, { type, typeName, expected, siteOrigin, fetchImpl }) {
  let response;
  try {
    response = await fetchImpl(url, { headers: { origin: siteOrigin }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${url} could not be read: ${error.cause?.code ?? error.cause?.message ?? error.message}.`);
  }
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200.`);
  const contentType = response.headers.get('content-type') ?? '';
  if (!type.test(contentType)) {
    throw new Error(`${url} is sent as "${contentType || 'no content type'}", not ${typeName}.`);
  }
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed !== '*' && allowed !== siteOrigin) {
    throw new Error(
      `${url} has no Access-Control-Allow-Origin for ${siteOrigin} (${allowed ?? 'none'}): the shop's pages could not load it.`,
    );
  }
  const body = await response.text();
  if (body !== expected) throw new Error(`${url} is not this release's file: the origin serves other bytes.`);
  return body;
}

/**
 * Checks that the release's manifest and the remote entry it names load from the public URL. Throws
 * with the URL and what was wrong. buildDir holds the files that were uploaded; siteOrigin is the
 * origin the shop's pages are served from (sent as Origin, as a browser would).
 */
export async function checkRelease({ manifestUrl, buildDir, remote, version, siteOrigin, fetchImpl = fetch }) {
  const local = (name) => readFileSync(path.join(buildDir, ...name.split('/')), 'utf8');
  const options = { siteOrigin, fetchImpl };
  const text = await checkFile(manifestUrl, {
    ...options,
    type: JSON_TYPE,
    typeName: 'application/json',
    expected: local('mf-manifest.json'),
  });
  const manifest = JSON.parse(text);
  if (manifest.name !== remote || manifest.metaData?.buildInfo?.buildVersion !== version) {
    throw new Error(`${manifestUrl} is not ${remote} ${version}.`);
  }
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remote entry.`);
  const entryPath = `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`;
  if (!existsSync(path.join(buildDir, ...entryPath.split('/')))) {
    throw new Error(`${manifestUrl} names ${entryPath}, which the release does not have.`);
  }
  await checkFile(new URL(entryPath, manifestUrl).href, {
    ...options,
    type: SCRIPT_TYPE,
    typeName: 'JavaScript',
    expected: local(entryPath),
  });
}
