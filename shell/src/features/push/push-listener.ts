import { appStore, chatRefreshAtom, navigateTo, orderListRefreshAtom, toast } from '@storefront/shared';
import { routePush, type PushMessage } from './push-routing';

/** The event every push arrives as: from Firebase's foreground handler, or the service worker's postMessage. */
export const PUSH_EVENT = 'storefront:push';

export function handlePush(message: PushMessage) {
  const action = routePush(message, { pathname: window.location.pathname, search: window.location.search });
  switch (action.kind) {
    case 'navigate':
      if (action.toast) toast.info(action.toast, { id: 'new-message' });
      navigateTo(action.url);
      break;
    case 'refresh-chat':
      if (action.toast) toast.info(action.toast, { id: 'new-message' });
      appStore.set(chatRefreshAtom, (count) => count + 1);
      break;
    case 'refresh-orders':
      appStore.set(orderListRefreshAtom, (count) => count + 1);
      navigateTo(action.url);
      break;
    case 'toast':
      toast.info(action.message, { duration: action.durationMs, id: `referral-${action.message}` });
      break;
    case 'ignore':
      break;
  }
}

export function listenForPushes() {
  window.addEventListener(PUSH_EVENT, (event) => handlePush((event as CustomEvent<PushMessage>).detail));
  // The service worker's background messages become the same window event.
  navigator.serviceWorker?.addEventListener?.('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; payload?: PushMessage } | undefined;
    if (data?.type === PUSH_EVENT && data.payload) {
      window.dispatchEvent(new CustomEvent(PUSH_EVENT, { detail: data.payload }));
    }
  });
}
