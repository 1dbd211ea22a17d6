import { apiClient, runtimeEnv, tokenAtom, appStore } from '@storefront/shared';
import type { PushMessage } from './push-routing';
import { handlePush } from './push-listener';

/**
 * Firebase Cloud Messaging, only when the shell is configured with a Firebase app (FIREBASE_CONFIG,
 * with a vapidKey). The SDK is loaded on demand, so the site carries none of it otherwise.
 */
export async function startFirebaseMessaging(): Promise<void> {
  const firebaseConfig = runtimeEnv().firebase;
  if (!firebaseConfig || !('serviceWorker' in navigator) || typeof Notification === 'undefined') return;
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return;
  const app = getApps()[0] ?? initializeApp(firebaseConfig);
  const instance = messaging.getMessaging(app);
  messaging.onMessage(instance, (payload) => handlePush({ type: '', ...payload.data } as PushMessage));
  if (Notification.permission === 'denied') return;
  const deviceToken = await messaging.getToken(instance, { vapidKey: firebaseConfig.vapidKey }).catch(() => null);
  // The API keeps the device token of a signed-in customer.
  if (deviceToken && appStore.get(tokenAtom)) {
    await apiClient
      .post('/customer/cm-firebase-token', { cm_firebase_token: deviceToken, _method: 'put' })
      .catch(() => undefined);
  }
}
