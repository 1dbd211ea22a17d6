import type { ModuleType } from '@storefront/shared/contract/module-type';
import type { RemoteName } from '@storefront/shared/contract/registry';

export type RouteOwner = RemoteName | 'shell';

export const SHELL_PATHS: string[];
/** Paths owned by each remote: exact paths, and prefixes ending in '/'. */
export const REMOTE_PATHS: Record<RemoteName, string[]>;
/** Who renders a path. The parcel remote owns /home while the parcel module is selected. */
export function routeOwner(pathname: string, moduleType: ModuleType | string | undefined): RouteOwner;
