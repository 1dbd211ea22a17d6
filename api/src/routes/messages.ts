import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Wire } from '@storefront/shared/contract/common';
import { z } from 'zod';
import {
  CHAT_RECEIVER_TYPES,
  SendMessagePayloadSchema,
  type ChatMessageSchema,
  type ChatReceiverType,
  type ConversationListResponseSchema,
  type ConversationSchema,
  type MessageDetailsResponseSchema,
} from '@storefront/shared/contract/conversation';
import { getSetting } from '../db/queries/catalogue';
import type { Database } from '../db/schema';
import type { BusinessSettings } from '../db/seed/settings';
import { requireUser } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, httpError, notFound } from '../lib/errors';
import { imageUrl } from '../lib/images';
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

type ChatMessage = Wire<typeof ChatMessageSchema>;
type Conversation = Wire<typeof ConversationSchema>;
type ConversationListResponse = Wire<typeof ConversationListResponseSchema>;
type MessageDetailsResponse = Wire<typeof MessageDetailsResponseSchema>;
type ConversationRow = Selectable<Database['conversations']>;
type MessageRow = Selectable<Database['messages']>;

const SENDER_TYPES = ['customer', 'vendor', 'delivery_man', 'admin'] as const;

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

/** The other side of a conversation: a store, a delivery man or the platform's support. */
async function receiverOf(
  ctx: AppContext,
  type: ChatReceiverType,
  id: number,
): Promise<Conversation['receiver'] | null> {
  const url = ctx.env.publicUrl;
  if (type === 'vendor') {
    const s = await ctx.db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return s
      ? { id: s.id, name: s.name, image_full_url: imageUrl(url, 'store', s.logo), phone: s.phone, slug: s.slug }
      : null;
  }
  if (type === 'delivery_man') {
    const d = await ctx.db.selectFrom('delivery_men').selectAll().where('id', '=', id).executeTakeFirst();
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
    const receiver = await receiverOf(ctx, type, c.receiver_id);
    const last = await ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', c.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const unread = await ctx.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('conversation_id', '=', c.id)
      .where('sender_type', '!=', 'customer')
      .where('is_seen', '=', 0)
      .executeTakeFirst();
    out.push({
      id: c.id,
      sender_type: 'customer',
      sender_id: c.user_id,
      receiver_type: type,
      receiver_id: c.receiver_id,
      receiver: receiver ?? { id: c.receiver_id, name: 'Unavailable', image_full_url: null },
      unread_message_count: Number(unread?.n ?? 0),
      last_message: last ? messageToWire(ctx, last) : null,
      last_message_time: last?.created_at ?? null,
      created_at: c.created_at,
      updated_at: c.updated_at,
    });
  }
  return out;
}

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

  const ownConversation = (userId: number, id: number) =>
    ctx.db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  const conversationWith = (userId: number, key: { type: ChatReceiverType; id: number }) =>
    ctx.db
      .selectFrom('conversations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('receiver_type', '=', key.type)
      .where('receiver_id', '=', key.id)
      .executeTakeFirst();

  const list = async (req: FastifyRequest, search: boolean): Promise<ConversationListResponse> => {
    const user = await requireUser(req, ctx);
    const page = pageOfQuery(req, 10);
    const name = search ? (parseQuery(req, ConversationSearchQuery).name ?? '') : null;
    const rows = await ctx.db
      .selectFrom('conversations')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    let conversations = await conversationsToWire(ctx, rows);
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

  async function details(
    conversation: ConversationRow | undefined,
    page: { offset: number; limit: number },
  ): Promise<MessageDetailsResponse> {
    if (!conversation)
      return { total_size: 0, limit: page.limit, offset: page.offset, conversation: null, messages: [] };
    // Reading marks the other side's messages seen.
    await ctx.db
      .updateTable('messages')
      .set({ is_seen: 1 })
      .where('conversation_id', '=', conversation.id)
      .where('sender_type', '!=', 'customer')
      .execute();
    const base = ctx.db.selectFrom('messages').where('conversation_id', '=', conversation.id);
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit)
      .execute();
    const [wire] = await conversationsToWire(ctx, [conversation]);
    return {
      total_size: Number(count?.n ?? 0),
      limit: page.limit,
      offset: page.offset,
      conversation: wire ?? null,
      messages: rows.map((m) => messageToWire(ctx, m)),
    };
  }

  app.get('/customer/message/details', async (req): Promise<MessageDetailsResponse> => {
    const user = await requireUser(req, ctx);
    const { offset, limit, conversation_id, ...receiver } = parseQuery(req, MessageDetailsQuery);
    const page = { offset, limit };
    if (conversation_id !== undefined) {
      const conversation = await ownConversation(user.id, conversation_id);
      if (!conversation) throw notFound('Conversation not found.', 'conversation_id');
      return details(conversation, page);
    }
    const key = receiverKey(receiver);
    if (!key) throw httpError(422, 'conversation_id', 'The conversation id field is required.');
    return details(await conversationWith(user.id, key), page);
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

    let conversation: ConversationRow | undefined;
    let key: { type: ChatReceiverType; id: number } | null = null;
    if (body.conversation_id !== undefined) {
      conversation = await ownConversation(user.id, body.conversation_id);
      if (!conversation) throw notFound('Conversation not found.', 'conversation_id');
    } else {
      key = receiverKey(fields);
      if (!key) throw httpError(422, 'receiver_type', 'The receiver type field is required.');
      if (!(await receiverOf(ctx, key.type, key.id))) throw notFound('Receiver not found.', 'receiver_id');
      if (key.type === 'delivery_man') {
        const served = await ctx.db
          .selectFrom('orders')
          .select('id')
          .where('owner_type', '=', 'user')
          .where('owner_id', '=', user.id)
          .where('delivery_man_id', '=', key.id)
          .executeTakeFirst();
        if (!served) throw forbidden('receiver_id', 'You can chat with the delivery man of one of your orders.');
      }
      conversation = await conversationWith(user.id, key);
    }
    const now = ctx.now().toISOString();
    const id = await ctx.db.transaction().execute(async (trx) => {
      let conversationId = conversation?.id;
      if (conversationId === undefined && key) {
        conversationId = (
          await trx
            .insertInto('conversations')
            .values({
              user_id: user.id,
              receiver_type: key.type,
              receiver_id: key.id,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      if (conversationId === undefined) throw notFound('Conversation not found.', 'conversation_id');
      if (images.length > 0) await trx.insertInto('message_files').values(images).execute();
      await trx
        .insertInto('messages')
        .values({
          conversation_id: conversationId,
          sender_type: 'customer',
          sender_id: user.id,
          message: body.message || null,
          files: JSON.stringify(images.map((i) => i.file_name)),
          is_seen: 0,
          created_at: now,
        })
        .execute();
      await trx.updateTable('conversations').set({ updated_at: now }).where('id', '=', conversationId).execute();
      return conversationId;
    });
    return details(await ownConversation(user.id, id), { offset: 1, limit: 25 });
  });
}
