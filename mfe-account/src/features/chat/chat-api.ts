import { getParsed, sendParsed, useSWRInfinite } from '@storefront/shared';
import {
  ConversationListResponseSchema,
  MessageDetailsResponseSchema,
  type ConversationListResponse,
  type MessageDetailsResponse,
} from '@storefront/shared/contract/conversation';
import { mayHaveMore, pageKey } from '../../lib/infinite';
import { CONVERSATION_PAGE_LIMIT, MESSAGE_PAGE_LIMIT, detailsQuery, type ChatTarget } from '../../lib/chat-rules';

const conversationsOf = (page: ConversationListResponse) => page.conversations;

/** The conversations, latest first, 10 a page; a search name uses search-list. */
export function useConversations(search: string) {
  const name = search.trim();
  const swr = useSWRInfinite(
    pageKey(name ? '/customer/message/search-list' : '/customer/message/list', conversationsOf, name ? { name } : {}),
    ([url, offset, extra]: [string, number, Record<string, unknown>]) =>
      getParsed(url, ConversationListResponseSchema, {
        params: { limit: CONVERSATION_PAGE_LIMIT, offset, ...extra },
      }),
    { revalidateFirstPage: false },
  );
  const conversations = swr.data?.flatMap(conversationsOf) ?? [];
  return { ...swr, conversations, hasMore: mayHaveMore(swr.data, conversationsOf) };
}

const targetKey = (target: ChatTarget) =>
  target.kind === 'conversation' ? `conversation:${target.conversationId}` : `${target.type}:${target.id}`;

/** A conversation's messages, newest first, 25 a page (reading them marks the other side's seen). */
export function useMessages(target: ChatTarget) {
  const key = targetKey(target);
  const swr = useSWRInfinite(
    (index: number, previous: MessageDetailsResponse | null) =>
      previous && previous.messages.length === 0 ? null : ['/customer/message/details', key, index + 1],
    ([url, , offset]: [string, string, number]) =>
      getParsed(url, MessageDetailsResponseSchema, {
        params: { ...detailsQuery(target), limit: MESSAGE_PAGE_LIMIT, offset },
      }),
    { revalidateFirstPage: true },
  );
  const pages = swr.data ?? [];
  const loaded = pages.reduce((count, page) => count + page.messages.length, 0);
  const total = pages[0]?.total_size ?? 0;
  return {
    ...swr,
    conversation: pages[0]?.conversation ?? null,
    pages,
    hasEarlier: pages.length > 0 && pages[pages.length - 1]!.messages.length > 0 && loaded < total,
  };
}

/** POST /customer/message/send: to the conversation, or to the receiver (which starts one). */
export function sendMessage(target: ChatTarget, message: string): Promise<MessageDetailsResponse> {
  const body =
    target.kind === 'conversation'
      ? { conversation_id: target.conversationId, message }
      : { receiver_type: target.type, receiver_id: target.id, message };
  return sendParsed('post', '/customer/message/send', MessageDetailsResponseSchema, body);
}
