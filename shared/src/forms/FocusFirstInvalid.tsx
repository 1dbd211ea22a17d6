import { useEffect, useRef } from 'react';

export interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  isValid: boolean;
}

/**
 * Placed inside a form: after a submit that failed validation, focus moves to the first field
 * marked invalid (its error is linked by aria-describedby and announced), not left on the button.
 */
export function FocusFirstInvalid({ submitCount, isSubmitting, isValid }: SubmitState) {
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={marker} hidden />;
}
