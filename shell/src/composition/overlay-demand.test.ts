import {
  appStore,
  cartDrawerOpenAtom,
  itemQuickViewAtom,
  orderTrackingAtom,
  pageSettledAtom,
  tokenAtom,
  wishlistDrawerOpenAtom,
} from '@storefront/shared';
import { REMOTE_NAMES } from '@storefront/shared/contract/registry';
import { OVERLAY_SIGNALS, createOverlayDemand, overlaysAskedFor, settleWhenIdle } from './overlay-demand';
import { OVERLAY_REMOTES } from './routes';

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(cartDrawerOpenAtom, false);
  appStore.set(itemQuickViewAtom, null);
  appStore.set(wishlistDrawerOpenAtom, false);
  appStore.set(orderTrackingAtom, null);
  appStore.set(pageSettledAtom, true);
});

const wantedRemotes = (demand: ReturnType<typeof createOverlayDemand>) =>
  REMOTE_NAMES.filter((remote) => demand.isWanted(remote));

it('asks for no overlay host on a page where nothing was opened by a guest', () => {
  expect(REMOTE_NAMES.filter((remote) => overlaysAskedFor(remote))).toEqual([]);
  expect(wantedRemotes(createOverlayDemand())).toEqual([]);
});

it('asks for each remote only by its own overlays', () => {
  appStore.set(wishlistDrawerOpenAtom, true);
  expect(REMOTE_NAMES.filter((remote) => overlaysAskedFor(remote))).toEqual(['discovery']);
  appStore.set(wishlistDrawerOpenAtom, false);

  appStore.set(cartDrawerOpenAtom, true);
  expect(REMOTE_NAMES.filter((remote) => overlaysAskedFor(remote))).toEqual(['cart_checkout']);
  appStore.set(cartDrawerOpenAtom, false);
  appStore.set(itemQuickViewAtom, { itemId: 7 });
  expect(REMOTE_NAMES.filter((remote) => overlaysAskedFor(remote))).toEqual(['cart_checkout']);
  appStore.set(itemQuickViewAtom, null);

  appStore.set(orderTrackingAtom, { orderId: 100010 });
  expect(REMOTE_NAMES.filter((remote) => overlaysAskedFor(remote))).toEqual(['account']);
  appStore.set(orderTrackingAtom, null);
  // The review prompt and the welcome modal show by themselves to a signed-in customer.
  appStore.set(tokenAtom, 'token');
  expect(REMOTE_NAMES.filter((remote) => overlaysAskedFor(remote))).toEqual(['account']);
});

it("loads a signed-in customer's account prompts only once the page has loaded and the browser is idle", () => {
  jest.useFakeTimers();
  try {
    appStore.set(pageSettledAtom, false);
    appStore.set(tokenAtom, 'token');
    const demand = createOverlayDemand();
    expect(demand.isWanted('account')).toBe(false);
    settleWhenIdle();
    expect(demand.isWanted('account')).toBe(false);
    jest.runAllTimers();
    expect(demand.isWanted('account')).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

it('has a signal for every remote with an overlay host and none for the others', () => {
  for (const remote of REMOTE_NAMES) {
    expect([remote, OVERLAY_SIGNALS[remote].length > 0]).toEqual([remote, OVERLAY_REMOTES.includes(remote)]);
  }
});

it('wants a host from its first open on and keeps it when the overlay closes', () => {
  const demand = createOverlayDemand();
  const changed = jest.fn();
  demand.subscribe(changed);

  appStore.set(itemQuickViewAtom, { itemId: 7, moduleId: 1 });
  expect(wantedRemotes(demand)).toEqual(['cart_checkout']);
  expect(changed).toHaveBeenCalledTimes(1);

  // Closed and opened again: still wanted, and nothing changes for single-spa.
  appStore.set(itemQuickViewAtom, null);
  appStore.set(cartDrawerOpenAtom, true);
  appStore.set(cartDrawerOpenAtom, false);
  expect(wantedRemotes(demand)).toEqual(['cart_checkout']);
  expect(changed).toHaveBeenCalledTimes(1);

  // Signing out does not unmount account's host either.
  appStore.set(tokenAtom, 'token');
  appStore.set(tokenAtom, null);
  expect(wantedRemotes(demand)).toEqual(['cart_checkout', 'account']);
  expect(changed).toHaveBeenCalledTimes(2);
});

it('wants account at once for a customer already signed in when the page starts', () => {
  appStore.set(tokenAtom, 'token');
  expect(wantedRemotes(createOverlayDemand())).toEqual(['account']);
});

it('wants a host ahead of an open when asked to (pointing at the cart button)', () => {
  const demand = createOverlayDemand();
  const changed = jest.fn();
  demand.subscribe(changed);
  demand.want('cart_checkout');
  demand.want('cart_checkout');
  expect(wantedRemotes(demand)).toEqual(['cart_checkout']);
  expect(changed).toHaveBeenCalledTimes(1);
});
