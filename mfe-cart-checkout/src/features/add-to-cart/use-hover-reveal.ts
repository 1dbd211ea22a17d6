import { useEffect, useState, type FocusEvent } from 'react';

/**
 * Shows something after the pointer has rested on an element for `delayMs` (the vertical card's
 * stepper); focus or a tap shows it at once, leaving hides it again. With `enabled` false it is
 * always shown.
 */
export function useHoverReveal(enabled: boolean, delayMs: number) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [timedIn, setTimedIn] = useState(false);
  const [tapped, setTapped] = useState(false);

  useEffect(() => {
    if (!enabled || !hovered) return;
    const timer = setTimeout(() => setTimedIn(true), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, hovered, delayMs]);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => {
      setHovered(false);
      setTimedIn(false);
      setTapped(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setFocused(false);
        setTapped(false);
      }
    },
  };

  return {
    revealed: !enabled || timedIn || focused || tapped,
    /** A tap (or click) on the compact control shows the stepper without waiting. */
    reveal: () => setTapped(true),
    handlers,
  };
}
