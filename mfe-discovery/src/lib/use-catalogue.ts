import useSWR, { preload, type SWRConfiguration } from 'swr';
import type { z } from '@storefront/shared/zod';
import {
  appStore,
  getParsed,
  moduleAtom,
  parseReply,
  sessionHeaders,
  useAtomValue,
  zoneIdAtom,
} from '@storefront/shared';
import { takeFirstRead } from '@storefront/shared/first-reads';
import { CACHE_MS } from './section-constants';

export type QueryParams = Record<string, string | number>;

export interface CatalogueOptions extends SWRConfiguration {
  /** How long an answer is reused without asking again. */
  cacheMs?: number;
  /** false: call even with no module selected (public calls). */
  requireModule?: boolean;
  /** Ask as this module (a store page of another module than the selected one). */
  moduleId?: number;
  /** Keeps this read in its own cache entry (its own cache time) though the call is the same as another's. */
  cacheEntry?: string;
}

/** The cache key of a catalogue read: the call, and the module and zone its headers carry. */
const catalogueKey = (
  path: string,
  moduleId: number,
  zoneId: string | null,
  params: QueryParams,
  cacheEntry: string | undefined,
) => [path, moduleId, zoneId ?? '', JSON.stringify(params), ...(cacheEntry ? [cacheEntry] : [])];

/**
 * Starts a catalogue read for the selected module before any component asks for it; the component
 * that then asks with the same call gets this answer (SWR's preload) instead of calling again. A
 * call the page already started (its first reads) is taken instead of made again; if that read
 * failed, the call is made.
 * Resolves to the reply, or undefined with no module selected; a failed read is the component's to show.
 */
export function preloadCatalogue<S extends z.ZodType>(
  path: string,
  schema: S,
  params: QueryParams = {},
): Promise<z.infer<S> | undefined> {
  const moduleId = appStore.get(moduleAtom)?.id;
  if (moduleId === undefined) return Promise.resolve(undefined);
  const key = catalogueKey(path, moduleId, appStore.get(zoneIdAtom), params, undefined);
  const call = () => getParsed(path, schema, { params });
  const started = Object.keys(params).length === 0 ? takeFirstRead(path, sessionHeaders()) : undefined;
  const read = started ? () => started.then((body) => parseReply(path, schema, body), call) : call;
  return preload(key, read).catch(() => undefined);
}

/**
 * A catalogue read for the selected module. The key carries the module and zone (the moduleId and
 * zoneid headers change the reply) and the query, so every section with the same call shares one
 * cache entry. `path` null skips the call; so does a missing module unless `requireModule` is false.
 */
export function useCatalogue<S extends z.ZodType>(
  path: string | null,
  schema: S,
  params: QueryParams = {},
  options: CatalogueOptions = {},
) {
  const selected = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const {
    cacheMs = CACHE_MS.default,
    requireModule = true,
    moduleId: moduleOverride,
    cacheEntry,
    ...swrOptions
  } = options;
  const moduleId = moduleOverride ?? selected?.id;
  return useSWR(
    (moduleId !== undefined || !requireModule) && path
      ? catalogueKey(path, moduleId ?? 0, zoneId, params, cacheEntry)
      : null,
    () =>
      getParsed(path as string, schema, {
        params,
        headers: moduleOverride !== undefined ? { moduleId: String(moduleOverride) } : undefined,
      }),
    { revalidateOnFocus: false, dedupingInterval: cacheMs, errorRetryCount: 1, ...swrOptions },
  );
}
