import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema } from './common';
import { PaginationMetaSchema } from './paginated';

/** Who a customer talks to: a store (vendor), a delivery man or the admin (id 0). */
export const CHAT_RECEIVER_TYPES = ['vendor', 'delivery_man', 'admin'] as const;
export type ChatReceiverType = (typeof CHAT_RECEIVER_TYPES)[number];

export const ChatMessageSchema = z.object({
  id: IdSchema,
  conversation_id: IdSchema,
  sender_type: z.enum(['customer', ...CHAT_RECEIVER_TYPES]),
  sender_id: IdSchema,
  message: z.nullable(z.string()),
  file_full_url: z.array(z.string()),
  is_seen: z.number(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The other side of a conversation. */
export const ChatParticipantSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_full_url: ImageUrlSchema,
  phone: z.optional(z.nullable(z.string())),
  slug: z.optional(z.nullable(z.string())),
});

export const ConversationSchema = z.object({
  id: IdSchema,
  sender_type: z.literal('customer'),
  sender_id: IdSchema,
  receiver_type: z.enum(CHAT_RECEIVER_TYPES),
  receiver_id: IdSchema,
  receiver: ChatParticipantSchema,
  unread_message_count: z.number(),
  last_message: z.nullable(ChatMessageSchema),
  last_message_time: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /customer/message/list and /customer/message/search-list?name= (token): latest first. */
export const ConversationListResponseSchema = z.extend(PaginationMetaSchema, {
  conversations: z.array(ConversationSchema),
});
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

/**
 * GET /customer/message/details?conversation_id= (or delivery_man_id=, vendor_id=, admin_id=):
 * the messages, newest first; reading marks the other side's messages seen. Also the reply of send.
 */
export const MessageDetailsResponseSchema = z.extend(PaginationMetaSchema, {
  conversation: z.nullable(ConversationSchema),
  messages: z.array(ChatMessageSchema),
});
export type MessageDetailsResponse = z.infer<typeof MessageDetailsResponseSchema>;

/**
 * POST /customer/message/send (JSON, form or multipart with up to 3 `image[]` files): to an
 * existing conversation_id, or to receiver_type with receiver_id (delivery_man_id and vendor_id
 * are read too). A message or a file is required.
 */
export const SendMessagePayloadSchema = z.object({
  conversation_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
  receiver_type: z.optional(z.enum(CHAT_RECEIVER_TYPES, { message: 'The receiver type is invalid.' })),
  receiver_id: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  message: z.optional(
    z.string().check(z.trim(), z.maxLength(2000, 'The message may not be greater than 2000 characters.')),
  ),
});
export type SendMessagePayload = z.input<typeof SendMessagePayloadSchema>;
