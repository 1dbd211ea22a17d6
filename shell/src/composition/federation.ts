import {
  getInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  isCanaryRelease,
  liveRelease,
  type Registry,
  type RegistryScope,
  type Release,
  type RemoteName,
} from '@storefront/shared/contract/registry';
import { getResourceUrl } from '@module-federation/sdk';
import type { LifeCycles } from 'single-spa';
import { appStore, liveRemotesAtom } from '@storefront/shared';
import { isChunkLoadError, resiliencePlugin } from './resilience-plugin';
import { browserId } from './browser-id';
import { requestCanaryAssignment } from './canary-assignment';
import { activePreview } from './preview';
import { reportCanaryLoad, reportLoadFailure } from './registry';

/** The release each remote is registered with; a remote keeps its last release while it is off. */
const registeredReleases = new Map<RemoteName, Release>();
/** Remotes registered with their scope's canary release: their loads are reported. */
const canaryRemotes = new Set<RemoteName>();
/** Remotes whose last load failed; they are registered afresh before the next try. */
const failedRemotes = new Set<string>();
let pluginsInstalled = false;
/** Manifest URLs of the releases whose page part was fetched ahead. */
const prefetched = new Set<string>();
/** Module ids whose chunk is being loaded the second time. */
const chunkRetries = new Set<string>();

function federation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

function installPlugins(mf: ModuleFederation) {
  if (pluginsInstalled) return;
  pluginsInstalled = true;
  mf.registerPlugins([
    resiliencePlugin,
    prefetchPlugin,
    {
      name: 'storefront-containment',
      // A manifest or chunk that fails happens before React renders, so it is caught here; the
      // failure reaches single-spa as a load error and the slot shows its fallback.
      async errorLoadRemote(args) {
        // A chunk of the remote that failed or took over 5 s is asked for once more (webpack forgets
        // a failed chunk, so the same content-hashed file is requested again; a failure is never
        // cached). Only what fails twice is reported and falls back.
        if (args.lifecycle === 'onLoad' && isChunkLoadError(args.error) && !chunkRetries.has(args.id)) {
          chunkRetries.add(args.id);
          console.warn(`Retrying ${args.id}: a chunk did not load.`, args.error);
          try {
            return await args.origin.loadRemote(args.id);
          } catch {
            // The second attempt came through here and was reported.
            return undefined;
          } finally {
            chunkRetries.delete(args.id);
          }
        }
        const remoteName = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
        failedRemotes.add(remoteName);
        const message = args.error instanceof Error ? args.error.message : String(args.error);
        if (message.includes('does not satisfy the requirement')) {
          console.warn(
            `Remote "${remoteName}" was built against a major version of a shared library that this page does not run; it is refused and its fallback shows. ${message}`,
          );
        } else {
          console.warn(`Remote "${args.id}" could not be loaded (${args.lifecycle}).`, args.error);
        }
        const release = registeredReleases.get(remoteName as RemoteName);
        if (release) reportLoadFailure(remoteName as RemoteName, release.version, args.error);
        return undefined;
      },
    },
  ]);
}

export const registeredVersion = (name: RemoteName) => registeredReleases.get(name)?.version;

/**
 * Registers, for the customer's scope, the release of each remote this browser loads there (the
 * live one, or a canary's when the browser is in its share: then the browser's signed assignment
 * is asked for, which its load and failure reports carry). No remote's file is fetched until the
 * remote is needed. Returns the remotes that were registered before with another release: their
 * single-spa applications must be loaded afresh.
 */
export function syncFederatedRemotes(registry: Registry, scope: RegistryScope): RemoteName[] {
  const mf = federation();
  installPlugins(mf);
  const replaced: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    const release = liveRelease(registry, name, scope, browserId(), activePreview());
    if (release && isCanaryRelease(registry, name, scope, release.version)) {
      canaryRemotes.add(name);
      // Asked for now, so that a failure to load the release finds it ready to report with.
      void requestCanaryAssignment(name, scope, release.version);
    } else canaryRemotes.delete(name);
    const current = registeredReleases.get(name);
    if (!release || current?.manifestUrl === release.manifestUrl) continue;
    // force drops the previous container, its cached manifest and modules.
    mf.registerRemotes([{ name, entry: release.manifestUrl }], { force: true });
    registeredReleases.set(name, release);
    failedRemotes.delete(name);
    if (current) replaced.push(name);
  }
  return replaced;
}

/** Loads a module a remote exposes; a remote whose last load failed is registered afresh first. */
export async function loadRemoteModule<T>(name: RemoteName, expose: string): Promise<T> {
  const mf = federation();
  const release = registeredReleases.get(name);
  if (failedRemotes.delete(name) && release) {
    mf.registerRemotes([{ name, entry: release.manifestUrl }], { force: true });
  }
  const module = await mf.loadRemote<T>(`${name}/${expose}`);
  if (!module) throw new Error(`Remote ${name}/${expose} exposes nothing.`);
  if (release && canaryRemotes.has(name)) reportCanaryLoad(name, release.version);
  return module;
}

/** Loads one of a remote's single-spa entry points ('app' or 'overlays'). */
export const loadLifecycles = (name: RemoteName, expose: 'app' | 'overlays') =>
  loadRemoteModule<LifeCycles>(name, expose);

/** Whether the customer's browser asks sites to save data (Save-Data): then no scripts are fetched ahead. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

type PreloadAssetsPromise = ReturnType<NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>>;

/** A file for the next page: fetched into the cache when the network is idle, not run. */
function prefetchLink(url: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  return link;
}

/** Marks the preloads of a part fetched ahead (it keeps every file). */
const aheadOfNeed = () => true;

/** The shared libraries each part fetched ahead lists in its manifest (noted as its files are chosen). */
const sharedOfPartsAhead = new Map<string, string[]>();

/**
 * preloadRemote asks for a part's scripts with rel=preload (fetched at once, at high priority, for
 * the page on screen) and runs the part's entry. A part fetched ahead is for the next page: its
 * entry and the files of the modules asked for are fetched with rel=prefetch when the network is
 * idle, into the browser's cache, and nothing runs until the part is used.
 */
export const prefetchPlugin: ModuleFederationRuntimePlugin = {
  name: 'storefront-prefetch',
  // After the runtime's own choice (which also notes the remote's entry from its manifest), for a
  // part fetched ahead only: its entry goes with the files, as a file to fetch, not a script to run.
  // Returning nothing keeps the runtime's choice (its loads preload an expose's files this way too).
  generatePreloadAssets({ preloadOptions, remote, remoteSnapshot }) {
    const { exposes = [], filter } = preloadOptions.preloadConfig;
    if (filter !== aheadOfNeed) return undefined as unknown as PreloadAssetsPromise;
    if ('shared' in remoteSnapshot) {
      sharedOfPartsAhead.set(
        remote.name,
        remoteSnapshot.shared.map((shared) => shared.sharedName),
      );
    }
    const files =
      'remoteEntry' in remoteSnapshot && 'modules' in remoteSnapshot
        ? [
            remoteSnapshot.remoteEntry,
            ...remoteSnapshot.modules
              .filter((module) => exposes.includes(module.moduleName))
              .flatMap((module) => module.assets.js.sync),
          ].map((file) => getResourceUrl(remoteSnapshot, file))
        : 'entry' in remote
          ? [remote.entry]
          : [];
    return Promise.resolve({ cssAssets: [], entryAssets: [], jsAssetsWithoutEntry: files });
  },
  createLink({ url, attrs, resourceContext }) {
    if (resourceContext?.initiator !== 'preloadRemote' || attrs?.rel !== 'preload' || attrs.as !== 'script') {
      return undefined;
    }
    return prefetchLink(url);
  },
};

/** The shell's own manifest: which of its files hold each library it shares. */
const SHELL_MANIFEST_URL = '/mf-manifest.json';

/** The shell's files (absolute URLs) per library it shares, read once from its manifest. */
let shellSharedFiles: Promise<Map<string, string[]>> | null = null;
/** The shell's files already fetched ahead. */
const sharedFilesAhead = new Set<string>();

async function readShellSharedFiles(): Promise<Map<string, string[]>> {
  const response = await fetch(SHELL_MANIFEST_URL);
  const { shared } = (await response.json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  return new Map(
    shared.map(({ name, assets }) => [name, assets.js.sync.map((file) => new URL(file, response.url).href)]),
  );
}

/**
 * The page's copies of the shared libraries a part uses, fetched ahead as files (rel=prefetch, nothing
 * runs): those the shell loads on demand (formik) are not on the page yet, and the part runs the
 * page's copy, never its own (shareStrategy 'loaded-first'). Files the page already has come from
 * the cache.
 */
async function prefetchSharedAhead(name: string): Promise<void> {
  const used = sharedOfPartsAhead.get(name) ?? [];
  if (used.length === 0) return;
  shellSharedFiles ??= readShellSharedFiles().catch((error: unknown) => {
    shellSharedFiles = null;
    throw error;
  });
  const files = await shellSharedFiles;
  const urls = new Set(used.flatMap((shared) => files.get(shared) ?? []));
  for (const script of document.scripts) urls.delete(script.src);
  // Another part lists the same libraries: their files are asked for once.
  for (const url of urls) {
    if (sharedFilesAhead.has(url)) continue;
    sharedFilesAhead.add(url);
    document.head.appendChild(prefetchLink(url));
  }
}

/**
 * Fetches ahead of need a remote's manifest and, without running them, its entry and the scripts its
 * page part (`app`) needs at once, so that navigating to it starts from the browser's cache rather
 * than with round trips. Its own copies of shared libraries are left out: the page's copies of those
 * it has not loaded yet are fetched instead (prefetchSharedAhead). With Save-Data on, only the manifest
 * and the entry.
 */
export function prefetchPart(name: RemoteName): void {
  const release = registeredReleases.get(name);
  // Only a remote live for this customer, once per release.
  if (!release || failedRemotes.has(name) || !appStore.get(liveRemotesAtom).has(name)) return;
  if (prefetched.has(release.manifestUrl)) return;
  prefetched.add(release.manifestUrl);
  federation()
    .preloadRemote([
      {
        nameOrAlias: name,
        exposes: savesData() ? [] : ['app'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
        filter: aheadOfNeed,
      },
    ])
    .then(() => (savesData() ? undefined : prefetchSharedAhead(name)))
    .catch((error: unknown) => console.warn(`The page part of ${name} could not be fetched ahead`, error));
}
