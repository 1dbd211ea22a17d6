import { appStore, moduleAtom, parseReply, runtimeEnv } from '@storefront/shared';
import { RegistrySchema, scopeOf, type Registry, type RemoteName } from '@storefront/shared/contract/registry';

/** How long the registry may take before the page gives up on it and shows the parts' fallbacks. */
const REGISTRY_TIMEOUT_MS = 8000;

/** Reads the remote registry; no remote URL is known before this answers. */
export async function fetchRegistry(): Promise<Registry> {
  const url = runtimeEnv().registryUrl;
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}.`);
  return parseReply(url, RegistrySchema, await response.json());
}

/** Tells the registry that a remote did not load here, for the operators' status view. Best effort. */
export function reportLoadFailure(remote: RemoteName, version: string, error: unknown): void {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300) || 'unknown';
  const body = JSON.stringify({ remote, version, scope: scopeOf(appStore.get(moduleAtom)?.module_type), reason });
  fetch(`${runtimeEnv().registryUrl}/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
