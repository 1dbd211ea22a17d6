/**
 * Canary membership: which browsers get a canary release. A browser keeps one random id; hashed
 * with the remote, the scope and the canary's version it falls in one of 100 buckets, so the same
 * browser stays in or out of that canary on every page, and another canary draws its own browsers.
 */

/** Buckets a browser can fall in; a canary's share (whole percent) is how many of them get it. */
export const CANARY_BUCKETS = 100;

/** 32-bit FNV-1a of a string's UTF-16 code units, finished with murmur3's mix so every bit spreads. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The bucket (0–99) a browser falls in for one canary release of a remote in a scope. */
export function canaryBucket(browserId: string, remote: string, scope: string, version: string): number {
  return fnv1a32(`${browserId}|${remote}|${scope}|${version}`) % CANARY_BUCKETS;
}

/** Whether a browser gets a canary that goes to `share` percent of browsers. */
export const inCanary = (
  browserId: string,
  remote: string,
  scope: string,
  canary: { version: string; share: number },
) => canaryBucket(browserId, remote, scope, canary.version) < canary.share;
