import { useState } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import { EmptyState, useDebounced } from '@storefront/shared';
import { SectionTitle, Stack } from '../../ui/layout';
import { useConversations } from './chat-api';
import { RECEIVER_TYPE_LABEL, chatTargetOf, inboxParams } from '../../lib/chat-rules';
import { ChatPanel } from './ChatPanel';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { useChatRefresh } from './use-chat-refresh';

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

/**
 * The inbox (/profile?page=inbox) and /chatting: conversations with stores, delivery men and
 * support, and the open one's messages. The URL names the open chat, so a push or the tracking
 * drawer's Chat lands on it; a shell signal (chatRefreshAtom) reloads it while open.
 */
export function ChatSection() {
  const [params, setParams] = useSearchParams();
  const target = chatTargetOf(params);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const list = useConversations(query);
  const { mutate: mutateList } = list;
  useChatRefresh(mutateList);

  const fallbackTitle = target?.kind === 'receiver' ? RECEIVER_TYPE_LABEL[target.type] : 'Conversation';

  return (
    <Stack>
      <SectionTitle as="h1">Inbox</SectionTitle>
      <Grid data-open={target ? 'true' : 'false'}>
        <ConversationList
          list={list}
          target={target}
          search={search}
          onSearch={setSearch}
          onOpen={(conversation) => setParams(inboxParams(params, conversation))}
        />
        {target ? (
          <ConversationPane
            key={target.kind === 'conversation' ? `c${target.conversationId}` : `${target.type}${target.id}`}
            target={target}
            fallbackTitle={fallbackTitle}
            onBack={() => setParams(inboxParams(params))}
            onChanged={() => void mutateList()}
          />
        ) : (
          <ChatPanel as="section" aria-label="Conversation" data-part="pane">
            <EmptyState title="Choose a conversation to read and reply." />
          </ChatPanel>
        )}
      </Grid>
    </Stack>
  );
}
