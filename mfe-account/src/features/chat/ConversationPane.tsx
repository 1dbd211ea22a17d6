import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '@storefront/shared';
import { Muted, SectionTitle } from '../../ui/layout';
import { useMessages } from './chat-api';
import { RECEIVER_TYPE_LABEL, inReadingOrder, type ChatTarget } from '../../lib/chat-rules';
import { ChatPanel } from './ChatPanel';
import { MessageComposer } from './MessageComposer';
import { MessageThread } from './MessageThread';
import { Portrait } from './Portrait';
import { useChatRefresh } from './use-chat-refresh';

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

/** The open conversation: who it is with, its messages and the message box. */
export function ConversationPane({
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
  const thread = useMessages(target);
  const { conversation, pages, mutate } = thread;
  useChatRefresh(mutate);

  const messages = inReadingOrder(pages.map((page) => page.messages));
  const newest = messages[messages.length - 1]?.id;
  // Reading marks the other side's messages seen: the list's unread count follows.
  const unread = conversation?.unread_message_count ?? 0;
  useEffect(() => {
    if (conversation) onChanged();
    // Once per conversation read, and when the first page comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation?.id, unread, newest]);

  const title = conversation?.receiver.name ?? fallbackTitle;
  const type = conversation ? RECEIVER_TYPE_LABEL[conversation.receiver_type] : null;
  return (
    <ChatPanel as="section" aria-label={`Conversation with ${title}`} data-part="pane">
      <Header>
        <BackButton type="button" $variant="ghost" onClick={onBack}>
          ← Conversations
        </BackButton>
        {conversation ? (
          <Portrait name={title} src={conversation.receiver.image_full_url} type={conversation.receiver_type} />
        ) : null}
        <div>
          <SectionTitle as="h2">{title}</SectionTitle>
          {type ? <Muted>{type}</Muted> : null}
        </div>
      </Header>
      <MessageThread thread={thread} messages={messages} />
      <MessageComposer
        target={target}
        onSent={async () => {
          await mutate();
          onChanged();
        }}
      />
    </ChatPanel>
  );
}
