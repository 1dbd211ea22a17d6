import { appStore, registryAtom, registryErrorAtom } from '@storefront/shared';
import type { Registry } from '@storefront/shared/contract/registry';

const syncFederatedRemotes = jest.fn((..._args: unknown[]) => []);
jest.mock('./remote-loader', () => ({
  syncFederatedRemotes: (...args: unknown[]) => syncFederatedRemotes(...args),
  prefetchPart: jest.fn(),
}));
jest.mock('./applications', () => ({
  appNameOf: (remote: string) => remote,
  reloadRemoteApplications: jest.fn(),
  startApplications: jest.fn(),
}));
jest.mock('single-spa', () => ({ getAppStatus: () => null, MOUNTED: 'MOUNTED' }));

// Imported after the stand-ins are in place.
const { composeRemotes } = jest.requireActual<typeof import('./compose')>('./compose');
const { STORED_REGISTRY_KEY } = jest.requireActual<typeof import('./registry')>('./registry');

const stored: Registry = {
  revision: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: [
    {
      name: 'account',
      releases: [
        { version: '1.0.0', manifestUrl: 'http://cdn.test/mf-manifest.json', publishedAt: '2026-01-01T00:00:00.000Z' },
      ],
      live: { default: '1.0.0' },
    },
  ],
};

it('boots from the last registry this browser read when the registry cannot be read', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem(STORED_REGISTRY_KEY, JSON.stringify(stored));
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 } as Response);
  await composeRemotes();
  expect(syncFederatedRemotes).toHaveBeenCalledWith(stored, 'default');
  expect(appStore.get(registryAtom)).toEqual(stored);
  expect(appStore.get(registryErrorAtom)).toBeNull();
});
