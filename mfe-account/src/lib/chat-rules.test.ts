import type { ChatMessage, Conversation } from '@storefront/shared/contract/conversation';
import {
  canSend,
  chatTargetOf,
  conversationPreview,
  deliveryManChatUrl,
  detailsQuery,
  inReadingOrder,
  inboxParams,
  isDeliveryManChat,
} from './chat-rules';

const params = (query: string) => new URLSearchParams(query);

it('opens the conversation a push names', () => {
  expect(chatTargetOf(params('conversationId=7&type=delivery_man&chatFrom=true'))).toEqual({
    kind: 'conversation',
    conversationId: 7,
  });
});

it('opens a chat with a delivery man or a store by id, before any conversation exists', () => {
  expect(chatTargetOf(params('page=inbox&type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true'))).toEqual({
    kind: 'receiver',
    type: 'delivery_man',
    id: 3,
  });
  expect(chatTargetOf(params('page=inbox&type=vendor&id=12'))).toEqual({ kind: 'receiver', type: 'vendor', id: 12 });
  expect(chatTargetOf(params('page=inbox&type=store&id=12'))).toEqual({ kind: 'receiver', type: 'vendor', id: 12 });
});

it('opens nothing for a bare inbox or bad values', () => {
  expect(chatTargetOf(params('page=inbox'))).toBeNull();
  expect(chatTargetOf(params('conversationId=abc'))).toBeNull();
  expect(chatTargetOf(params('type=customer&id=1'))).toBeNull();
  expect(chatTargetOf(params('type=delivery_man'))).toBeNull();
  expect(chatTargetOf(params('type=delivery_man&id=-1'))).toBeNull();
});

it('builds the delivery-man chat URL of the spec and knows it needs a sign-in', () => {
  const url = deliveryManChatUrl(3);
  expect(url).toBe('/profile?page=inbox&type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true');
  expect(isDeliveryManChat(params(url.split('?')[1]!))).toBe(true);
  expect(isDeliveryManChat(params('conversationId=1&type=vendor'))).toBe(false);
});

it('asks the details of a conversation, or of a receiver by its typed id', () => {
  expect(detailsQuery({ kind: 'conversation', conversationId: 7 })).toEqual({ conversation_id: 7 });
  expect(detailsQuery({ kind: 'receiver', type: 'delivery_man', id: 3 })).toEqual({ delivery_man_id: 3 });
  expect(detailsQuery({ kind: 'receiver', type: 'admin', id: 0 })).toEqual({ admin_id: 0 });
});

it('sends only a message with text, of at most 2000 characters', () => {
  expect(canSend('')).toBe(false);
  expect(canSend('   ')).toBe(false);
  expect(canSend('Hello')).toBe(true);
  expect(canSend('a'.repeat(2001))).toBe(false);
});

it('shows messages oldest first, once each, across pages', () => {
  const m = (id: number) => ({ id });
  expect(
    inReadingOrder([
      [m(5), m(4)],
      [m(3), m(2)],
      [m(2), m(1)],
    ]).map((x) => x.id),
  ).toEqual([1, 2, 3, 4, 5]);
});

const last = (sender: ChatMessage['sender_type'], message: string | null, files: string[] = []) =>
  ({ sender_type: sender, message, file_full_url: files }) as ChatMessage;
const withLast = (message: ChatMessage | null) =>
  ({ id: 4, receiver_type: 'vendor', last_message: message }) as Conversation;

it("previews a conversation's last message, the customer's own marked as theirs", () => {
  expect(conversationPreview(withLast(null))).toBe('No messages yet');
  expect(conversationPreview(withLast(last('vendor', 'Ready')))).toBe('Ready');
  expect(conversationPreview(withLast(last('customer', 'Thanks')))).toBe('You: Thanks');
  expect(conversationPreview(withLast(last('customer', null, ['a.png'])))).toBe('You: Sent an image');
  expect(conversationPreview(withLast(last('vendor', null)))).toBe('');
});

it("opens and closes a conversation in the URL, keeping only the profile page's tab", () => {
  const current = params('page=inbox&type=delivery_man&id=3&chatFrom=true');
  expect(inboxParams(current, withLast(null)).toString()).toBe('page=inbox&conversationId=4&type=vendor');
  expect(inboxParams(current).toString()).toBe('page=inbox');
  expect(inboxParams(params('conversationId=4&type=vendor')).toString()).toBe('');
});
