import { appStore, chatRefreshAtom, navigateTo, orderListRefreshAtom, toast } from '@storefront/shared';
import { routePush, type PushMessage } from './push-routing';

/** Does what a push asks: from Firebase's foreground handler, or a PUSH_EVENT (push-listener.ts). */
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
