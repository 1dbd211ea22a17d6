// A customer's conversations with stores, delivery men and the platform's support.
import type { Wire } from '@storefront/shared/contract/common';
import type {
  ChatMessageSchema,
  ConversationSchema,
  MessageDetailsResponseSchema,
} from '@storefront/shared/contract/conversation';
import type { BusinessSettings } from '../db/business-settings';
import { getSetting, getStoreByIdOrSlug } from '../db/queries/catalogue';
import {
  addCustomerMessage,
  conversationOfUser,
  conversationWithReceiver,
  conversationsOfUser,
  lastMessageOf,
  markReceivedMessagesSeen,
  messagesPage,
  unreadMessageCount,
  type ConversationRow,
  type MessageRow,
  type ReceiverKey,
} from '../db/queries/conversations';
import { deliveryMenByIds, userHasOrderWithDeliveryMan } from '../db/queries/orders';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
import type { UploadedImage } from '../lib/uploads';

type ChatMessage = Wire<typeof ChatMessageSchema>;
type Conversation = Wire<typeof ConversationSchema>;
export type MessageDetailsResponse = Wire<typeof MessageDetailsResponseSchema>;

const SENDER_TYPES = ['customer', 'vendor', 'delivery_man', 'admin'] as const;

const messageToWire = (ctx: AppContext, m: MessageRow): ChatMessage => ({
  id: m.id,
  conversation_id: m.conversation_id,
  sender_type: SENDER_TYPES.find((s) => s === m.sender_type) ?? 'admin',
  sender_id: m.sender_id,
  message: m.message,
  file_full_url: (JSON.parse(m.files) as string[]).map((f) => `${ctx.env.publicUrl}/uploads/files/${f}`),
  is_seen: m.is_seen,
  created_at: m.created_at,
});

/** The other side of a conversation: an active store, a delivery man or the platform's support (id 0). */
async function receiverOf(ctx: AppContext, receiver: ReceiverKey): Promise<Conversation['receiver'] | null> {
  const url = ctx.env.publicUrl;
  const { type, id } = receiver;
  if (type === 'vendor') {
    const s = await getStoreByIdOrSlug(ctx.db, String(id));
    return s
      ? { id: s.id, name: s.name, image_full_url: imageUrl(url, 'store', s.logo), phone: s.phone, slug: s.slug }
      : null;
  }
  if (type === 'delivery_man') {
    const [d] = await deliveryMenByIds(ctx.db, [id]);
    return d
      ? {
          id: d.id,
          name: `${d.f_name} ${d.l_name}`,
          image_full_url: imageUrl(url, 'delivery-man', d.image),
          phone: d.phone,
        }
      : null;
  }
  if (id !== 0) return null;
  const s = await getSetting<BusinessSettings>(ctx.db, 'business');
  return {
    id: 0,
    name: `${s?.business_name ?? 'Storefront'} support`,
    image_full_url: imageUrl(url, 'business', s?.logo),
    phone: s?.phone ?? null,
  };
}

async function conversationsToWire(ctx: AppContext, rows: ConversationRow[]): Promise<Conversation[]> {
  const out: Conversation[] = [];
  for (const c of rows) {
    const type = c.receiver_type;
    const receiver = await receiverOf(ctx, { type, id: c.receiver_id });
    const last = await lastMessageOf(ctx.db, c.id);
    const unread = await unreadMessageCount(ctx.db, c.id);
    out.push({
      id: c.id,
      sender_type: 'customer',
      sender_id: c.user_id,
      receiver_type: type,
      receiver_id: c.receiver_id,
      receiver: receiver ?? { id: c.receiver_id, name: 'Unavailable', image_full_url: null },
      unread_message_count: unread,
      last_message: last ? messageToWire(ctx, last) : null,
      last_message_time: last?.created_at ?? null,
      created_at: c.created_at,
      updated_at: c.updated_at,
    });
  }
  return out;
}

/** The user's conversations, the latest written to first. */
export async function conversationsOf(ctx: AppContext, userId: number): Promise<Conversation[]> {
  return conversationsToWire(ctx, await conversationsOfUser(ctx.db, userId));
}

/** One page of a conversation's messages (none without a conversation); reading marks the other side's seen. */
export async function readConversation(
  ctx: AppContext,
  conversation: ConversationRow | undefined,
  page: { offset: number; limit: number },
): Promise<MessageDetailsResponse> {
  if (!conversation) return { total_size: 0, limit: page.limit, offset: page.offset, conversation: null, messages: [] };
  await markReceivedMessagesSeen(ctx.db, conversation.id);
  const { rows, total } = await messagesPage(ctx.db, conversation.id, page);
  const [wire] = await conversationsToWire(ctx, [conversation]);
  return {
    total_size: total,
    limit: page.limit,
    offset: page.offset,
    conversation: wire ?? null,
    messages: rows.map((m) => messageToWire(ctx, m)),
  };
}

/** The user's own conversation by its id; 404 for another's or none. */
export async function ownConversation(ctx: AppContext, userId: number, id: number): Promise<ConversationRow> {
  const conversation = await conversationOfUser(ctx.db, userId, id);
  if (!conversation) throw notFound('Conversation not found.', 'conversation_id');
  return conversation;
}

/**
 * Sends the customer's message into one of their conversations, or to a receiver (the one
 * conversation with them, started by the first message): 404 for an unknown receiver, 403 for a
 * delivery man who never had one of the customer's orders. Answers the conversation's first page.
 */
export async function sendCustomerMessage(
  ctx: AppContext,
  userId: number,
  to: { conversationId: number } | { receiver: ReceiverKey },
  message: { text: string | null; images: UploadedImage[] },
): Promise<MessageDetailsResponse> {
  let target: { conversationId: number } | { receiver: ReceiverKey };
  if ('conversationId' in to) {
    target = { conversationId: (await ownConversation(ctx, userId, to.conversationId)).id };
  } else {
    const { receiver } = to;
    if (!(await receiverOf(ctx, receiver))) throw notFound('Receiver not found.', 'receiver_id');
    if (receiver.type === 'delivery_man' && !(await userHasOrderWithDeliveryMan(ctx.db, userId, receiver.id))) {
      throw forbidden('receiver_id', 'You can chat with the delivery man of one of your orders.');
    }
    const existing = await conversationWithReceiver(ctx.db, userId, receiver);
    target = existing ? { conversationId: existing.id } : { receiver };
  }
  const now = ctx.now().toISOString();
  const id = await addCustomerMessage(ctx.db, userId, target, { ...message, now });
  return readConversation(ctx, await conversationOfUser(ctx.db, userId, id), { offset: 1, limit: 25 });
}
