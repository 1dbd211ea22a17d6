import { createHash } from 'node:crypto';

/** A strong ETag for a body: its SHA-1, quoted. */
export const strongEtag = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names the ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
