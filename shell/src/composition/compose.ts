import { appStore, errorMessages, moduleAtom, registryAtom, registryErrorAtom } from '@storefront/shared';
import { scopeOf, type Registry } from '@storefront/shared/contract/registry';
import { fetchRegistry, lastKnownRegistry } from './registry';
import { getAppStatus, MOUNTED } from 'single-spa';
import type { RemoteName } from '@storefront/shared/contract/registry';
import { prefetchPart, syncFederatedRemotes } from './remote-loader';
import { appNameOf, reloadRemoteApplications, startApplications } from './applications';
import { rememberScope } from './scope-cookie';
import { settleWhenIdle } from './overlay-demand';
import { whenIdle } from '../lib/when-idle';
import { afterPriorityPictures } from '../lib/after-priority-pictures';

/** The part a customer most likely opens next from each part: it is fetched ahead (not run). */
const LIKELY_NEXT: Partial<Record<RemoteName, RemoteName>> = {
  discovery: 'cart_checkout',
  cart_checkout: 'account',
};

function preloadLikelyNext() {
  for (const [from, next] of Object.entries(LIKELY_NEXT) as [RemoteName, RemoteName][]) {
    if (getAppStatus(appNameOf(from, 'app')) === MOUNTED && getAppStatus(appNameOf(next, 'app')) !== MOUNTED) {
      prefetchPart(next);
    }
  }
}

const currentScope = () => scopeOf(appStore.get(moduleAtom)?.module_type);

/** Registers the releases live for the customer's scope and swaps the parts whose release changed. */
async function applyRegistry(registry: Registry) {
  rememberScope(currentScope());
  const replaced = syncFederatedRemotes(registry, currentScope());
  appStore.set(registryAtom, registry);
  appStore.set(registryErrorAtom, null);
  for (const remote of replaced) await reloadRemoteApplications(remote);
}

let reading: Promise<void> | null = null;
let readAgain = false;

/**
 * Reads the registry again and applies it when it moved. Reads never overlap; one asked for while
 * another runs follows it, so a change published just before a navigation is always seen.
 */
export function refreshRegistry(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = (async () => {
    do {
      readAgain = false;
      try {
        const registry = await fetchRegistry();
        if (registry.revision !== appStore.get(registryAtom)?.revision) await applyRegistry(registry);
      } catch (error) {
        // The composition already running stays; only a shell that never read it shows fallbacks.
        console.warn('The remote registry could not be read again', error);
      }
    } while (readAgain);
  })().finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * Boots the composition: reads the registry, registers the live remotes and the single-spa
 * applications, then follows the registry on every navigation and module change. No remote is
 * fixed at build time, and no change needs a rebuild.
 */
export async function composeRemotes() {
  try {
    await applyRegistry(await fetchRegistry());
  } catch (error) {
    const stored = lastKnownRegistry();
    if (stored) {
      // The parts load from the releases live when this browser last read the registry; the next
      // navigation reads it again.
      console.warn('The remote registry could not be read; using the last one this browser read', error);
      await applyRegistry(stored);
    } else {
      console.error('The remote registry could not be read', error);
      appStore.set(registryErrorAtom, errorMessages(error)[0] ?? 'unavailable');
    }
  }
  startApplications();
  // Once the page's part is up, the browser is idle and the page's largest picture is in, fetch the
  // next part ahead.
  window.addEventListener('single-spa:app-change', () => whenIdle(() => afterPriorityPictures(preloadLikelyNext)));
  // What shows by itself (the account's prompts) waits for the page's own load, on any page.
  if (document.readyState === 'complete') settleWhenIdle();
  else window.addEventListener('load', () => settleWhenIdle(), { once: true });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (oldUrl !== newUrl) void refreshRegistry();
  });
  // Another module may have other releases live: apply the registry for the new scope at once,
  // then read it again.
  appStore.sub(moduleAtom, () => {
    const registry = appStore.get(registryAtom);
    if (registry) void applyRegistry(registry).then(refreshRegistry);
    else void refreshRegistry();
  });
}
