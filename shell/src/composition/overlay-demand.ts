import {
  appStore,
  cartDrawerOpenAtom,
  itemQuickViewAtom,
  orderTrackingAtom,
  pageSettledAtom,
  signedInOnSettledPageAtom,
  wishlistDrawerOpenAtom,
} from '@storefront/shared';
import type { RemoteName } from '@storefront/shared/contract/registry';
import { whenIdle } from '../lib/when-idle';

type Store = typeof appStore;
type Signal = Parameters<Store['sub']>[0];

/** Marks the page settled at the browser's next idle moment (called once the page has loaded). */
export function settleWhenIdle(store: Store = appStore) {
  if (store.get(pageSettledAtom)) return;
  whenIdle(() => store.set(pageSettledAtom, true));
}

/**
 * What makes each remote's overlay host wanted on a page: any of these shared atoms turning truthy.
 * Keep in step with what each remote's overlays entry (mfe-<remote>/src/overlays.tsx) renders.
 */
export const OVERLAY_SIGNALS: Record<RemoteName, Signal[]> = {
  // The wishlist drawer.
  discovery: [wishlistDrawerOpenAtom],
  // The cart drawer and the item quick view (the item asked for stays in the atom while the host loads).
  cart_checkout: [cartDrawerOpenAtom, itemQuickViewAtom],
  // The tracking drawer; the review prompt and the welcome modal show by themselves to a signed-in
  // customer (on any page, after a navigation or a first sign-up), once the page has settled.
  account: [orderTrackingAtom, signedInOnSettledPageAtom],
  parcel: [],
};

/** Whether the store's state asks for a remote's overlays now. */
export const overlaysAskedFor = (remote: RemoteName, store: Store = appStore) =>
  OVERLAY_SIGNALS[remote].some((signal) => Boolean(store.get(signal)));

/**
 * Which remotes' overlay hosts a page wants. Once wanted, a host stays wanted for the page's life, so
 * an overlay that closes is never unmounted and reopens at once.
 */
export function createOverlayDemand(store: Store = appStore) {
  const wanted = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  const add = (remotes: RemoteName[]) => {
    const added = remotes.filter((remote) => !wanted.has(remote));
    if (added.length === 0) return;
    for (const remote of added) wanted.add(remote);
    for (const listener of listeners) listener();
  };
  const check = () =>
    add((Object.keys(OVERLAY_SIGNALS) as RemoteName[]).filter((remote) => overlaysAskedFor(remote, store)));
  for (const signal of new Set(Object.values(OVERLAY_SIGNALS).flat())) store.sub(signal, check);
  check();
  return {
    isWanted: (remote: RemoteName) => wanted.has(remote),
    /** Wants a remote's overlays ahead of an open, e.g. when the customer points at the cart button. */
    want: (remote: RemoteName) => add([remote]),
    /** Called whenever another remote becomes wanted. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's overlay demand, read by the single-spa applications of the overlay hosts. */
export const overlayDemand = createOverlayDemand();

/**
 * Props for a control that opens one of a remote's overlays: pointing at or focusing it loads the
 * overlay host ahead of the click, so the overlay usually opens at once.
 */
export function warmsOverlaysOf(remote: RemoteName) {
  const warm = () => overlayDemand.want(remote);
  return { onPointerEnter: warm, onFocus: warm };
}
