// Calls to the registry's control plane, for the CLI and the deploy script. REGISTRY_URL and
// REGISTRY_OPERATOR_TOKEN point them at another registry than the embedded one (by default the API
// of this copy of the site: PORT_OFFSET moves it).
import { originOf } from './parts.mjs';

export const REMOTE_NAMES = ['discovery', 'cart_checkout', 'account', 'parcel'];
export const MODULE_SCOPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];
export const ALL_SCOPES = ['default', ...MODULE_SCOPES];
const VERSION = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]+)?$/;

export function registryClient({
  url = process.env.REGISTRY_URL ?? `${process.env.API_URL ?? originOf('api')}/registry`,
  token = process.env.REGISTRY_OPERATOR_TOKEN ?? 'local-operator-token',
} = {}) {
  async function call(method, path, body) {
    let response;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`The registry at ${url} cannot be reached (${error.cause?.code ?? error.message}).`);
    }
    const text = await response.text();
    const data = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const message = data?.errors?.map((e) => e.message).join(' ') || `${response.status} ${response.statusText}`;
      throw new Error(`${method} ${path}: ${message}`);
    }
    return data;
  }
  return {
    url,
    read: () => call('GET', ''),
    /** digest: the release's content digest (release-digest.mjs); the registry refuses other content under that version. */
    publish: (remote, version, manifestUrl, digest) =>
      call('POST', `/remotes/${remote}/releases`, { version, manifestUrl, ...(digest ? { digest } : {}) }),
    change: (live) => call('PATCH', '/live', live),
    /** Newest first; { remote, scope, limit } narrow it to the entries that changed that remote (there). */
    history: (query = {}) => {
      const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined));
      return call('GET', `/history${search.size > 0 ? `?${search}` : ''}`);
    },
    /** { remote, scope? }: that remote's last change undone; { to }: an earlier entry's whole state. */
    rollback: (body) => call('POST', '/rollback', body),
    failures: () => call('GET', '/failures'),
    /** { remote, scope, version, share }: starts that canary, or replaces the one in that scope. */
    startCanary: (body) => call('POST', '/canaries', body),
    promoteCanary: (remote, scope) => call('POST', '/canaries/promote', { remote, scope }),
    stopCanary: (remote, scope) => call('POST', '/canaries/stop', { remote, scope }),
    /** The canary settings and every canary with its window's loads and failures. */
    canaries: () => call('GET', '/canaries'),
    changeSettings: (settings) => call('PATCH', '/settings', settings),
    /** { remote, version, scope?, minutes? }: a signed link (its path on the site) and when it expires. */
    preview: (body) => call('POST', '/previews', body),
    reset: () => call('POST', '/reset'),
  };
}

/** "food,grocery", "all" or "default" to registry scopes; throws on a name that is not one. */
export function parseScopes(list) {
  const names = list
    .flatMap((entry) => entry.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error(`Name the modules: ${ALL_SCOPES.join(', ')} or all.`);
  if (names.includes('all')) return ALL_SCOPES;
  for (const name of names) {
    if (!ALL_SCOPES.includes(name)) throw new Error(`"${name}" is not a module: use ${ALL_SCOPES.join(', ')} or all.`);
  }
  return [...new Set(names)];
}

/** A remote's name, or an error naming the known ones. */
export function parseRemote(name) {
  if (REMOTE_NAMES.includes(name)) return name;
  throw new Error(`"${name ?? ''}" is not a remote: use ${REMOTE_NAMES.join(', ')}.`);
}

/** One scope (a module or 'default'), or an error naming the known ones. */
export function parseScope(name) {
  if (ALL_SCOPES.includes(name)) return name;
  throw new Error(`"${name ?? ''}" is not a module: use ${ALL_SCOPES.join(', ')}.`);
}

/** A version label (1.4.0, 1.4.0-rc.1), or an error. */
export function parseVersion(version) {
  if (VERSION.test(version ?? '')) return version;
  throw new Error(`"${version ?? ''}" is not a version: it looks like 1.4.0 or 1.4.0-rc.1.`);
}

/** A whole number from `min` to `max` given for an option, or an error naming the option. */
export function parseWhole(value, option, min, max) {
  const number = Number(value);
  if (/^\d+$/.test(value ?? '') && number >= min && number <= max) return number;
  throw new Error(`--${option} is a whole number from ${min} to ${max}, not "${value ?? ''}".`);
}

/** One line per history entry: id, when, who, what it did (before → after). */
export function formatHistory(changes) {
  if (changes.length === 0) return 'No entry in the history.';
  return changes.map((c) => `#${String(c.id).padEnd(5)} ${c.at}  ${c.actor.padEnd(14)} ${c.action}`).join('\n');
}

/** One line per remote: what is live where. */
export function formatRegistry(registry) {
  const lines = [`revision ${registry.revision}, changed ${registry.updatedAt}`];
  for (const remote of registry.remotes) {
    const live = ALL_SCOPES.map((scope) => `${scope}=${remote.live[scope] ?? 'off'}`).join(' ');
    const versions = remote.releases.map((r) => r.version).join(', ');
    lines.push(`${remote.name.padEnd(14)} ${live}`);
    lines.push(`${''.padEnd(14)} releases: ${versions}`);
    const canaries = Object.entries(remote.canary ?? {}).map(([scope, c]) => `${scope}=${c.version} (${c.share}%)`);
    if (canaries.length > 0) lines.push(`${''.padEnd(14)} canary: ${canaries.join(' ')}`);
  }
  return lines.join('\n');
}
