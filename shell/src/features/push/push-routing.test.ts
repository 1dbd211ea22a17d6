import { NEW_MESSAGE_TOAST, routePush } from './push-routing';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('routePush', () => {
  it('opens the chat for a message, or refreshes it when the chat is already open', () => {
    expect(routePush({ type: 'message', conversation_id: 7, sender_type: 'delivery_man' }, at('/home'))).toEqual({
      kind: 'navigate',
      url: '/chatting?conversationId=7&type=delivery_man&chatFrom=true',
      toast: NEW_MESSAGE_TOAST,
    });
    expect(routePush({ type: 'message', conversation_id: 7 }, at('/chatting', '?conversationId=7'))).toEqual({
      kind: 'refresh-chat',
      toast: NEW_MESSAGE_TOAST,
    });
  });

  it('refreshes the account inbox instead of leaving it, and opens the chat from other profile pages', () => {
    expect(routePush({ type: 'message', conversation_id: 7 }, at('/profile', '?page=inbox'))).toEqual({
      kind: 'refresh-chat',
      toast: NEW_MESSAGE_TOAST,
    });
    expect(
      routePush({ type: 'message', conversation_id: 7, sender_type: 'vendor' }, at('/profile', '?page=my-orders')),
    ).toEqual({
      kind: 'navigate',
      url: '/chatting?conversationId=7&type=vendor&chatFrom=true',
      toast: NEW_MESSAGE_TOAST,
    });
  });

  it('goes to my orders for an order status, refreshing the list when the profile is open', () => {
    expect(routePush({ type: 'order_status', order_id: 100012 }, at('/home'))).toEqual({
      kind: 'navigate',
      url: '/profile?orderId=100012&page=my-orders&from=checkout',
    });
    expect(routePush({ type: 'order_status', order_id: 100012 }, at('/profile', '?page=my-orders'))).toEqual({
      kind: 'refresh-orders',
      url: '/profile?orderId=100012&page=my-orders&from=checkout',
    });
  });

  it('shows a referral code as a five-second toast', () => {
    expect(routePush({ type: 'referral_code', title: 'Referral', body: 'Your friend joined' }, at('/'))).toEqual({
      kind: 'toast',
      message: 'Referral: Your friend joined',
      durationMs: 5000,
    });
  });

  it('ignores other types', () => {
    expect(routePush({ type: 'promotion' }, at('/'))).toEqual({ kind: 'ignore' });
  });
});
