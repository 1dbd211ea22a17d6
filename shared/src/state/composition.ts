import { atom } from 'jotai';
import { REMOTE_NAMES, liveRelease, scopeOf, type Registry, type RemoteName } from '../contract/registry';
import type { Preview } from '../contract/preview';
import { isSignedInAtom, moduleAtom } from './session';

/** The remote registry as the shell read it; null until read. */
export const registryAtom = atom<Registry | null>(null);
/** Set when the registry could not be read: every remote's slot shows its fallback. */
export const registryErrorAtom = atom<string | null>(null);
/** The release an operator previews in this browser (contract/preview.ts); null for every customer. */
export const previewAtom = atom<Preview | null>(null);

/** The remotes live for the customer's scope: the selected module, or 'default' before any choice. */
export const liveRemotesAtom = atom((get) => {
  const registry = get(registryAtom);
  const scope = scopeOf(get(moduleAtom)?.module_type);
  return new Set<RemoteName>(REMOTE_NAMES.filter((name) => registry && liveRelease(registry, name, scope)));
});

export type PartStatus = 'loading' | 'mounted' | 'failed' | 'idle';

/** Each single-spa application's state as the slots show it, keyed by application name. */
export const partStatusAtom = atom<Record<string, PartStatus>>({});

/**
 * True once the page has loaded and the browser has been idle (the shell sets it): what shows by
 * itself, unasked, waits until then, so it never competes with the page's first content.
 */
export const pageSettledAtom = atom(false);

/** A signed-in customer on a settled page: the account's review prompt and welcome modal may load. */
export const signedInOnSettledPageAtom = atom((get) => get(isSignedInAtom) && get(pageSettledAtom));
