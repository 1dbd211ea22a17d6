import type { PushMessage } from './push-routing';

/** The event every push arrives as: from Firebase's foreground handler, or the service worker's postMessage. */
export const PUSH_EVENT = 'storefront:push';

// What a push does (its routing, toasts and navigation) loads with the first push.
const handle = (message: PushMessage) => void import('./push-handler').then(({ handlePush }) => handlePush(message));

export function listenForPushes() {
  window.addEventListener(PUSH_EVENT, (event) => handle((event as CustomEvent<PushMessage>).detail));
  // The service worker's background messages become the same window event.
  navigator.serviceWorker?.addEventListener?.('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; payload?: PushMessage } | undefined;
    if (data?.type === PUSH_EVENT && data.payload) {
      window.dispatchEvent(new CustomEvent(PUSH_EVENT, { detail: data.payload }));
    }
  });
}
