import type { Registry } from '@storefront/shared/contract/registry';

const runtime = {
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime }));

// Imported after the runtime stand-in is in place.
const { registeredVersion, syncFederatedRemotes } = jest.requireActual<typeof import('./federation')>('./federation');

const release = (remote: string, version: string) => ({
  version,
  manifestUrl: `https://cdn.test/${remote}/${version}/mf-manifest.json`,
  publishedAt: '2026-01-01T00:00:00.000Z',
});

function registry(live: Record<string, Record<string, string>>): Registry {
  return {
    revision: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    remotes: (['discovery', 'cart_checkout', 'account', 'parcel'] as const).map((name) => ({
      name,
      releases: [release(name, '1.0.0'), release(name, '1.1.0')],
      live: live[name] ?? {},
    })),
  };
}

it('registers the release live for the scope, swaps it when another goes live, and skips remotes that are off', () => {
  const first = registry({ discovery: { grocery: '1.0.0', food: '1.1.0' }, account: { grocery: '1.0.0' } });
  expect(syncFederatedRemotes(first, 'grocery')).toEqual([]);
  expect(runtime.registerRemotes.mock.calls.map(([remotes]) => remotes[0].entry)).toEqual([
    'https://cdn.test/discovery/1.0.0/mf-manifest.json',
    'https://cdn.test/account/1.0.0/mf-manifest.json',
  ]);
  expect(registeredVersion('parcel')).toBeUndefined();

  // Nothing changed: nothing is registered again.
  runtime.registerRemotes.mockClear();
  expect(syncFederatedRemotes(first, 'grocery')).toEqual([]);
  expect(runtime.registerRemotes).not.toHaveBeenCalled();

  // The customer switches to food, where discovery runs 1.1.0: only discovery is replaced, by force.
  expect(syncFederatedRemotes(first, 'food')).toEqual(['discovery']);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'discovery', entry: 'https://cdn.test/discovery/1.1.0/mf-manifest.json' }],
    { force: true },
  );
  expect(registeredVersion('discovery')).toBe('1.1.0');
  // account is off for food: it keeps its registration and is simply not active.
  expect(registeredVersion('account')).toBe('1.0.0');
});
