/**
 * The single-bundle build's remote loader: every part is compiled into the shell's bundle and each
 * exposed module is a dynamic import, so routes stay code-split but nothing is loaded through Module
 * Federation. webpack.single.config.js puts this module in place of ../composition/remote-loader.ts.
 *
 * This is the one file of the shell allowed to import other parts' source (see eslint.config.mjs):
 * the single bundle is the same code as the composed site, built as one application. The map is typed
 * by the one map of exposed modules (@storefront/shared's ExposedModules): a module missing here, one
 * too many, or one whose exports do not match fails the typecheck.
 */
import type { LifeCycles } from 'single-spa';
import type { ExposedModules } from '@storefront/shared';
import type { RemoteName } from '@storefront/shared/contract/registry';
import type * as ComposedLoader from '../composition/remote-loader';

const EXPOSED: { [Name in keyof ExposedModules]: () => Promise<ExposedModules[Name]> } = {
  'discovery/app': () => import('../../../mfe-discovery/src/app'),
  'discovery/overlays': () => import('../../../mfe-discovery/src/overlays'),
  'cart_checkout/app': () => import('../../../mfe-cart-checkout/src/app'),
  'cart_checkout/overlays': () => import('../../../mfe-cart-checkout/src/overlays'),
  'cart_checkout/AddToCartButton': () => import('../../../mfe-cart-checkout/src/features/add-to-cart/AddToCartButton'),
  'cart_checkout/SavedAddressPicker': () =>
    import('../../../mfe-cart-checkout/src/features/checkout/SavedAddressPicker'),
  'cart_checkout/AddressModal': () => import('../../../mfe-cart-checkout/src/features/checkout/AddressModalEmbed'),
  'account/app': () => import('../../../mfe-account/src/app'),
  'account/overlays': () => import('../../../mfe-account/src/overlays'),
  'account/OrderDetails': () => import('../../../mfe-account/src/features/orders/OrderDetails'),
  'parcel/app': () => import('../../../mfe-parcel/src/app'),
};

/** Nothing to register or swap: the registry still decides which parts are live per module, its URLs are unused. */
export const syncFederatedRemotes: typeof ComposedLoader.syncFederatedRemotes = () => [];

/** Every part is in the bundle already. */
export const prefetchPart: typeof ComposedLoader.prefetchPart = () => undefined;

export async function loadRemoteModule<T>(name: RemoteName, expose: string): Promise<T> {
  const load = (EXPOSED as Record<string, () => Promise<unknown>>)[`${name}/${expose}`];
  if (!load) throw new Error(`${name}/${expose} is not part of the single bundle.`);
  return (await load()) as T;
}

export const loadLifecycles = (name: RemoteName, expose: 'app' | 'overlays') =>
  loadRemoteModule<LifeCycles>(name, expose);

// Both loaders have one shape, so the build can put either in place.
const _sameShape: typeof ComposedLoader = { syncFederatedRemotes, loadRemoteModule, loadLifecycles, prefetchPart };
