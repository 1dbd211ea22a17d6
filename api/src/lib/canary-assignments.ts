import crypto from 'node:crypto';
import { safeEqual } from './security';

/**
 * Canary assignments: the registry's word that a browser (its id) is in a canary of a remote's
 * release in a scope, until an expiry. An HMAC over those five under CANARY_SIGNING_SECRET, which
 * every API instance shares, so any instance checks what another signed. Reports of loads and
 * failures count for the canary only with one (routes/registry-canary.ts).
 */

/** How long an assignment holds; the shell asks for a new one when its copy runs out. */
export const ASSIGNMENT_MINUTES = 60;

/** Keeps an assignment's signature from passing for any other signed text. */
const PURPOSE = 'canary-assignment';

export interface AssignmentSubject {
  browserId: string;
  remote: string;
  scope: string;
  version: string;
}

const signatureOf = (secret: string, { browserId, remote, scope, version }: AssignmentSubject, expires: number) =>
  crypto
    .createHmac('sha256', secret)
    .update([PURPOSE, browserId, remote, scope, version, expires].join('\n'))
    .digest('base64url');

/** A signed assignment for `subject` from `now` on: its token (`<expiry>.<signature>`) and expiry. */
export function signAssignment(secret: string, subject: AssignmentSubject, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + ASSIGNMENT_MINUTES * 60;
  return {
    token: `${expires}.${signatureOf(secret, subject, expires)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
    expiresIn: ASSIGNMENT_MINUTES * 60,
  };
}

/**
 * Whether `token` is an assignment this registry signed for exactly this browser, remote, scope and
 * version, and has not expired at `now`. A token made for another browser or release fails the
 * signature; a missing one fails too.
 */
export function assignmentHolds(
  secret: string,
  subject: Partial<AssignmentSubject>,
  token: string | undefined,
  now: Date,
): boolean {
  const { browserId, remote, scope, version } = subject;
  if (!token || !browserId || !remote || !scope || !version) return false;
  const [expiresText = '', signature = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  return safeEqual(signature, signatureOf(secret, { browserId, remote, scope, version }, expires));
}
