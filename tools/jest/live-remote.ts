import { appStore, registryAtom } from '@storefront/shared';
import type { RegistryScope, RemoteName } from '@storefront/shared/contract/registry';

/** Puts a remote's release 1.0.0 live for the given scopes, as the shell does once it has read the registry. */
export function setRemoteLive(name: RemoteName, scopes: RegistryScope[]) {
  appStore.set(registryAtom, {
    revision: 1,
    updatedAt: 'now',
    remotes: [
      {
        name,
        releases: [{ version: '1.0.0', manifestUrl: 'http://localhost:3002/mf-manifest.json', publishedAt: 'now' }],
        live: Object.fromEntries(scopes.map((scope) => [scope, '1.0.0'])),
      },
    ],
  });
}
