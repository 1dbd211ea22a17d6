import type { RegistryScope } from '@storefront/shared/contract/registry';

/**
 * The customer's registry scope, sent with every page request: the shell's server preloads the
 * manifests live in that scope (tools/page-preloads.mjs reads the same cookie name), and none of a
 * remote that is off there.
 */
export const SCOPE_COOKIE = 'storefront_scope';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function rememberScope(scope: RegistryScope): void {
  document.cookie = `${SCOPE_COOKIE}=${scope}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
