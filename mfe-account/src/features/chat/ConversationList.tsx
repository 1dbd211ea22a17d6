import { useId } from 'react';
import styled from 'styled-components';
import { EmptyState, Input, LoadFailed, Skeleton } from '@storefront/shared';
import type { Conversation } from '@storefront/shared/contract/conversation';
import { Muted, Stack } from '../../ui/layout';
import type { useConversations } from './chat-api';
import {
  NO_CONVERSATIONS,
  RECEIVER_TYPE_LABEL,
  conversationPreview,
  isTarget,
  type ChatTarget,
} from '../../lib/chat-rules';
import { ChatPanel } from './ChatPanel';
import { Portrait } from './Portrait';
import { useLoadMoreOnSight } from '../../lib/use-load-more-on-sight';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

const ConversationButton = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: 40px 1fr auto;
  gap: 0.6rem;
  align-items: center;
  text-align: left;
  padding: 0.55rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  .preview {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const Unread = styled.span`
  min-width: 1.5rem;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  text-align: center;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

function ConversationRow({
  conversation,
  current,
  onOpen,
}: {
  conversation: Conversation;
  current: boolean;
  onOpen: () => void;
}) {
  const type = RECEIVER_TYPE_LABEL[conversation.receiver_type];
  const unread = conversation.unread_message_count;
  return (
    <li>
      <ConversationButton
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
        aria-label={`${conversation.receiver.name}, ${type}${unread > 0 ? `, ${unread} unread` : ''}`}
      >
        <Portrait
          name={conversation.receiver.name}
          src={conversation.receiver.image_full_url}
          type={conversation.receiver_type}
        />
        <span style={{ minWidth: 0 }}>
          <strong>{conversation.receiver.name}</strong> <Muted>· {type}</Muted>
          <span className="preview">{conversationPreview(conversation)}</span>
        </span>
        {unread > 0 ? <Unread aria-hidden="true">{unread}</Unread> : <span />}
      </ConversationButton>
    </li>
  );
}

/** The searchable conversation list; the next page loads as its end scrolls into view. */
export function ConversationList({
  list,
  target,
  search,
  onSearch,
  onOpen,
}: {
  list: ReturnType<typeof useConversations>;
  target: ChatTarget | null;
  search: string;
  onSearch: (value: string) => void;
  onOpen: (conversation: Conversation) => void;
}) {
  const searchId = useId();
  const { conversations, error, isLoading, hasMore, mutate } = list;
  const sentinel = useLoadMoreOnSight(list);
  return (
    <ChatPanel as="section" aria-label="Conversations" data-part="list">
      <label htmlFor={searchId} className="visually-hidden">
        Search conversations
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder="Search conversations"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {error ? (
        <LoadFailed title="Your conversations could not be loaded." onRetry={() => void mutate()} />
      ) : isLoading ? (
        <Stack $gap="0.5rem" aria-label="Loading conversations">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} $height="56px" />
          ))}
        </Stack>
      ) : conversations.length === 0 ? (
        <EmptyState title={NO_CONVERSATIONS} />
      ) : (
        <>
          <List aria-label="Conversation list">
            {conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                current={isTarget(conversation, target)}
                onOpen={() => onOpen(conversation)}
              />
            ))}
          </List>
          {hasMore ? <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} /> : null}
        </>
      )}
    </ChatPanel>
  );
}
