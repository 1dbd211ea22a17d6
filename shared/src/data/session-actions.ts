import { cartLinesAtom } from '../state/cart';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { wishlistAtom } from '../state/wishlist';
import { toast } from '../feedback/toast';
import { navigateTo } from '../routing/navigate';
import { loadCart } from './cart';
import { clearAllDrafts } from '../forms/draft';

export const LOGOUT_SUCCESS_MESSAGE = 'Logout successful.';
export const LOGOUT_DELAY_MS = 500;
export const LOGIN_REQUIRED_MESSAGE = 'You must be login to access this page.';

/** Logout: clears the token, the cart, the wishlist and every draft, then goes to /home (stays on / if there). */
export async function signOut(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
  appStore.set(tokenAtom, null);
  appStore.set(cartLinesAtom, []);
  appStore.set(wishlistAtom, { itemIds: [], storeIds: [] });
  clearAllDrafts();
  toast.success(LOGOUT_SUCCESS_MESSAGE);
  if (window.location.pathname !== '/') navigateTo('/home');
  // The guest's own cart comes back.
  await loadCart().catch(() => undefined);
}

/** For pages and links that need a signed-in customer; the toast never shows twice. */
export function requireSignIn(): boolean {
  if (appStore.get(tokenAtom)) return true;
  toast.error(LOGIN_REQUIRED_MESSAGE, { id: 'login-required' });
  return false;
}
