import { BrowserRouter } from '@storefront/shared/router';
import { definePart } from '@storefront/shared';
import { WishlistDrawer } from './features/wishlist/WishlistDrawer';

function DiscoveryOverlays() {
  // The drawer's links navigate the whole page (single-spa tells every part's router).
  return (
    <BrowserRouter>
      <WishlistDrawer />
    </BrowserRouter>
  );
}

/** Discovery's overlays, on any page once the wishlist drawer is first asked for. */
export const { bootstrap, mount, unmount } = definePart(DiscoveryOverlays, { version: process.env.PART_VERSION });
