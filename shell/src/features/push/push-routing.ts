/** A push message of the platform (spec: Push message). */
export interface PushMessage {
  type: 'message' | 'order_status' | 'referral_code' | string;
  title?: string;
  body?: string;
  conversation_id?: string | number;
  sender_type?: string;
  order_id?: string | number;
}

export type PushAction =
  | { kind: 'navigate'; url: string; toast?: string }
  | { kind: 'refresh-chat'; toast?: string }
  | { kind: 'refresh-orders'; url: string }
  | { kind: 'toast'; message: string; durationMs: number }
  | { kind: 'ignore' };

export const NEW_MESSAGE_TOAST = 'You have a new message';
export const REFERRAL_TOAST_MS = 5000;

/** The chat is open on /chatting, and in the account's inbox (/profile?page=inbox, where the nav's chat leads). */
export function isChatOpen(location: { pathname: string; search: string }): boolean {
  if (location.pathname === '/chatting') return true;
  return location.pathname === '/profile' && new URLSearchParams(location.search).get('page') === 'inbox';
}

/** Where a push takes the customer, given the page they are on. */
export function routePush(message: PushMessage, location: { pathname: string; search: string }): PushAction {
  switch (message.type) {
    case 'message': {
      if (isChatOpen(location)) return { kind: 'refresh-chat', toast: NEW_MESSAGE_TOAST };
      const query = new URLSearchParams({
        conversationId: String(message.conversation_id ?? ''),
        type: message.sender_type ?? '',
        chatFrom: 'true',
      });
      return { kind: 'navigate', url: `/chatting?${query}`, toast: NEW_MESSAGE_TOAST };
    }
    case 'order_status': {
      const url = `/profile?${new URLSearchParams({ orderId: String(message.order_id ?? ''), page: 'my-orders', from: 'checkout' })}`;
      return location.pathname === '/profile' ? { kind: 'refresh-orders', url } : { kind: 'navigate', url };
    }
    case 'referral_code':
      return {
        kind: 'toast',
        message: [message.title, message.body].filter(Boolean).join(': '),
        durationMs: REFERRAL_TOAST_MS,
      };
    default:
      return { kind: 'ignore' };
  }
}
