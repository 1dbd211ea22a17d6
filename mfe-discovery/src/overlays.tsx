import { definePart } from '@storefront/shared';
import { WishlistDrawer } from './features/wishlist/WishlistDrawer';

/** Discovery's overlays, active on every page. */
export const { bootstrap, mount, unmount } = definePart(WishlistDrawer, { version: process.env.PART_VERSION });
