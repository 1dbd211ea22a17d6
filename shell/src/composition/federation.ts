import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { Registry, RemoteName } from '@storefront/shared/contract/registry';
import type { LifeCycles } from 'single-spa';
import { resiliencePlugin } from './resilience-plugin';

let registered: Registry['remotes'] = [];
/** Remotes whose last load failed; they are registered afresh before the next try. */
const failedRemotes = new Set<string>();

function federation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised.');
  return instance;
}

/** Registers the registry's remotes with the runtime; nothing is fetched until a remote is needed. */
export function registerFederatedRemotes(registry: Registry): void {
  const mf = federation();
  registered = registry.remotes;
  mf.registerPlugins([
    resiliencePlugin,
    {
      name: 'storefront-containment',
      // A manifest or chunk that fails happens before React renders, so it is caught here; the
      // failure reaches single-spa as a load error and the slot shows its fallback.
      errorLoadRemote(args) {
        const remoteName = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
        failedRemotes.add(remoteName);
        console.warn(`Remote "${args.id}" could not be loaded (${args.lifecycle}).`, args.error);
        return undefined;
      },
    },
  ]);
  mf.registerRemotes(
    registry.remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })),
    { force: true },
  );
}

/** Loads a module a remote exposes; a remote whose last load failed is registered afresh first. */
export async function loadRemoteModule<T>(name: RemoteName, expose: string): Promise<T> {
  const mf = federation();
  if (failedRemotes.delete(name)) {
    const remote = registered.find((entry) => entry.name === name);
    if (remote) mf.registerRemotes([{ name: remote.name, entry: remote.manifestUrl }], { force: true });
  }
  const module = await mf.loadRemote<T>(`${name}/${expose}`);
  if (!module) throw new Error(`Remote ${name}/${expose} exposes nothing.`);
  return module;
}

/** Loads one of a remote's single-spa entry points ('app' or 'overlays'). */
export const loadLifecycles = (name: RemoteName, expose: 'app' | 'overlays') =>
  loadRemoteModule<LifeCycles>(name, expose);
