import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Overlay } from './Overlay';

const DialogPanel = styled.div<{ $maxWidth?: string }>`
  width: min(92vw, ${({ $maxWidth = '480px' }) => $maxWidth});
  max-height: 90vh;
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog(props: DialogProps) {
  return <Overlay {...props} align="center" Panel={DialogPanel} />;
}

export const DEFAULT_CONFIRM_TEXT = 'Confirm this request?';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** The confirm variant: Cancel and Yes. */
export function ConfirmDialog({
  open,
  title = 'Confirm',
  text = DEFAULT_CONFIRM_TEXT,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p>{text}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          Yes
        </Button>
      </Actions>
    </Dialog>
  );
}
