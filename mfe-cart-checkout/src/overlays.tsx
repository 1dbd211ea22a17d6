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

/** Cart-checkout's overlays, on any page once the cart drawer or the item quick view is first asked for. */
export const { bootstrap, mount, unmount } = definePart(CartCheckoutOverlays, { version: process.env.PART_VERSION });
