import { apiClient, parseReply, runtimeEnv } from '@storefront/shared';
import { LoginResponseSchema, type LoginResponse } from '@storefront/shared/contract/auth';
import type { Config } from '@storefront/shared/contract/config';

export const SOCIAL_LOGIN_SUCCESS = 'Logged in successfully';

/** Google sign-in shows when the shell has a Firebase app and the platform turns Google login on. */
export function googleSignInEnabled(
  config: Pick<Config, 'social_login'> | undefined,
  firebase = runtimeEnv().firebase,
): boolean {
  return (
    Boolean(firebase) && Boolean(config?.social_login?.some((entry) => entry.login_medium === 'google' && entry.status))
  );
}

/**
 * Signs in with Google through Firebase Auth (the SDK loads only now), then exchanges the Firebase
 * ID token for the platform's login reply. Returns null when the customer closes the popup.
 */
export async function signInWithGoogle(guestId: string | null): Promise<LoginResponse | null> {
  const firebaseConfig = runtimeEnv().firebase;
  if (!firebaseConfig) return null;
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(firebaseConfig);
  const result = await auth
    .signInWithPopup(auth.getAuth(app), new auth.GoogleAuthProvider())
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/popup-closed-by-user' || error.code === 'auth/cancelled-popup-request') return null;
      throw error;
    });
  if (!result) return null;
  const response = await apiClient.post<unknown>('/auth/social-login', {
    token: await result.user.getIdToken(),
    unique_id: result.user.uid,
    email: result.user.email,
    medium: 'google',
    ...(guestId ? { guest_id: guestId } : {}),
  });
  return parseReply('/auth/social-login', LoginResponseSchema, response.data);
}
