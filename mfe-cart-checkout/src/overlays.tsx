import { definePart } from '@storefront/shared';
import { CartDrawer } from './features/cart/CartDrawer';
import { ItemQuickView } from './features/item-detail/ItemQuickView';

function CartCheckoutOverlays() {
  return (
    <>
      <CartDrawer />
      <ItemQuickView />
    </>
  );
}

/** Cart-checkout's overlays, active on every page: the cart drawer and the item quick view. */
export const { bootstrap, mount, unmount } = definePart(CartCheckoutOverlays, { version: process.env.PART_VERSION });
