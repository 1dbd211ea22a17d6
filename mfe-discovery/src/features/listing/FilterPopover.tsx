import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { FOCUSABLE_SELECTOR, OverlayCloseButton, OverlayHeader } from '@storefront/shared';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 50;
  width: min(380px, calc(100vw - 2rem));
  max-height: min(70vh, 640px);
  overflow: auto;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/**
 * The filter on wide screens: a non-modal popover under its button. Focus moves in when it opens;
 * Escape, Close or a click outside closes it and focus returns to the button.
 */
export function FilterPopover({
  id,
  title,
  open,
  onClose,
  anchor,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** The button that opens it (a click on it is not "outside"; focus returns to it). */
  anchor: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    (panel.querySelector<HTMLElement>(FOCUSABLE_SELECTOR) ?? panel).focus();
    const close = (returnFocus: boolean) => {
      onCloseRef.current();
      if (returnFocus) anchor.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      // Escape belongs to the popover unless focus is in something else (another dialog).
      if (event.key !== 'Escape') return;
      if (panel.contains(focused) || focused === anchor.current || focused === document.body || !focused) close(true);
    };
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.contains(target) && !anchor.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, anchor]);

  if (!open) return null;
  return (
    <Panel ref={panelRef} id={id} role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1}>
      <OverlayHeader>
        <h2 id={titleId}>{title}</h2>
        <OverlayCloseButton
          type="button"
          aria-label="Close"
          onClick={() => {
            onClose();
            anchor.current?.focus();
          }}
        >
          ×
        </OverlayCloseButton>
      </OverlayHeader>
      {children}
    </Panel>
  );
}
