/**
 * Characters no path of this site holds, and which browsers rewrite while reading a URL: `\` reads
 * as `/`, tabs and newlines are dropped, surrounding spaces and controls are trimmed. So
 * `/\evil.example` and `/<TAB>/evil.example` both lead to another host.
 */
// eslint-disable-next-line no-control-regex
const REWRITTEN = /[\s\u0000-\u001f\u007f-\u009f\\]/;

const here = (): string => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/**
 * `value` when it is a path on this site (a single leading `/`, with any query and fragment), else
 * null. Rewritten characters are refused as typed and percent-encoded in the path, and what remains
 * must resolve to this site's own origin.
 */
export function sitePath(value: string | null | undefined, origin: string = here()): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || REWRITTEN.test(value)) return null;
  let path: string;
  try {
    path = decodeURIComponent(value.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return null;
  }
  if (path.startsWith('//') || REWRITTEN.test(path)) return null;
  try {
    return new URL(value, origin).origin === new URL(origin).origin ? value : null;
  } catch {
    return null;
  }
}
