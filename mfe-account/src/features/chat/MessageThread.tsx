import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, LoadFailed, Skeleton, formatBusinessDateTime } from '@storefront/shared';
import type { ChatMessage } from '@storefront/shared/contract/conversation';
import type { useMessages } from './chat-api';
import { NO_MESSAGES } from '../../lib/chat-rules';

const MESSAGES_HEIGHT = '420px';

const Messages = styled.div`
  height: ${MESSAGES_HEIGHT};
  overflow-y: auto;
  padding: 0.25rem;
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

const Bubble = styled.li<{ $mine: boolean }>`
  max-width: 75%;
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  padding: 0.5rem 0.75rem;
  border-radius: 14px;
  background: ${({ theme, $mine }) => ($mine ? theme.color.primary : theme.color.surfaceMuted)};
  color: ${({ theme, $mine }) => ($mine ? theme.color.primaryText : theme.color.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  time {
    display: block;
    margin-top: 0.2rem;
    font-size: 0.75rem;
    opacity: 0.9;
  }
  img {
    display: block;
    max-width: 180px;
    border-radius: 8px;
    margin-top: 0.3rem;
  }
`;

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender_type === 'customer';
  return (
    <Bubble $mine={mine}>
      <span className="visually-hidden">{mine ? 'You: ' : 'Them: '}</span>
      {message.message}
      {message.file_full_url.map((url) => (
        <img key={url} src={url} alt="Attachment" />
      ))}
      <time dateTime={message.created_at}>{formatBusinessDateTime(message.created_at)}</time>
    </Bubble>
  );
}

/** The open conversation's messages, oldest first, kept scrolled to the newest; earlier pages on request. */
export function MessageThread({
  thread,
  messages,
}: {
  thread: ReturnType<typeof useMessages>;
  messages: ChatMessage[];
}) {
  const { pages, hasEarlier, error, isLoading, isValidating, size, setSize, mutate } = thread;
  const newest = messages[messages.length - 1]?.id;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = scroller.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newest]);

  if (error && pages.length === 0) {
    return <LoadFailed title="The messages could not be loaded." onRetry={() => void mutate()} />;
  }
  if (isLoading) return <Skeleton $height={MESSAGES_HEIGHT} aria-label="Loading messages" />;
  return (
    <>
      {hasEarlier ? (
        <Button type="button" $variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Load earlier messages
        </Button>
      ) : null}
      {messages.length === 0 ? (
        <div style={{ height: MESSAGES_HEIGHT }}>
          <EmptyState title={NO_MESSAGES} />
        </div>
      ) : (
        <Messages ref={scroller} role="log" aria-label="Messages" aria-live="polite" tabIndex={0}>
          <ol>
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        </Messages>
      )}
    </>
  );
}
