import { appStore, loadWishlist, moduleAtom, tokenAtom } from '@storefront/shared';

/**
 * Keeps the wishlist behind the nav's count in step with the customer: loaded at start and at
 * sign-in, emptied at sign-out, and loaded again for each module chosen (it is kept per module).
 * The shell does this rather than the wishlist drawer, which loads only when first opened.
 */
export function followWishlist() {
  const refresh = () =>
    loadWishlist().catch((error: unknown) => console.warn('The wishlist could not be loaded', error));
  let moduleId = appStore.get(moduleAtom)?.id;
  void refresh();
  appStore.sub(tokenAtom, () => void refresh());
  appStore.sub(moduleAtom, () => {
    const selected = appStore.get(moduleAtom)?.id;
    if (selected === moduleId) return;
    moduleId = selected;
    void refresh();
  });
}
