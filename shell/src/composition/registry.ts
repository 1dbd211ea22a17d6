import { parseReply, runtimeEnv } from '@storefront/shared';
import { RegistrySchema, type Registry } from '@storefront/shared/contract/registry';

/** Reads the remote registry; no remote URL is known before this answers. */
export async function fetchRegistry(): Promise<Registry> {
  const url = runtimeEnv().registryUrl;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}.`);
  return parseReply(url, RegistrySchema, await response.json());
}
