import { QUIET_UNAUTHORIZED, apiClient, httpStatusOf } from '../api/client';
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

/** How long sign-out waits for the API before signing out this device anyway. */
const SERVER_SIGN_OUT_TIMEOUT_MS = 5000;
export const SERVER_SIGN_OUT_FAILED =
  'Signed out on this device; the server did not confirm, so the session there ends when it expires.';

/** POST /auth/logout: the token stops working on the server too. A failure never blocks the sign-out. */
async function endServerSession(): Promise<void> {
  if (!appStore.get(tokenAtom)) return;
  try {
    await apiClient.post('/auth/logout', undefined, { ...QUIET_UNAUTHORIZED, timeout: SERVER_SIGN_OUT_TIMEOUT_MS });
  } catch (error) {
    // 401: the server had already ended it (a deleted account, an expired token).
    if (httpStatusOf(error) !== 401) console.warn(SERVER_SIGN_OUT_FAILED);
  }
}

/**
 * Logout: ends the session on the server, then clears the token, the cart, the wishlist and every
 * draft, and goes to /home (stays on / if there).
 */
export async function signOut(): Promise<void> {
  const serverSignOut = endServerSession();
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
  await serverSignOut;
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
