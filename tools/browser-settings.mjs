// The page's timeouts, set on the shell's server and sent to the browser in /env.js (see
// static-server.mjs): how long an API call and the registry's read may take before the page gives
// up on them. Unset, the page keeps its own defaults (shared/src/config/runtime-env.ts: 15 s and 8 s).
// The e2e suite sets short ones, so that its tests of a server that never answers end in seconds.

/** The longest a timeout may be: two minutes. */
export const MAX_TIMEOUT_MS = 120_000;

/** Each setting's variable and its key in /env.js. */
export const TIMEOUT_SETTINGS = { API_TIMEOUT_MS: 'apiTimeoutMs', REGISTRY_TIMEOUT_MS: 'registryTimeoutMs' };

/** One timeout in milliseconds, or undefined when unset; anything but a whole number from 1 to the maximum throws. */
export function timeoutSetting(name, source = process.env) {
  const text = source[name]?.trim();
  if (!text) return undefined;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(ms) || ms < 1 || ms > MAX_TIMEOUT_MS) {
    throw new Error(
      `${name} must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, as 15000 (it is "${source[name]}").`,
    );
  }
  return ms;
}

/** The timeouts set, under their /env.js keys ({} when none is). */
export function browserTimeouts(source = process.env) {
  const timeouts = {};
  for (const [name, key] of Object.entries(TIMEOUT_SETTINGS)) {
    const ms = timeoutSetting(name, source);
    if (ms !== undefined) timeouts[key] = ms;
  }
  return timeouts;
}
