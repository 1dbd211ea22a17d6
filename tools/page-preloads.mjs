// What the shell's page asks for before its own scripts run. Composition starts with the registry and
// then the manifests of the remotes the page mounts, and the page's own part's scripts: each a round
// trip that would otherwise begin only once the shell's scripts have downloaded and run. The registry
// and manifests arrive meanwhile as preloads; the part's scripts are listed for the shell to ask for
// the moment its own script is in, so they do not share the link with it.
import { routeOwner } from '../shell/src/composition/route-owner.mjs';
import { PART_SCRIPT_PRELOADS_ID } from '../shell/src/composition/part-script-preloads.mjs';

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
 * The scripts a part's page starts with, from its release's manifest: the remote entry and the files
 * of its `app` module loaded with it (`sync`; the `async` ones load later, or are shared libraries the
 * page already has). Files resolve against the manifest's folder (publicPath "auto") or its publicPath.
 * A manifest not of that shape gives none.
 */
export function partScripts(manifest, manifestUrl) {
  try {
    const { publicPath, remoteEntry } = manifest.metaData;
    const base = new URL(!publicPath || publicPath === 'auto' ? '.' : publicPath, manifestUrl);
    const app = manifest.exposes.find((expose) => expose.name === 'app');
    if (typeof remoteEntry?.name !== 'string' || !app) return [];
    const folder = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
    const files = [`${folder}${remoteEntry.name}`, ...app.assets.js.sync];
    return files.filter((file) => typeof file === 'string').map((file) => new URL(file, base).href);
  } catch {
    return [];
  }
}

/**
 * The shell's files of the shared libraries the page's part consumes before its `app` module runs
 * (the manifest's `metaData.consumedAtStart`, tools/webpack/chunk-graph-facts.cjs) that the page's
 * own scripts do not carry: the ones loaded on demand, like formik for the checkout's form. Asked for
 * with the part's scripts, they are not a round trip after those. Paths on the shell's origin.
 * @param {unknown} partManifest  the page's part's manifest
 * @param {{ manifest?: unknown, pageScripts?: string[] }} shell  its manifest and the page's script files
 */
export function sharedScriptsAtStart(partManifest, shell) {
  try {
    const consumed = partManifest?.metaData?.consumedAtStart?.app;
    if (!Array.isArray(consumed) || !shell?.manifest) return [];
    const files = shell.manifest.shared
      .filter((entry) => consumed.includes(entry.name))
      .flatMap((entry) => entry.assets.js.sync);
    const pageScripts = shell.pageScripts ?? [];
    return [...new Set(files)]
      .filter((file) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file) && !pageScripts.includes(file))
      .map((file) => `/${file}`);
  } catch {
    return [];
  }
}

/** The script files a page of the shell loads by itself (its entry): `<script src="/main.1a2b.js">`. */
export function pageScriptsOf(html) {
  return [...String(html).matchAll(/<script[^>]*\ssrc="\/?([\w.-]+\.js)"/g)].map((match) => match[1]);
}

/**
 * The <link rel="preload"> tags for the shell's page. `crossorigin` matches how the shell fetches the
 * registry and the federation runtime its manifests (CORS, no credentials), so the browser reuses them;
 * the part's scripts are plain script preloads, as the runtime adds its script elements.
 * @param {{ registryUrl: string, registry: unknown, remotes?: string[], scope?: string, pathname?: string,
 *   manifests?: Map<string, unknown>, shell?: { manifest?: unknown, pageScripts?: string[] } }} site  the last
 *   registry read, the customer's scope, the page's path, the manifests last read (by URL), and the shell's
 *   own manifest and page scripts
 */
export function preloadLinks({
  registryUrl,
  registry,
  remotes = DEFAULT_PRELOAD_REMOTES,
  scope = 'default',
  pathname = '/',
  manifests = new Map(),
  shell,
}) {
  const owner = routeOwner(pathname, scope === 'default' ? undefined : scope);
  const ownerManifestUrl = owner === 'shell' ? null : liveManifestUrl(registry, owner, scope);
  // The page's own part's manifest too (the parcel module's home is the parcel part's): the runtime
  // reads it before it runs the part's entry, a round trip after the shell's scripts otherwise.
  const manifestUrls = [...remotes.map((name) => liveManifestUrl(registry, name, scope)), ownerManifestUrl];
  const urls = [registryUrl, ...new Set(manifestUrls.filter(Boolean))];
  const fetches = urls.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin>`);
  const ownerManifest = ownerManifestUrl ? manifests.get(ownerManifestUrl) : undefined;
  const scripts = ownerManifestUrl ? partScripts(ownerManifest, ownerManifestUrl) : [];
  // The shared libraries the part needs at once, only with the part's own scripts (from a manifest read).
  if (scripts.length > 0) scripts.push(...sharedScriptsAtStart(ownerManifest, shell));
  // Inert until the shell's script runs (shell/src/composition/part-script-preloads.mjs).
  const scriptLinks = scripts.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="script">`).join('');
  return fetches.join('') + (scriptLinks ? `<template id="${PART_SCRIPT_PRELOADS_ID}">${scriptLinks}</template>` : '');
}

/** The manifest URLs of every release live in some scope: the ones a page may preload scripts from. */
export function liveManifestUrls(registry) {
  const urls = new Set();
  for (const remote of registry?.remotes ?? []) {
    for (const scope of Object.keys(remote.live ?? {})) {
      const url = liveManifestUrl(registry, remote.name, scope);
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/** The page with the preloads at the start of its head, ahead of its scripts. */
export function withPreloads(html, links) {
  return links ? html.replace(/<head>/i, (head) => `${head}${links}`) : html;
}

/**
 * The page with its first-reads script (shell/src/first-reads.ts, built) inline right after /env.js,
 * whose settings it reads. A script that could end the element early is not inlined.
 */
export function withFirstReads(html, script) {
  if (!script || /<\/script/i.test(script)) return html;
  return html.replace(/<script src="\/env\.js"><\/script>/, (env) => `${env}<script>${script}</script>`);
}
