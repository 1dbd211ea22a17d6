import { useEffect, useRef, useState, type RefObject } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import { Button, useMediaQuery } from '@storefront/shared';

/** Checkout's one column (CheckoutView's layout): the summary, and Place Order, come after the whole form. */
export const ONE_COLUMN_QUERY = '(max-width: 900px)';

/** The bar's height on a phone: the slot keeps it while the bar floats, so nothing moves when it docks. */
const BAR_HEIGHT = '4.5rem';

const Slot = styled.div<{ $oneColumn: boolean }>`
  min-height: ${({ $oneColumn }) => ($oneColumn ? BAR_HEIGHT : 'auto')};
`;

const Bar = styled.div<{ $oneColumn: boolean; $floating: boolean }>`
  ${({ $oneColumn, theme }) =>
    $oneColumn &&
    css`
      min-height: ${BAR_HEIGHT};
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1rem;
      padding: 0.75rem 0;
      background: ${theme.color.surface};
    `}
  ${({ $floating, theme }) =>
    $floating &&
    css`
      position: fixed;
      inset-inline: 0;
      bottom: 0;
      /* Under the shell's header (100), its overlays and its toasts. */
      z-index: 90;
      padding: 0.75rem max(1rem, env(safe-area-inset-right)) calc(0.75rem + env(safe-area-inset-bottom))
        max(1rem, env(safe-area-inset-left));
      border-top: 1px solid ${theme.color.border};
      box-shadow: ${theme.shadow};
    `}
`;

const Total = styled.p`
  margin: 0;
  display: grid;
  line-height: 1.2;
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: 1.15rem;
  }
`;

/** While the bar floats, what scrolls into view (a focused field, a section a link names) stops above it. */
const ClearOfBar = createGlobalStyle`
  html { scroll-padding-bottom: calc(${BAR_HEIGHT} + 1rem); }
`;

/**
 * Whether the bar's own place in the page is in view or scrolled past: until then (it is still below
 * the screen), on a phone, the bar floats at the foot of the screen. Read on every scroll, resize and
 * change of the page's height (once a frame: the form above grows as its parts load): a jump from
 * above the place to below it crosses no intersection threshold, so an IntersectionObserver would not say.
 */
function useSlotReached(slot: RefObject<HTMLDivElement | null>, watching: boolean): boolean {
  // Checkout opens at its top, far from the slot: floating from the first frame, it does not jump.
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!watching || !element) {
      setReached(true);
      return;
    }
    let frame = 0;
    // Reached once its foot is in view, or above it: the bar lands where it floated, and after the
    // bill it scrolls away with the page (it never floats over the footer).
    const read = () => {
      frame = 0;
      setReached(element.getBoundingClientRect().bottom <= window.innerHeight + 1);
    };
    const onChange = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    const page = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onChange);
    page?.observe(document.body);
    return () => {
      page?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [slot, watching]);
  return reached;
}

/**
 * While the bar floats, a field the customer moves to (the form's last, the note, sits right above
 * the summary) is scrolled up clear of it: focus alone leaves a field that is partly in view where it is.
 */
function useFieldsClearOf(bar: RefObject<HTMLDivElement | null>, floating: boolean) {
  useEffect(() => {
    if (!floating) return;
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      const barBox = bar.current?.getBoundingClientRect();
      if (!(field instanceof HTMLElement) || !barBox || bar.current?.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom - barBox.top;
      if (covered > 0) window.scrollBy({ top: covered + 16 });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar, floating]);
}

export interface PlaceOrderBarProps {
  /** The bill's total, when there is one. */
  total: number | null;
  money: (amount: number) => string;
  canPlace: boolean;
  onPlace: () => void;
}

/**
 * Place Order, the one button that places the order. On a phone it floats at the foot of the screen
 * with the bill's total from the top of checkout, until its own place after the bill scrolls into
 * view; on a wider screen it sits under the bill.
 */
export function PlaceOrderBar({ total, money, canPlace, onPlace }: PlaceOrderBarProps) {
  const oneColumn = useMediaQuery(ONE_COLUMN_QUERY);
  const slot = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const reached = useSlotReached(slot, oneColumn);
  const floating = oneColumn && !reached;
  useFieldsClearOf(bar, floating);
  return (
    <Slot ref={slot} $oneColumn={oneColumn}>
      {floating ? <ClearOfBar /> : null}
      <Bar ref={bar} $oneColumn={oneColumn} $floating={floating} data-testid="place-order-bar" data-floating={floating}>
        {oneColumn && total !== null ? (
          <Total>
            <span>Total</span>
            <strong>{money(total)}</strong>
          </Total>
        ) : null}
        <Button type="button" $block={!oneColumn} onClick={onPlace} disabled={!canPlace}>
          Place Order
        </Button>
      </Bar>
    </Slot>
  );
}
