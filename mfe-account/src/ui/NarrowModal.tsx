import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { rememberOpener } from '@storefront/shared';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.45);
`;

const Panel = styled.div<{ $maxWidth: string }>`
  width: min(92vw, ${({ $maxWidth }) => $maxWidth});
  max-width: ${({ $maxWidth }) => $maxWidth};
  padding: 1.5rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin-top: 0;
  }
`;

/** A small centred modal of a given maximum width; Escape and the backdrop close it. */
export function NarrowModal({
  open,
  title,
  maxWidth,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  maxWidth: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const returnFocus = rememberOpener();
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnFocus();
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} $maxWidth={maxWidth}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
