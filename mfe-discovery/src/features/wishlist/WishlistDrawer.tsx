import { Drawer, EmptyState, useAtom, wishlistDrawerOpenAtom } from '@storefront/shared';

/** The wishlist drawer, opened from the shell's wishlist icon. */
export function WishlistDrawer() {
  const [open, setOpen] = useAtom(wishlistDrawerOpenAtom);
  return (
    <Drawer open={open} title="Wishlist" onClose={() => setOpen(false)}>
      <EmptyState title="No favourite items found" />
    </Drawer>
  );
}
