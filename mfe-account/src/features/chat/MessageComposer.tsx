import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, TextArea, useBusyAction } from '@storefront/shared';
import { sendMessage } from './chat-api';
import { canSend, type ChatTarget } from '../../lib/chat-rules';

const Composer = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
`;

// One row that grows as the message does, beside the send button.
const MessageBox = styled(TextArea)`
  flex: 1;
  width: auto;
  min-height: 44px;
  max-height: 140px;
  resize: vertical;
  padding: 0.55rem 0.75rem;
`;

/**
 * The message box: Enter sends (Shift+Enter breaks the line), the box empties once the message is
 * sent, and `onSent` reloads what shows it. A failure is toasted and the text kept.
 */
export function MessageComposer({ target, onSent }: { target: ChatTarget; onSent: () => Promise<void> }) {
  const [text, setText] = useState('');
  const { busy: sending, run } = useBusyAction();
  const inputId = useId();
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend(text) || sending) return;
    await run(async () => {
      await sendMessage(target, text.trim());
      setText('');
      await onSent();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <Composer onSubmit={(event) => void send(event)}>
      <label htmlFor={inputId} className="visually-hidden">
        Message
      </label>
      <MessageBox
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
  );
}
