/** Where the browser keeps its canary id (shared/src/contract/canary.ts). */
export const BROWSER_ID_KEY = 'storefront-browser-id';

const ID_SHAPE = /^[0-9a-f]{32}$/;
/** The id for this page's life when storage is off: the browser is then drawn afresh per page. */
let fallbackId: string | undefined;

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * This browser's random id, made once and kept, so that it stays in or out of each canary. It
 * says nothing about the customer: it is hashed here with each canary, and sent only to the
 * registry by a browser in a canary, to get its signed assignment and with that canary's reports.
 */
export function browserId(): string {
  try {
    const stored = localStorage.getItem(BROWSER_ID_KEY);
    if (stored && ID_SHAPE.test(stored)) return stored;
    const made = randomId();
    localStorage.setItem(BROWSER_ID_KEY, made);
    return made;
  } catch {
    fallbackId ??= randomId();
    return fallbackId;
  }
}
