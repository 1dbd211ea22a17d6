import { appStore, loadCart, navigateTo, toast, tokenAtom } from '@storefront/shared';

/** After login or sign-up: keep the token, bring the (merged) cart, go home. */
export async function completeSignIn(token: string, message: string) {
  appStore.set(tokenAtom, token);
  toast.success(message);
  await loadCart().catch(() => undefined);
  navigateTo('/home');
}
