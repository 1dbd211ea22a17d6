// What the shell's page asks for before its own scripts run. Composition starts with the registry and
// then the manifests of the remotes the page mounts: each a round trip that would otherwise begin only
// once the shell's scripts have downloaded and run. As preloads they arrive meanwhile.

/** The remotes nearly every page mounts: the browsing pages, and the add-to-cart buttons on them. */
export const DEFAULT_PRELOAD_REMOTES = ['discovery', 'cart_checkout'];

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The cookie the shell keeps the customer's registry scope in (shell/src/composition/scope-cookie.ts). */
const SCOPE_COOKIE = 'storefront_scope';

/** The scope a page request's cookies name; 'default' (no module chosen yet) when none does. */
export function scopeFromCookies(cookieHeader) {
  for (const pair of String(cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === SCOPE_COOKIE && /^[a-z_]{1,32}$/.test(value ?? '')) return value;
  }
  return 'default';
}

/** The manifest URL of the release of `name` live in `scope`; none when the remote is off there. */
function liveManifestUrl(registry, name, scope) {
  const remote = registry?.remotes?.find((entry) => entry.name === name);
  const version = remote?.live?.[scope];
  const release = version ? remote.releases?.find((entry) => entry.version === version) : null;
  return release?.manifestUrl ?? null;
}

/**
 * The <link rel="preload"> tags for the shell's page. `crossorigin` matches how the shell fetches the
 * registry and the federation runtime its manifests (CORS, no credentials), so the browser reuses them.
 * @param {{ registryUrl: string, registry: unknown, remotes?: string[], scope?: string }} site  the last
 *   registry read, and the customer's scope
 */
export function preloadLinks({ registryUrl, registry, remotes = DEFAULT_PRELOAD_REMOTES, scope = 'default' }) {
  const urls = [registryUrl, ...remotes.map((name) => liveManifestUrl(registry, name, scope)).filter(Boolean)];
  return urls.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin>`).join('');
}

/** The page with the preloads at the start of its head, ahead of its scripts. */
export function withPreloads(html, links) {
  return links ? html.replace(/<head>/i, (head) => `${head}${links}`) : html;
}
