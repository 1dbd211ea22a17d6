import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

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

/** Whether an error is webpack's failure to load one of a remote's chunks (failed or timed out). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading chunk \S+ failed/.test(error.message));
}

/**
 * Manifests and remote entries that fail or take longer than 5 s are fetched once more past every
 * cache (a query no cache has seen). What still fails reaches errorLoadRemote and the slot's fallback.
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
  // A remoteEntry.js that failed or timed out. The runtime's own getRemoteEntry does the loading
  // (it is wrapped so that a second failure does not come back here); the entry's in-flight promise
  // is dropped first, or the retry would wait on the failed load.
  loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
    console.warn(`Retrying the entry of ${remoteInfo.name} (${remoteInfo.entry})`);
    delete globalLoading[uniqueKey];
    const retried = getRemoteEntry({
      origin,
      remoteInfo,
      remoteEntryExports,
      getEntryUrl: (url: string) => cacheBusted(url),
    }).then((exports) => exports || undefined);
    // The hook's declared type nests the promise; the runtime awaits whatever is returned.
    return retried as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
  },
};
