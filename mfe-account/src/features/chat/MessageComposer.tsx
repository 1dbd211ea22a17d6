import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, errorMessages, toast } from '@storefront/shared';
import { sendMessage } from './chat-api';
import { canSend, type ChatTarget } from './chat-rules';

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

/**
 * The message box: Enter sends (Shift+Enter breaks the line), the box empties once the message is
 * sent, and `onSent` reloads what shows it. A failure is toasted and the text kept.
 */
export function MessageComposer({ target, onSent }: { target: ChatTarget; onSent: () => Promise<void> }) {
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
      await onSent();
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
  return (
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
  );
}
