// Which part renders each path: read by the shell (routes.ts) and by the shell's server
// (tools/page-preloads.mjs), which preloads that part's scripts with the page. Plain JavaScript so
// the server runs it as it is.

/** Paths the shell renders itself. */
export const SHELL_PATHS = [
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
export const REMOTE_PATHS = {
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

/** An exact path, or a prefix ending in '/' (not '/' itself) followed by more. */
const matches = (pathname, pattern) =>
  pattern.endsWith('/') && pattern !== '/'
    ? pathname.startsWith(pattern) && pathname.length > pattern.length
    : pathname === pattern;

/** Who renders a path. The parcel remote owns /home while the parcel module is selected. */
export function routeOwner(pathname, moduleType) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/home' && moduleType === 'parcel') return 'parcel';
  if (SHELL_PATHS.includes(path)) return 'shell';
  for (const [remote, patterns] of Object.entries(REMOTE_PATHS)) {
    if (patterns.some((pattern) => matches(path, pattern))) return remote;
  }
  return 'shell';
}
