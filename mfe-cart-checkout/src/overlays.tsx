import { definePart } from '@storefront/shared';
import { CartDrawer } from './features/cart/CartDrawer';

/** Cart-checkout's overlays, active on every page. */
export const { bootstrap, mount, unmount } = definePart(CartDrawer);
