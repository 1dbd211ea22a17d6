import { sitePath } from './site-path';

/** The query parameter that carries where to go back to after signing in. */
export const RETURN_PARAM = 'return_to';

/** Longer than any page of this site's address; anything longer is not a page of it. */
const MAX_RETURN_LENGTH = 2000;

/**
 * A path on this site to return to, or null: a path `sitePath` accepts (never another host in
 * disguise) that is not a sign-in page itself. Full URLs are never followed.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_LENGTH) return null;
  const path = sitePath(value);
  if (!path || path === '/auth' || path.startsWith('/auth/')) return null;
  return path;
}

/** The sign-in page, asked to come back to `path` (this site's paths only) once signed in. */
export function signInPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back ? `/auth/sign-in?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/auth/sign-in';
}

/** Where a sign-in from this address should land: the page that sent the customer, else /home. */
export function afterSignInPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/home';
}
