/**
 * The Firebase Cloud Messaging service worker, served by the shell at /firebase-messaging-sw.js (a
 * build of its own: shell/webpack.config.js). Background messages go to the open pages with
 * postMessage, where push-listener turns them into the 'storefront:push' event; with no page open a
 * notification shows, and clicking it opens the site, which then routes the message.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { deliverToPages, firebaseConfigOf, pushPost, type PushPost } from './background-push';

interface NotificationEventLike extends Event {
  notification: { close: () => void; data?: unknown };
  waitUntil: (promise: Promise<unknown>) => void;
}

interface ServiceWorkerScope {
  location: Location;
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly { postMessage: (message: unknown) => void; focus?: () => Promise<unknown> }[]>;
    openWindow: (
      url: string,
    ) => Promise<{ postMessage: (message: unknown) => void; focus?: () => Promise<unknown> } | null>;
  };
  registration: { showNotification: (title: string, options: { body?: string; data?: unknown }) => Promise<void> };
  addEventListener: (type: 'notificationclick', listener: (event: NotificationEventLike) => void) => void;
}

const worker = self as unknown as ServiceWorkerScope;
const config = firebaseConfigOf(worker.location.href);

if (config) {
  const messaging = getMessaging(initializeApp(config));
  onBackgroundMessage(messaging, async (payload) => {
    const post = pushPost(payload);
    const delivered = await deliverToPages(post, worker.clients);
    // FCM shows a message that carries a notification by itself; a data-only message shows here when no page is open.
    if (delivered === 0 && !payload.notification) {
      await worker.registration.showNotification(post.payload.title ?? 'Storefront', {
        body: post.payload.body,
        data: post,
      });
    }
  });
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const post = event.notification.data as PushPost | undefined;
  event.waitUntil(
    (async () => {
      const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages[0] ?? (await worker.clients.openWindow('/'));
      await page?.focus?.();
      if (post?.type === 'storefront:push') page?.postMessage(post);
    })(),
  );
});
