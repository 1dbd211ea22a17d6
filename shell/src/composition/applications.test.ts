import { appStore, cartDrawerOpenAtom, registryAtom, tokenAtom } from '@storefront/shared';
import { everyRemoteLive } from './test-fixtures';

const statuses = new Map<string, string>();
let errorHandler: ((error: { appOrParcelName: string; message: string }) => void) | undefined;
const singleSpa = {
  registerApplication: jest.fn(),
  unregisterApplication: jest.fn(() => Promise.resolve()),
  triggerAppChange: jest.fn(() => Promise.resolve()),
  start: jest.fn(),
};
jest.mock('single-spa', () => ({
  ...singleSpa,
  addErrorHandler: (handler: typeof errorHandler) => {
    errorHandler = handler;
  },
  getAppNames: () => [...statuses.keys()],
  getAppStatus: (name: string) => statuses.get(name) ?? null,
  LOAD_ERROR: 'LOAD_ERROR',
  MOUNTED: 'MOUNTED',
  SKIP_BECAUSE_BROKEN: 'SKIP_BECAUSE_BROKEN',
  NOT_LOADED: 'NOT_LOADED',
}));
jest.mock('./remote-loader', () => ({ loadLifecycles: jest.fn() }));
const reportLoadFailure = jest.fn();
jest.mock('./registry', () => ({ reportLoadFailure: (...args: unknown[]) => reportLoadFailure(...args) }));

// Imported after the stand-ins are in place.
const { startApplications } = jest.requireActual<typeof import('./applications')>('./applications');

const registry = everyRemoteLive;

const navigation = (oldUrl: string, newUrl: string) =>
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl } }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a part whose mount threw is reported once and registered afresh on the next navigation', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  appStore.set(registryAtom, registry);
  startApplications();
  expect(errorHandler).toBeDefined();
  const registrations = () => singleSpa.registerApplication.mock.calls.filter(([app]) => app.name === 'account');
  expect(registrations()).toHaveLength(1);

  // account's mount throws: single-spa marks it broken and would never try it again.
  statuses.set('account', 'SKIP_BECAUSE_BROKEN');
  const error = { appOrParcelName: 'account', message: 'mount failed' };
  errorHandler!(error);
  errorHandler!(error);
  expect(reportLoadFailure).toHaveBeenCalledTimes(1);
  expect(reportLoadFailure).toHaveBeenCalledWith('account', '1.2.0', error);

  // A routing event that is not a navigation changes nothing.
  navigation('http://localhost/profile', 'http://localhost/profile');
  await flush();
  expect(singleSpa.unregisterApplication).not.toHaveBeenCalled();

  // The next navigation registers it afresh, so single-spa loads and mounts it again.
  navigation('http://localhost/profile', 'http://localhost/orders');
  await flush();
  expect(singleSpa.unregisterApplication).toHaveBeenCalledWith('account');
  expect(registrations()).toHaveLength(2);

  // A load error (reported by the federation runtime) is not reported again here.
  statuses.set('discovery', 'LOAD_ERROR');
  errorHandler!({ appOrParcelName: 'discovery', message: 'load failed' });
  expect(reportLoadFailure).toHaveBeenCalledTimes(1);
});

it('an overlay host is active from the first open of one of its overlays on, and stays active', () => {
  const registered = (name: string) =>
    singleSpa.registerApplication.mock.calls
      .map(([app]) => app)
      .filter((app) => app.name === name)
      .at(-1);
  appStore.set(tokenAtom, null);
  appStore.set(registryAtom, registry);
  if (!registered('cart_checkout:overlays')) startApplications();
  const active = (name: string) => registered(name).activeWhen(window.location) as boolean;
  // A guest's page that opened nothing loads no overlay host.
  expect(['discovery:overlays', 'cart_checkout:overlays', 'account:overlays'].filter(active)).toEqual([]);

  singleSpa.triggerAppChange.mockClear();
  appStore.set(cartDrawerOpenAtom, true);
  expect(active('cart_checkout:overlays')).toBe(true);
  expect(singleSpa.triggerAppChange).toHaveBeenCalled();
  expect(active('discovery:overlays')).toBe(false);

  // Closing the drawer keeps the host mounted, so it never flickers or loads again.
  appStore.set(cartDrawerOpenAtom, false);
  expect(active('cart_checkout:overlays')).toBe(true);
});

it("a part's scripts load as soon as it is active, and it is handed over to mount only once the shell's slots exist", async () => {
  const { loadLifecycles } = jest.requireMock<{ loadLifecycles: jest.Mock }>('./remote-loader');
  const { markSlotsReady } = jest.requireActual<typeof import('./slots-ready')>('./slots-ready');
  const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  loadLifecycles.mockResolvedValue(lifecycles);
  appStore.set(registryAtom, registry);
  if (!singleSpa.registerApplication.mock.calls.some(([app]) => app.name === 'discovery')) startApplications();
  const discovery = singleSpa.registerApplication.mock.calls
    .map(([app]) => app)
    .find((app) => app.name === 'discovery');

  let handedOver = false;
  const loading = discovery.app().then((loaded: unknown) => {
    handedOver = true;
    return loaded;
  });
  expect(loadLifecycles).toHaveBeenCalledWith('discovery', 'app');
  await flush();
  expect(handedOver).toBe(false);

  markSlotsReady();
  await expect(loading).resolves.toBe(lifecycles);
});
