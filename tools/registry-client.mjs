// Calls to the registry's control plane, for the CLI and the deploy script. REGISTRY_URL and
// REGISTRY_OPERATOR_TOKEN point them at another registry than the embedded one.
import { originOf } from './parts.mjs';

export const MODULE_SCOPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];
export const ALL_SCOPES = ['default', ...MODULE_SCOPES];

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
    publish: (remote, version, manifestUrl) => call('POST', `/remotes/${remote}/releases`, { version, manifestUrl }),
    change: (live) => call('PATCH', '/live', live),
    history: () => call('GET', '/history'),
    rollback: (to) => call('POST', '/rollback', { to }),
    failures: () => call('GET', '/failures'),
    reset: () => call('POST', '/reset'),
  };
}

/** "food,grocery", "all" or "default" to registry scopes; throws on a name that is not one. */
export function parseScopes(list) {
  const names = list
    .flatMap((entry) => entry.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.includes('all')) return ALL_SCOPES;
  for (const name of names) {
    if (!ALL_SCOPES.includes(name)) throw new Error(`"${name}" is not a module: use ${ALL_SCOPES.join(', ')} or all.`);
  }
  return [...new Set(names)];
}

/** One line per remote: what is live where. */
export function formatRegistry(registry) {
  const lines = [`revision ${registry.revision}, changed ${registry.updatedAt}`];
  for (const remote of registry.remotes) {
    const live = ALL_SCOPES.map((scope) => `${scope}=${remote.live[scope] ?? 'off'}`).join(' ');
    const versions = remote.releases.map((r) => r.version).join(', ');
    lines.push(`${remote.name.padEnd(14)} ${live}`);
    lines.push(`${''.padEnd(14)} releases: ${versions}`);
  }
  return lines.join('\n');
}
