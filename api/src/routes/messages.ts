import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Wire } from '@storefront/shared/contract/common';
import { z } from 'zod';
import {
  CHAT_RECEIVER_TYPES,
  SendMessagePayloadSchema,
  type ChatReceiverType,
  type ConversationListResponseSchema,
} from '@storefront/shared/contract/conversation';
import { conversationWithReceiver } from '../db/queries/conversations';
import { requireUser } from '../lib/auth';
import { httpError } from '../lib/errors';
import {
  bodyOf,
  choiceOf,
  idField,
  optionalField,
  optionalText,
  pageOfQuery,
  pageQuery,
  parseOr422,
  parseQuery,
} from '../lib/request';
import { acceptsUploads, IMAGES_FORM } from '../lib/upload-forms';
import { fieldsOf, filesOf, imageOf } from '../lib/uploads';
import {
  conversationsOf,
  ownConversation,
  readConversation,
  sendCustomerMessage,
  type MessageDetailsResponse,
} from '../services/conversations';

type ConversationListResponse = Wire<typeof ConversationListResponseSchema>;

/** The conversation search: a receiver's name, trimmed; absent lists every conversation. */
const ConversationSearchQuery = z.object({ name: optionalText('name') });

/** A receiver's id: the platform's support is receiver 0. */
const receiverId = (name: string) => optionalField(idField(name, 0));

/** A conversation's messages: by conversation_id, or by the receiver (receiver_type + receiver_id, or a typed id). */
const MessageDetailsQuery = pageQuery(25).extend({
  conversation_id: optionalField(idField('conversation id')),
  receiver_type: optionalField(choiceOf('receiver type', CHAT_RECEIVER_TYPES)),
  receiver_id: receiverId('receiver id'),
  delivery_man_id: receiverId('delivery man id'),
  vendor_id: receiverId('vendor id'),
  store_id: receiverId('store id'),
  admin_id: receiverId('admin id'),
});

/** The receiver named by the query or body: conversation_id, receiver_type + receiver_id, or a typed id. */
function receiverKey(input: Record<string, unknown>): { type: ChatReceiverType; id: number } | null {
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
  const pairs: [ChatReceiverType, unknown][] = [
    ['delivery_man', input.delivery_man_id],
    ['vendor', input.vendor_id ?? input.store_id],
    ['admin', input.admin_id],
  ];
  if (typeof input.receiver_type === 'string')
    pairs.unshift([input.receiver_type as ChatReceiverType, input.receiver_id]);
  for (const [type, raw] of pairs) {
    const id = num(raw);
    if (id !== null && Number.isInteger(id) && id >= 0 && ['vendor', 'delivery_man', 'admin'].includes(type)) {
      return { type, id };
    }
  }
  return null;
}

/** Conversations with stores, delivery men and the admin (token only). */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const list = async (req: FastifyRequest, search: boolean): Promise<ConversationListResponse> => {
    const user = await requireUser(req, ctx);
    const page = pageOfQuery(req, 10);
    const name = search ? (parseQuery(req, ConversationSearchQuery).name ?? '') : null;
    let conversations = await conversationsOf(ctx, user.id);
    if (name !== null) {
      const needle = name.toLowerCase();
      conversations = conversations.filter((c) => c.receiver.name.toLowerCase().includes(needle));
    }
    return {
      total_size: conversations.length,
      limit: page.limit,
      offset: page.offset,
      conversations: conversations.slice((page.offset - 1) * page.limit, page.offset * page.limit),
    };
  };

  app.get('/customer/message/list', (req) => list(req, false));
  app.get('/customer/message/search-list', (req) => list(req, true));

  app.get('/customer/message/details', async (req): Promise<MessageDetailsResponse> => {
    const user = await requireUser(req, ctx);
    const { offset, limit, conversation_id, ...receiver } = parseQuery(req, MessageDetailsQuery);
    const page = { offset, limit };
    if (conversation_id !== undefined) {
      return readConversation(ctx, await ownConversation(ctx, user.id, conversation_id), page);
    }
    const key = receiverKey(receiver);
    if (!key) throw httpError(422, 'conversation_id', 'The conversation id field is required.');
    return readConversation(ctx, await conversationWithReceiver(ctx.db, user.id, key), page);
  });

  app.post('/customer/message/send', acceptsUploads(IMAGES_FORM), async (req): Promise<MessageDetailsResponse> => {
    const user = await requireUser(req, ctx);
    const raw = bodyOf(req);
    const fields = fieldsOf(raw);
    const body = parseOr422(SendMessagePayloadSchema, fields);
    const files = filesOf(raw, 'image');
    if (files.length > 3) throw httpError(422, 'image', 'You can upload at most 3 images at a time.');
    const images = files.map((f) =>
      imageOf(
        f,
        'image',
        ['png', 'jpg', 'gif', 'webp'],
        'The image must be a file of type: jpg, png, jpeg, gif, webp.',
      ),
    );
    if (!body.message && images.length === 0) throw httpError(422, 'message', 'The message field is required.');
    let to: { conversationId: number } | { receiver: { type: ChatReceiverType; id: number } };
    if (body.conversation_id !== undefined) {
      to = { conversationId: body.conversation_id };
    } else {
      const key = receiverKey(fields);
      if (!key) throw httpError(422, 'receiver_type', 'The receiver type field is required.');
      to = { receiver: key };
    }
    return sendCustomerMessage(ctx, user.id, to, { text: body.message || null, images });
  });
}
