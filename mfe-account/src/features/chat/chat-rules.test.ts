import {
  canSend,
  chatTargetOf,
  deliveryManChatUrl,
  detailsQuery,
  inReadingOrder,
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
