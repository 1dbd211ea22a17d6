import type { ChatReceiverType, Conversation } from '@storefront/shared/contract/conversation';

/** The spec leaves this wording open: what a signed-out customer reads on trying to chat with the delivery man. */
export const DELIVERY_MAN_CHAT_LOGIN_MESSAGE = 'Please sign in to chat with the delivery man.';
export const NO_CONVERSATIONS = 'No conversations yet';
export const NO_MESSAGES = 'No messages yet. Say hello!';
export const CONVERSATION_PAGE_LIMIT = 10;
export const MESSAGE_PAGE_LIMIT = 25;

/** Who the chat is with: an existing conversation, or a receiver that may not have one yet. */
export type ChatTarget =
  { kind: 'conversation'; conversationId: number } | { kind: 'receiver'; type: ChatReceiverType; id: number };

const RECEIVER_TYPES: Record<string, ChatReceiverType> = {
  vendor: 'vendor',
  store: 'vendor',
  delivery_man: 'delivery_man',
  admin: 'admin',
};

/**
 * The chat a URL opens: /chatting?conversationId=&type= (a push), or
 * /profile?page=inbox&type=delivery_man&id=&routeName=delivery_man_id&chatFrom=true (a delivery man
 * or a store, before any conversation exists). Nothing when neither is given or the values are bad.
 */
export function chatTargetOf(params: URLSearchParams): ChatTarget | null {
  const conversationId = Number(params.get('conversationId'));
  if (Number.isInteger(conversationId) && conversationId > 0) return { kind: 'conversation', conversationId };
  const type = RECEIVER_TYPES[params.get('type') ?? ''];
  const rawId = params.get('id');
  const id = Number(rawId);
  if (!type || rawId === null || rawId === '' || !Number.isInteger(id) || id < 0) return null;
  return { kind: 'receiver', type, id };
}

/** Whether a URL asks for a chat with the delivery man (which needs a signed-in customer). */
export function isDeliveryManChat(params: URLSearchParams): boolean {
  return params.get('type') === 'delivery_man';
}

/** The profile inbox with the delivery man of an order (the tracking drawer's Chat). */
export function deliveryManChatUrl(deliveryManId: number): string {
  return `/profile?${new URLSearchParams({
    page: 'inbox',
    type: 'delivery_man',
    id: String(deliveryManId),
    routeName: 'delivery_man_id',
    chatFrom: 'true',
  })}`;
}

/** The query of message/details for a target: the conversation, or the receiver's typed id. */
export function detailsQuery(target: ChatTarget): Record<string, number> {
  if (target.kind === 'conversation') return { conversation_id: target.conversationId };
  return { [`${target.type}_id`]: target.id };
}

/** Whether a conversation is the one a target names. */
export function isTarget(conversation: Conversation, target: ChatTarget | null): boolean {
  if (!target) return false;
  if (target.kind === 'conversation') return conversation.id === target.conversationId;
  return conversation.receiver_type === target.type && conversation.receiver_id === target.id;
}

export const RECEIVER_TYPE_LABEL: Record<ChatReceiverType, string> = {
  vendor: 'Store',
  delivery_man: 'Delivery man',
  admin: 'Support',
};

/** The list row's line under the name: the last message, "You: " before the customer's own. */
export function conversationPreview(conversation: Conversation): string {
  const last = conversation.last_message;
  if (!last) return 'No messages yet';
  const text = last.message ?? (last.file_full_url.length > 0 ? 'Sent an image' : '');
  return last.sender_type === 'customer' ? `You: ${text}` : text;
}

/** The inbox URL's query with a conversation open (or none): the profile page's tab is kept. */
export function inboxParams(current: URLSearchParams, conversation?: Conversation): URLSearchParams {
  const next = new URLSearchParams();
  if (current.get('page')) next.set('page', current.get('page')!);
  if (conversation) {
    next.set('conversationId', String(conversation.id));
    next.set('type', conversation.receiver_type);
  }
  return next;
}

/** A message's text with nothing but spaces counts as empty. */
export function canSend(text: string): boolean {
  return text.trim().length > 0 && text.trim().length <= 2000;
}

/** Messages arrive newest first, a page at a time: oldest first for reading, each once. */
export function inReadingOrder<M extends { id: number }>(pages: M[][]): M[] {
  const byId = new Map<number, M>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
