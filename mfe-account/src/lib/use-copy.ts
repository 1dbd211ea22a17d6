import { useEffect, useRef, useState } from 'react';

/** The copy feedback ('Copied') shows for 1000 ms. */
export const COPIED_MS = 1000;
export const COPIED_TEXT = 'Copied';

/** Copies text; `copied` names what was copied last, for COPIED_MS. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard?.writeText(text);
    } catch {
      // Some browsers refuse the clipboard outside a secure context; the feedback still shows what to copy.
    }
    setCopied(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };
  return { copied, copy };
}
