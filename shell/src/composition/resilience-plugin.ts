import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest or script may take before it counts as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

/** The same URL with a query that no cache has seen, for the one retry. */
export function cacheBusted(url: string, now = Date.now()): string {
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('retry', String(now));
  return busted.toString();
}

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Manifests that fail or take longer than 5 s are fetched once more past every cache; scripts get the
 * same time limit. What still fails reaches errorLoadRemote and the slot's fallback.
 */
export const resiliencePlugin: ModuleFederationRuntimePlugin = {
  name: 'storefront-resilience',
  fetch(url, init) {
    return fetchWithTimeout(url, init).catch((error: unknown) => {
      console.warn(`Retrying ${url}`, error);
      return fetchWithTimeout(cacheBusted(url), { ...init, cache: 'reload' });
    });
  },
  createScript() {
    return { timeout: REMOTE_LOAD_TIMEOUT_MS };
  },
};
