import { atom } from 'jotai';
import type { Registry, RemoteName } from '../contract/registry';
import { moduleAtom } from './session';

/** The remote registry as the shell read it; null until read. */
export const registryAtom = atom<Registry | null>(null);
/** Set when the registry could not be read: every remote's slot shows its fallback. */
export const registryErrorAtom = atom<string | null>(null);

/** Whether a remote is live for the selected module (with none selected: live for any module). */
export const liveRemotesAtom = atom((get) => {
  const registry = get(registryAtom);
  const selected = get(moduleAtom);
  const live = new Set<RemoteName>();
  for (const remote of registry?.remotes ?? []) {
    const on = selected ? remote.enabledModules.includes(selected.module_type) : remote.enabledModules.length > 0;
    if (on) live.add(remote.name);
  }
  return live;
});

export type PartStatus = 'loading' | 'mounted' | 'failed' | 'idle';

/** Each single-spa application's state as the slots show it, keyed by application name. */
export const partStatusAtom = atom<Record<string, PartStatus>>({});
