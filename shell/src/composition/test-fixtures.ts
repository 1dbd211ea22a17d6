import type { Registry } from '@storefront/shared/contract/registry';

/** A registry with every remote live at 1.2.0 for a customer who has chosen no module. */
export const everyRemoteLive: Registry = {
  revision: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: (['discovery', 'cart_checkout', 'account', 'parcel'] as const).map((name) => ({
    name,
    releases: [{ version: '1.2.0', manifestUrl: `https://cdn.test/${name}/mf-manifest.json`, publishedAt: '' }],
    live: { default: '1.2.0' },
  })),
};
