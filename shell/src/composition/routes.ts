import type { ModuleType } from '@storefront/shared/contract/module-type';
import type { RemoteName } from '@storefront/shared/contract/registry';

export type RouteOwner = RemoteName | 'shell';

const SHELL_PATHS = [
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/verify-phone',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/shipping-policy',
  '/help-and-support',
  '/about-us',
  '/operator',
];

/** Paths owned by each remote: exact paths, and prefixes ending in '/'. */
const REMOTE_PATHS: Record<RemoteName, string[]> = {
  discovery: [
    '/',
    '/home',
    '/store/',
    '/product/',
    '/categories',
    '/category/',
    '/campaigns/',
    '/flash-sales',
    '/all-brands',
    '/interest',
  ],
  cart_checkout: ['/checkout', '/order'],
  account: [
    '/profile',
    '/my-orders',
    '/wallet',
    '/coupons',
    '/loyalty-points',
    '/referral-code',
    '/settings',
    '/track-order',
    '/rate-and-review/',
    '/chatting',
  ],
  parcel: ['/parcel-delivery-info'],
};

function matches(pathname: string, pattern: string): boolean {
  return pattern.endsWith('/') && pattern !== '/'
    ? pathname.startsWith(pattern) && pathname.length > pattern.length
    : pathname === pattern;
}

/** Who renders a path. The parcel remote owns /home while the parcel module is selected. */
export function routeOwner(pathname: string, moduleType: ModuleType | undefined): RouteOwner {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/home' && moduleType === 'parcel') return 'parcel';
  if (SHELL_PATHS.includes(path)) return 'shell';
  for (const [remote, patterns] of Object.entries(REMOTE_PATHS) as [RemoteName, string[]][]) {
    if (patterns.some((pattern) => matches(path, pattern))) return remote;
  }
  return 'shell';
}

/** Remotes with overlays that open on any page (drawers, quick view, prompts). */
export const OVERLAY_REMOTES: RemoteName[] = ['discovery', 'cart_checkout', 'account'];
