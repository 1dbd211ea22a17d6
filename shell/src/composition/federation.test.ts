import { canaryBucket } from '@storefront/shared/contract/canary';
import type { Registry } from '@storefront/shared/contract/registry';
import { appStore, registryAtom } from '@storefront/shared';
import { BROWSER_ID_KEY } from './browser-id';

const runtime = {
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime }));
const reportLoadFailure = jest.fn();
const reportCanaryLoad = jest.fn();
jest.mock('./registry', () => ({
  reportLoadFailure: (...args: unknown[]) => reportLoadFailure(...args),
  reportCanaryLoad: (...args: unknown[]) => reportCanaryLoad(...args),
}));
const requestCanaryAssignment = jest.fn();
jest.mock('./canary-assignment', () => ({
  requestCanaryAssignment: (...args: unknown[]) => requestCanaryAssignment(...args),
}));

// Imported after the runtime stand-in is in place.
const { loadRemoteModule, prefetchPart, prefetchPlugin, registeredVersion, syncFederatedRemotes } =
  jest.requireActual<typeof import('./federation')>('./federation');

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

type ErrorHook = (args: object) => Promise<unknown>;
/** The containment plugin's errorLoadRemote, as installed by the first sync. */
function errorHook(): ErrorHook {
  const plugins = runtime.registerPlugins.mock.calls[0]?.[0] as { name: string; errorLoadRemote?: ErrorHook }[];
  const hook = plugins.find((plugin) => plugin.name === 'storefront-containment')?.errorLoadRemote;
  if (!hook) throw new Error('the containment plugin is not installed');
  return hook;
}
const chunkError = () =>
  Object.assign(new Error('Loading chunk 540 failed.\n(error: http://x.test/540.js)'), { name: 'ChunkLoadError' });

describe('a chunk that does not load', () => {
  beforeEach(() => {
    syncFederatedRemotes(registry({ account: { default: '1.0.0' } }), 'default');
    reportLoadFailure.mockClear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is asked for once more, and a success is the module, not a failure', async () => {
    const lifecycles = { mount: jest.fn() };
    const origin = { loadRemote: jest.fn().mockResolvedValue(lifecycles) };
    await expect(
      errorHook()({ id: 'account/app', lifecycle: 'onLoad', error: chunkError(), origin, remote: { name: 'account' } }),
    ).resolves.toBe(lifecycles);
    expect(origin.loadRemote).toHaveBeenCalledWith('account/app');
    expect(reportLoadFailure).not.toHaveBeenCalled();
  });

  it('fails for good the second time: reported once, and the fallback shows', async () => {
    const hook = errorHook();
    const origin = {
      // The second attempt fails too; the runtime sends that failure through the same hook.
      loadRemote: jest.fn(async (id: string) => {
        const second = await hook({
          id,
          lifecycle: 'onLoad',
          error: chunkError(),
          origin,
          remote: { name: 'account' },
        });
        if (!second) throw chunkError();
        return second;
      }),
    };
    await expect(
      hook({ id: 'account/app', lifecycle: 'onLoad', error: chunkError(), origin, remote: { name: 'account' } }),
    ).resolves.toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
    expect(reportLoadFailure).toHaveBeenCalledTimes(1);
    expect(reportLoadFailure).toHaveBeenCalledWith('account', '1.0.0', expect.any(Error));
  });

  it('other failures are not retried here (the entry and manifest have their own retry)', async () => {
    const origin = { loadRemote: jest.fn() };
    await errorHook()({
      id: 'account/app',
      lifecycle: 'onLoad',
      error: new Error('RUNTIME-008'),
      origin,
      remote: { name: 'account' },
    });
    expect(origin.loadRemote).not.toHaveBeenCalled();
    expect(reportLoadFailure).toHaveBeenCalledTimes(1);
  });
});

describe('a canary', () => {
  const withCanary = (share: number): Registry => {
    const base = registry({ parcel: { default: '1.0.0' } });
    return {
      ...base,
      remotes: base.remotes.map((r) =>
        r.name === 'parcel' ? { ...r, canary: { default: { version: '1.1.0', share } } } : r,
      ),
    };
  };
  beforeEach(() => {
    localStorage.setItem(BROWSER_ID_KEY, 'a'.repeat(32));
    reportCanaryLoad.mockClear();
    requestCanaryAssignment.mockClear().mockResolvedValue(null);
    runtime.loadRemote.mockResolvedValue({ mount: jest.fn() });
  });

  it('is registered for a browser in its share, which asks for its assignment, and its loads are reported', async () => {
    const bucket = canaryBucket('a'.repeat(32), 'parcel', 'default', '1.1.0');
    // Outside the share (bucket ≥ share): the live release, no load report.
    expect(bucket).toBeGreaterThan(0);
    syncFederatedRemotes(withCanary(bucket), 'default');
    expect(registeredVersion('parcel')).toBe('1.0.0');
    await loadRemoteModule('parcel', 'app');
    expect(reportCanaryLoad).not.toHaveBeenCalled();
    expect(requestCanaryAssignment).not.toHaveBeenCalled();
    // Inside (bucket < share): the canary's release, whose assignment is asked for at once (a
    // failure report then finds it ready), and its load is reported.
    syncFederatedRemotes(withCanary(bucket + 1), 'default');
    expect(registeredVersion('parcel')).toBe('1.1.0');
    expect(requestCanaryAssignment).toHaveBeenCalledWith('parcel', 'default', '1.1.0');
    await loadRemoteModule('parcel', 'app');
    expect(reportCanaryLoad).toHaveBeenCalledWith('parcel', '1.1.0');
  });
});

describe('the next part, fetched ahead', () => {
  type CreateLink = (args: { url: string; attrs?: Record<string, string>; resourceContext?: object }) => unknown;
  const createLink = prefetchPlugin.createLink as unknown as CreateLink;
  const saveData = (on: boolean) =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: on }, configurable: true });

  beforeEach(() => {
    runtime.preloadRemote.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => saveData(false));

  it("asks for the page part's own scripts, once per release, and only for a live remote", () => {
    const live = registry({ cart_checkout: { default: '1.0.0' }, account: { default: '1.0.0' } });
    syncFederatedRemotes(live, 'default');
    appStore.set(registryAtom, live);
    prefetchPart('cart_checkout');
    prefetchPart('cart_checkout');
    prefetchPart('parcel');
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({
        nameOrAlias: 'cart_checkout',
        exposes: ['app'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      }),
    ]);
  });

  it('fetches only the manifest and the entry when the browser asks to save data', () => {
    saveData(true);
    const live = registry({ account: { default: '1.1.0' } });
    syncFederatedRemotes(live, 'default');
    appStore.set(registryAtom, live);
    prefetchPart('account');
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({ nameOrAlias: 'account', exposes: [] }),
    ]);
  });

  it('fetches the entry as a file with the files of the modules asked for, and runs nothing', async () => {
    type Generate = (args: object) => Promise<{ jsAssetsWithoutEntry: string[]; entryAssets: unknown[] } | undefined>;
    const generate = prefetchPlugin.generatePreloadAssets as unknown as Generate;
    // A release not fetched ahead before (each is fetched once).
    const live = registry({ cart_checkout: { default: '1.1.0' } });
    syncFederatedRemotes(live, 'default');
    appStore.set(registryAtom, live);
    prefetchPart('cart_checkout');
    const [[[ahead]]] = runtime.preloadRemote.mock.calls as [[[{ exposes: string[]; filter: unknown }]]];
    const remoteSnapshot = {
      publicPath: 'https://cdn.test/cart/1.0.0/',
      remoteEntry: 'remoteEntry.js',
      modules: [
        { moduleName: 'app', assets: { js: { sync: ['app.1.js', 'vendor.2.js'], async: ['later.3.js'] } } },
        { moduleName: 'overlays', assets: { js: { sync: ['overlays.4.js'], async: [] } } },
      ],
    };
    const assetsFor = (preloadConfig: object) =>
      generate({ preloadOptions: { preloadConfig }, remote: { name: 'cart' }, remoteSnapshot });
    const app = await assetsFor(ahead);
    expect(app?.entryAssets).toEqual([]);
    expect(app?.jsAssetsWithoutEntry).toEqual([
      'https://cdn.test/cart/1.0.0/remoteEntry.js',
      'https://cdn.test/cart/1.0.0/app.1.js',
      'https://cdn.test/cart/1.0.0/vendor.2.js',
    ]);
    expect((await assetsFor({ ...ahead, exposes: [] }))?.jsAssetsWithoutEntry).toEqual([
      'https://cdn.test/cart/1.0.0/remoteEntry.js',
    ]);
    // A module being loaded (the runtime preloads its files the same way) keeps the runtime's choice.
    expect(await assetsFor({ exposes: ['overlays'], filter: undefined })).toBeUndefined();
  });

  it("fetches ahead, as files, the page's copies of the shared libraries the part lists, each once; none with Save-Data", async () => {
    type Generate = (args: object) => Promise<unknown>;
    const generate = prefetchPlugin.generatePreloadAssets as unknown as Generate;
    const remoteSnapshot = {
      publicPath: 'https://cdn.test/parcel/',
      remoteEntry: 'remoteEntry.js',
      modules: [],
      shared: [{ sharedName: 'react' }, { sharedName: '@storefront/shared/formik' }, { sharedName: 'left-pad' }],
    };
    runtime.preloadRemote.mockImplementation(([preloadConfig]: [{ nameOrAlias: string }]) =>
      generate({ preloadOptions: { preloadConfig }, remote: { name: preloadConfig.nameOrAlias }, remoteSnapshot }),
    );
    // The shell's manifest: react is in its entry (on the page), formik in a chunk loaded on demand.
    const shellManifest = {
      shared: [
        { name: 'react', assets: { js: { sync: ['main.1.js'], async: [] } } },
        { name: '@storefront/shared/formik', assets: { js: { sync: ['822.2.js'], async: [] } } },
        { name: 'notistack', assets: { js: { sync: ['737.3.js'], async: [] } } },
      ],
    };
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      url: 'https://shop.test/mf-manifest.json',
      json: () => Promise.resolve(shellManifest),
    });
    global.fetch = fetchMock;
    const main = document.createElement('script');
    main.src = 'https://shop.test/main.1.js';
    document.head.appendChild(main);
    const prefetched = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) => link.href);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const live = registry({
      parcel: { default: '1.0.0' },
      discovery: { default: '1.0.0' },
      account: { default: '1.0.0' },
    });
    syncFederatedRemotes(live, 'default');
    appStore.set(registryAtom, live);
    prefetchPart('parcel');
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/mf-manifest.json');
    expect(prefetched()).toEqual(['https://shop.test/822.2.js']);

    // Another part listing the same library: its file is not asked for again.
    prefetchPart('discovery');
    await settle();
    expect(prefetched()).toEqual(['https://shop.test/822.2.js']);

    saveData(true);
    prefetchPart('account');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(prefetched()).toEqual(['https://shop.test/822.2.js']);
    expect(runtime.preloadRemote).toHaveBeenLastCalledWith([expect.objectContaining({ nameOrAlias: 'account' })]);
    main.remove();
  });

  it('turns the runtime’s preload of a script into a prefetch, and leaves every other link alone', () => {
    const preload = { rel: 'preload', as: 'script' };
    const link = createLink({
      url: 'https://cdn.test/app.js',
      attrs: preload,
      resourceContext: { initiator: 'preloadRemote' },
    });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('prefetch');
    expect((link as HTMLLinkElement).href).toBe('https://cdn.test/app.js');
    expect(
      createLink({
        url: 'https://cdn.test/a.css',
        attrs: { rel: 'preload', as: 'style' },
        resourceContext: { initiator: 'preloadRemote' },
      }),
    ).toBeUndefined();
    expect(
      createLink({ url: 'https://cdn.test/app.js', attrs: preload, resourceContext: { initiator: 'loadRemote' } }),
    ).toBeUndefined();
  });
});
