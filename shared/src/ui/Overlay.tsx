import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** The dimmed layer under a modal: a centred dialog, or a drawer at the end of the screen. */
export const OverlayBackdrop = styled.div<{ $align: 'center' | 'end' }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'stretch')};
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-end')};
  background: rgba(0, 0, 0, 0.45);
`;

/** A dialog's title row; popovers that are not modal use it too, so every dialog reads the same. */
export const OverlayHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

export const OverlayCloseButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  padding: 0.25rem 0.5rem;
  border-radius: 6px;
`;

/** What can take focus inside a dialog: where focus moves on open and where Tab cycles. */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Marks the control focus should land on when an overlay's opener was replaced by a group of
 * controls (a stepper's "+" rather than its delete button).
 */
const FOCUS_RETURN_ATTRIBUTE = 'data-focus-return';

export interface OverlayProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  align: 'center' | 'end';
  Panel: React.ComponentType<
    { children: ReactNode; ref?: React.Ref<HTMLDivElement> } & React.HTMLAttributes<HTMLDivElement>
  >;
}

/** Open overlays, newest last: Escape closes only the top one, wherever focus went. */
const openOverlays: HTMLElement[] = [];

/** How long after a close focus follows an opener that its page replaces (an add button turned stepper). */
const FOLLOW_OPENER_MS = 2000;

/**
 * Remembers the control that has focus as an overlay opens, and returns what gives focus back to it
 * when the overlay closes. When that control is gone or replaced by then (adding to the cart turns
 * an "Add" button into the in-cart count), focus goes to the marked control (FOCUS_RETURN_ATTRIBUTE)
 * or else the first control in its nearest ancestor still on the page, never to the page's start. The ancestors are noted at open: a removed element
 * no longer knows its parent.
 */
export function rememberOpener(): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!opener || opener === document.body) return () => undefined;
  const ancestors: HTMLElement[] = [];
  for (let node = opener.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  const focusNearest = () => {
    if (opener.isConnected) return opener.focus();
    const holder = ancestors.find((ancestor) => ancestor.isConnected);
    const preferred = holder?.querySelector<HTMLElement>(`[${FOCUS_RETURN_ATTRIBUTE}]:not([disabled])`);
    (preferred ?? holder?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR))?.focus();
  };
  return () => {
    focusNearest();
    if (opener.isConnected) {
      // The opener may still be swapped out a moment later: follow it once, unless the person has
      // already moved on (a key or a pointer press ends the watch).
      const lost = () => !document.activeElement || document.activeElement === document.body;
      const stop = () => {
        observer.disconnect();
        document.removeEventListener('keydown', stop, true);
        document.removeEventListener('pointerdown', stop, true);
      };
      const observer = new MutationObserver(() => {
        if (opener.isConnected || !lost()) return;
        focusNearest();
        stop();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      document.addEventListener('keydown', stop, true);
      document.addEventListener('pointerdown', stop, true);
      window.setTimeout(stop, FOLLOW_OPENER_MS);
    }
  };
}

/** A modal layer: focus moves in and is kept there, Escape and the backdrop close it, focus returns on close. */
export function Overlay({ open, title, onClose, children, align, Panel }: OverlayProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read through a ref so a new onClose on each render does not move focus back to the start.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const returnFocus = rememberOpener();
    const panel = panelRef.current;
    if (!panel) return;
    openOverlays.push(panel);
    (panel.querySelector<HTMLElement>(FOCUSABLE_SELECTOR) ?? panel).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (openOverlays[openOverlays.length - 1] !== panel) return;
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key !== 'Tab') return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openOverlays.splice(openOverlays.indexOf(panel), 1);
      returnFocus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <OverlayBackdrop $align={align} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <OverlayHeader>
          <h2 id={titleId}>{title}</h2>
          <OverlayCloseButton type="button" aria-label="Close" onClick={onClose}>
            ×
          </OverlayCloseButton>
        </OverlayHeader>
        {children}
      </Panel>
    </OverlayBackdrop>,
    document.body,
  );
}
