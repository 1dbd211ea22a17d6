import type { RemoteName } from '@storefront/shared/contract/registry';

export type { RouteOwner } from './route-owner.mjs';
export { routeOwner } from './route-owner.mjs';

/** Remotes with overlays that open on any page (drawers, quick view, prompts). */
export const OVERLAY_REMOTES: RemoteName[] = ['discovery', 'cart_checkout', 'account'];
