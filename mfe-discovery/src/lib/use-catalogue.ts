import useSWR, { type SWRConfiguration } from 'swr';
import type { z } from '@storefront/shared/zod';
import { getParsed, moduleAtom, useAtomValue, zoneIdAtom } from '@storefront/shared';
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
      ? [path, moduleId ?? 0, zoneId ?? '', JSON.stringify(params), ...(cacheEntry ? [cacheEntry] : [])]
      : null,
    () =>
      getParsed(path as string, schema, {
        params,
        headers: moduleOverride !== undefined ? { moduleId: String(moduleOverride) } : undefined,
      }),
    { revalidateOnFocus: false, dedupingInterval: cacheMs, errorRetryCount: 1, ...swrOptions },
  );
}
