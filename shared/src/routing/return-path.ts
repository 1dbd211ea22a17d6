/** The query parameter that carries where to go back to after signing in. */
export const RETURN_PARAM = 'return_to';

/** Longer than any page of this site's address; anything longer is not a page of it. */
const MAX_RETURN_LENGTH = 2000;

/**
 * A path on this site to return to, or null: it must start with exactly one '/' (never '//' or
 * '/\', which browsers read as another site), carry no control characters, and not be a sign-in
 * page itself. Full URLs are never followed.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value === '/auth' || value.startsWith('/auth/')) return null;
  return value;
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
