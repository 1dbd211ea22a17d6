import { apiClient, appStore, runtimeEnv, tokenAtom } from '@storefront/shared';
import { handlePush } from './push-handler';
import { serviceWorkerUrl, pushMessageOf } from './service-worker/background-push';

/** The API keeps a signed-in customer's device token here (spec: cm-firebase-token). */
export const DEVICE_TOKEN_PATH = '/customer/cm-firebase-token';

let deviceToken: string | null = null;
let sentFor: string | null = null;

/** Sends the device token for the signed-in customer, once per sign-in (a later sign-in sends it again). */
export async function sendDeviceToken(): Promise<void> {
  const token = appStore.get(tokenAtom);
  if (!deviceToken || !token || sentFor === token) return;
  sentFor = token;
  await apiClient.post(DEVICE_TOKEN_PATH, { cm_firebase_token: deviceToken, _method: 'put' }).catch(() => {
    // Not kept this time; the next sign-in or start tries again.
    sentFor = null;
  });
}

/**
 * Firebase Cloud Messaging, only when the shell is configured with a Firebase app (FIREBASE_CONFIG,
 * with a vapidKey). The SDK is loaded on demand, so the site carries none of it otherwise. Background
 * messages arrive through the shell's service worker (/firebase-messaging-sw.js), which posts them to
 * the page; foreground ones through onMessage. The device token goes to the API for the signed-in
 * customer, now or at a later sign-in.
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
  messaging.onMessage(instance, (payload) => handlePush(pushMessageOf(payload)));
  if (Notification.permission === 'denied') return;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(firebaseConfig));
  deviceToken = await messaging
    .getToken(instance, { vapidKey: firebaseConfig.vapidKey, serviceWorkerRegistration: registration })
    .catch(() => null);
  if (!deviceToken) return;
  await sendDeviceToken();
  appStore.sub(tokenAtom, () => void sendDeviceToken());
}

/** For tests: forget the device token and what was sent. */
export function resetDeviceTokenForTests() {
  deviceToken = null;
  sentFor = null;
}
