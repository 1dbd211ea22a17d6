import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Shows something after the pointer has rested on an element for `delayMs` (the vertical card's
 * stepper); focus or a tap shows it at once, leaving hides it again. With `enabled` false it is
 * always shown. `area` is the element the pointer rests on.
 */
export function useHoverReveal(area: RefObject<HTMLElement | null>, enabled: boolean, delayMs: number) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [timedIn, setTimedIn] = useState(false);
  const [tapped, setTapped] = useState(false);
  /** Set when a keyboard or tap reveal should carry focus into what it shows. */
  const focusWanted = useRef(false);

  useEffect(() => {
    if (!enabled || !hovered) return;
    const timer = setTimeout(() => setTimedIn(true), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, hovered, delayMs]);

  const leave = useCallback(() => {
    setHovered(false);
    setTimedIn(false);
    setTapped(false);
  }, []);

  // The browser sends no mouseleave when the element under a resting pointer is replaced (the add
  // button by the stepper) and the pointer then moves away; its next mouseover elsewhere tells.
  useEffect(() => {
    if (!enabled || !hovered) return;
    const onPointerElsewhere = (event: MouseEvent) => {
      if (!area.current?.contains(event.target as Node)) leave();
    };
    document.addEventListener('mouseover', onPointerElsewhere);
    return () => document.removeEventListener('mouseover', onPointerElsewhere);
  }, [area, enabled, hovered, leave]);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: leave,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Keyboard focus reveals at once; a pointer's click focus waits for the hover delay.
      if (!focusVisible(event.target)) return;
      focusWanted.current = true;
      setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving out hides it; focus lost with the control it replaced (no next target) does not.
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) {
        setFocused(false);
        setTapped(false);
      }
    },
  };

  return {
    revealed: !enabled || timedIn || focused || tapped,
    /** A tap (or click) on the compact control shows the stepper without waiting. */
    reveal: () => {
      focusWanted.current = true;
      setTapped(true);
    },
    /** Whether focus should move into the revealed content (read once). */
    takeFocusRequest: () => {
      const wanted = focusWanted.current;
      focusWanted.current = false;
      return wanted;
    },
    handlers,
  };
}
