import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Input,
  LoadFailed,
  Skeleton,
  chatRefreshAtom,
  errorMessages,
  toast,
  useAtomValue,
} from '@storefront/shared';
import type { ChatMessage, Conversation } from '@storefront/shared/contract/conversation';
import { formatBusinessDateTime } from '@storefront/shared';
import { Muted, SectionTitle, Stack } from '../../ui/layout';
import { sendMessage, useConversations, useMessages } from './chat-api';
import {
  NO_CONVERSATIONS,
  NO_MESSAGES,
  RECEIVER_TYPE_LABEL,
  canSend,
  chatTargetOf,
  inReadingOrder,
  isTarget,
  type ChatTarget,
} from './chat-rules';

const MESSAGES_HEIGHT = '420px';
const SEARCH_DEBOUNCE_MS = 500;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) 1fr;
  gap: 1rem;
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
    &[data-open='true'] > [data-part='list'] {
      display: none;
    }
    &[data-open='false'] > [data-part='pane'] {
      display: none;
    }
  }
`;

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  padding: 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

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

const Avatar = styled.img`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const AvatarBlank = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-weight: 700;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
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

const Composer = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 140px;
    resize: vertical;
    padding: 0.55rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
`;

const BackButton = styled(Button)`
  display: none;
  @media (max-width: 800px) {
    display: inline-flex;
  }
`;

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

function Portrait({ name, src }: { name: string; src: string | null | undefined }) {
  return src ? <Avatar src={src} alt="" /> : <AvatarBlank aria-hidden="true">{initialOf(name)}</AvatarBlank>;
}

function preview(conversation: Conversation): string {
  const last = conversation.last_message;
  if (!last) return 'No messages yet';
  const text = last.message ?? (last.file_full_url.length > 0 ? 'Sent an image' : '');
  return last.sender_type === 'customer' ? `You: ${text}` : text;
}

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
        <Portrait name={conversation.receiver.name} src={conversation.receiver.image_full_url} />
        <span style={{ minWidth: 0 }}>
          <strong>{conversation.receiver.name}</strong> <Muted>· {type}</Muted>
          <span className="preview">{preview(conversation)}</span>
        </span>
        {unread > 0 ? <Unread aria-hidden="true">{unread}</Unread> : <span />}
      </ConversationButton>
    </li>
  );
}

function ConversationList({
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
  const { conversations, error, isLoading, isValidating, hasMore, size, setSize, mutate } = list;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isValidating) void setSize(size + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isValidating, setSize, size]);
  return (
    <Panel as="section" aria-label="Conversations" data-part="list">
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
    </Panel>
  );
}

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

function ConversationPane({
  target,
  fallbackTitle,
  onBack,
  onChanged,
}: {
  target: ChatTarget;
  fallbackTitle: string;
  onBack: () => void;
  /** Something changed that the conversation list shows (sent, or read). */
  onChanged: () => void;
}) {
  const { conversation, pages, hasEarlier, error, isLoading, isValidating, size, setSize, mutate } =
    useMessages(target);
  const refresh = useAtomValue(chatRefreshAtom);
  const firstRefresh = useRef(true);
  useEffect(() => {
    if (firstRefresh.current) {
      firstRefresh.current = false;
      return;
    }
    void mutate();
  }, [refresh, mutate]);

  const messages = inReadingOrder(pages.map((page) => page.messages));
  const newest = messages[messages.length - 1]?.id;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = scroller.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newest]);

  // Reading marks the other side's messages seen: the list's unread count follows.
  const unread = conversation?.unread_message_count ?? 0;
  useEffect(() => {
    if (conversation) onChanged();
    // Once per conversation read, and when the first page comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation?.id, unread, newest]);

  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend(text) || sending) return;
    setSending(true);
    try {
      await sendMessage(target, text.trim());
      setText('');
      await mutate();
      onChanged();
    } catch (failure) {
      for (const message of errorMessages(failure)) toast.error(message);
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const title = conversation?.receiver.name ?? fallbackTitle;
  const type = conversation ? RECEIVER_TYPE_LABEL[conversation.receiver_type] : null;
  return (
    <Panel as="section" aria-label={`Conversation with ${title}`} data-part="pane">
      <Header>
        <BackButton type="button" $variant="ghost" onClick={onBack}>
          ← Conversations
        </BackButton>
        {conversation ? <Portrait name={title} src={conversation.receiver.image_full_url} /> : null}
        <div>
          <SectionTitle as="h2">{title}</SectionTitle>
          {type ? <Muted>{type}</Muted> : null}
        </div>
      </Header>
      {error && pages.length === 0 ? (
        <LoadFailed title="The messages could not be loaded." onRetry={() => void mutate()} />
      ) : isLoading ? (
        <Skeleton $height={MESSAGES_HEIGHT} aria-label="Loading messages" />
      ) : (
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
      )}
      <Composer onSubmit={(event) => void send(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          Message
        </label>
        <textarea
          id={inputId}
          rows={1}
          placeholder="Type a message"
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!canSend(text) || sending}>
          Send
        </Button>
      </Composer>
    </Panel>
  );
}

/**
 * The inbox (/profile?page=inbox) and /chatting: conversations with stores, delivery men and
 * support, and the open one's messages. The URL names the open chat, so a push or the tracking
 * drawer's Chat lands on it; a shell signal (chatRefreshAtom) reloads it while open.
 */
export function ChatSection() {
  const [params, setParams] = useSearchParams();
  const target = chatTargetOf(params);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useConversations(query);
  const refresh = useAtomValue(chatRefreshAtom);
  const firstRefresh = useRef(true);
  const { mutate: mutateList } = list;
  useEffect(() => {
    if (firstRefresh.current) {
      firstRefresh.current = false;
      return;
    }
    void mutateList();
  }, [refresh, mutateList]);

  const open = (conversation: Conversation) => {
    const next = new URLSearchParams();
    if (params.get('page')) next.set('page', params.get('page')!);
    next.set('conversationId', String(conversation.id));
    next.set('type', conversation.receiver_type);
    setParams(next);
  };
  const back = () => {
    const next = new URLSearchParams();
    if (params.get('page')) next.set('page', params.get('page')!);
    setParams(next);
  };
  const fallbackTitle = target?.kind === 'receiver' ? RECEIVER_TYPE_LABEL[target.type] : 'Conversation';

  return (
    <Stack>
      <SectionTitle as="h1">Inbox</SectionTitle>
      <Grid data-open={target ? 'true' : 'false'}>
        <ConversationList list={list} target={target} search={search} onSearch={setSearch} onOpen={open} />
        {target ? (
          <ConversationPane
            key={target.kind === 'conversation' ? `c${target.conversationId}` : `${target.type}${target.id}`}
            target={target}
            fallbackTitle={fallbackTitle}
            onBack={back}
            onChanged={() => void mutateList()}
          />
        ) : (
          <Panel as="section" aria-label="Conversation" data-part="pane">
            <EmptyState title="Choose a conversation to read and reply." />
          </Panel>
        )}
      </Grid>
    </Stack>
  );
}
