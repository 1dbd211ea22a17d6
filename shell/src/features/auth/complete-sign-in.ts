import { afterSignInPath, appStore, loadCart, navigateTo, toast, tokenAtom } from '@storefront/shared';

/**
 * After login or sign-up: keep the token, bring the (merged) cart, and go back to the page that asked
 * for a sign-in (a path of this site only), else home.
 */
export async function completeSignIn(token: string, message: string) {
  appStore.set(tokenAtom, token);
  toast.success(message);
  await loadCart().catch(() => undefined);
  navigateTo(afterSignInPath(window.location.search));
}
