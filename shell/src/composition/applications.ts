import {
  addErrorHandler,
  getAppNames,
  getAppStatus,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
  LOAD_ERROR,
  MOUNTED,
  SKIP_BECAUSE_BROKEN,
  NOT_LOADED,
} from 'single-spa';
import {
  appStore,
  liveRemotesAtom,
  moduleAtom,
  partStatusAtom,
  registryAtom,
  type PartStatus,
} from '@storefront/shared';
import { REMOTE_NAMES, liveRelease, scopeOf, type RemoteName } from '@storefront/shared/contract/registry';
import { browserId } from './browser-id';
import { activePreview } from './preview';
import { reportLoadFailure } from './registry';
import { loadLifecycles } from './remote-loader';
import { slotsReady } from './slots-ready';
import { overlayDemand } from './overlay-demand';
import { OVERLAY_REMOTES, routeOwner } from './routes';

export const appNameOf = (remote: RemoteName, kind: 'app' | 'overlays') =>
  kind === 'app' ? remote : `${remote}:overlays`;
export const mountIdOf = (appName: string) => `part-${appName.replace(':', '-')}`;

const isLive = (remote: RemoteName) => appStore.get(liveRemotesAtom).has(remote);

function register(remote: RemoteName, kind: 'app' | 'overlays') {
  const name = appNameOf(remote, kind);
  registerApplication({
    name,
    // Loaded as soon as it is active; mounted only once the shell's slots exist.
    app: () => Promise.all([loadLifecycles(remote, kind), slotsReady]).then(([lifecycles]) => lifecycles),
    // A route part is active on its routes; an overlay host from the moment one of its overlays is
    // first asked for (overlay-demand.ts), so a page that opens none never loads it.
    activeWhen:
      kind === 'app'
        ? (location) =>
            isLive(remote) && routeOwner(location.pathname, appStore.get(moduleAtom)?.module_type) === remote
        : () => isLive(remote) && overlayDemand.isWanted(remote),
    customProps: () => ({ domElement: document.getElementById(mountIdOf(name)) }),
  });
}

function statusOf(name: string): PartStatus {
  const status = getAppStatus(name);
  if (status === MOUNTED) return 'mounted';
  if (status === LOAD_ERROR || status === SKIP_BECAUSE_BROKEN) return 'failed';
  if (status === NOT_LOADED || status === null) return 'idle';
  return 'loading';
}

function publishStatuses() {
  const statuses: Record<string, PartStatus> = {};
  for (const name of getAppNames()) statuses[name] = statusOf(name);
  appStore.set(partStatusAtom, statuses);
}

const remoteOf = (appName: string) => appName.split(':')[0] as RemoteName;

/**
 * Parts whose lifecycle threw (bootstrap, mount): single-spa marks them SKIP_BECAUSE_BROKEN and never
 * tries them again by itself, so they are registered afresh on the next navigation.
 */
const brokenParts = new Set<string>();

function onPartError(error: { appOrParcelName: string }) {
  console.error(`Part "${error.appOrParcelName}" failed`, error);
  const name = error.appOrParcelName;
  // A load error was reported by the federation runtime already; a part that threw is reported here.
  if (getAppStatus(name) === SKIP_BECAUSE_BROKEN && !brokenParts.has(name)) {
    brokenParts.add(name);
    const remote = remoteOf(name);
    const registry = appStore.get(registryAtom);
    const scope = scopeOf(appStore.get(moduleAtom)?.module_type);
    const release = registry ? liveRelease(registry, remote, scope, browserId(), activePreview()) : null;
    reportLoadFailure(remote, release?.version ?? 'unknown', error);
  }
  publishStatuses();
}

/** On a navigation (the URL changed), parts that threw get another chance. */
function retryBrokenParts(event: Event) {
  const detail = (event as CustomEvent<{ oldUrl?: string; newUrl?: string }>).detail;
  if (brokenParts.size === 0 || !detail || detail.oldUrl === detail.newUrl) return;
  const names = [...brokenParts];
  brokenParts.clear();
  for (const name of names) {
    if (getAppStatus(name) !== SKIP_BECAUSE_BROKEN) continue;
    void unregisterApplication(name).then(() => {
      const kind = name.includes(':') ? 'overlays' : 'app';
      register(remoteOf(name), kind);
    });
  }
}

/** Registers every remote as single-spa applications and starts routing. */
export function startApplications() {
  for (const remote of REMOTE_NAMES) {
    register(remote, 'app');
    if (OVERLAY_REMOTES.includes(remote)) register(remote, 'overlays');
  }
  addErrorHandler(onPartError);
  window.addEventListener('single-spa:before-routing-event', retryBrokenParts);
  for (const event of ['single-spa:before-routing-event', 'single-spa:app-change', 'single-spa:routing-event']) {
    window.addEventListener(event, publishStatuses);
  }
  // The selected module and the registry decide which remotes are active, and demand which overlay hosts.
  appStore.sub(liveRemotesAtom, () => void triggerAppChange());
  appStore.sub(moduleAtom, () => void triggerAppChange());
  overlayDemand.subscribe(() => void triggerAppChange());
  start({ urlRerouteOnly: true });
  publishStatuses();
}

/**
 * Loads a remote's applications afresh after its release changed: a mounted one is unmounted and
 * mounted again from the new release; one never loaded just picks the new release when it loads.
 */
export async function reloadRemoteApplications(remote: RemoteName) {
  const kinds: ('app' | 'overlays')[] = OVERLAY_REMOTES.includes(remote) ? ['app', 'overlays'] : ['app'];
  for (const kind of kinds) {
    const name = appNameOf(remote, kind);
    if (getAppStatus(name) === NOT_LOADED) continue;
    await unregisterApplication(name);
    register(remote, kind);
  }
  await triggerAppChange();
  publishStatuses();
}

/** Tries a failed part again: a load error is retried by single-spa, a broken part is registered afresh. */
export async function retryPart(name: string) {
  if (getAppStatus(name) === SKIP_BECAUSE_BROKEN) {
    brokenParts.delete(name);
    const [remote, kind] = name.split(':') as [RemoteName, 'overlays' | undefined];
    await unregisterApplication(name);
    register(remote, kind ?? 'app');
  }
  await triggerAppChange();
  publishStatuses();
}
