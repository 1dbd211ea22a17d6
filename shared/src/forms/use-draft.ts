import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftSpec } from './draft';

export interface DraftHandle<T> {
  /** The draft as it was when the component mounted (null when there was none). */
  initial: T | null;
  /** Stores the draft now (or after `delayMs`); ignored once cleared. */
  save: (data: T) => void;
  /**
   * Drops the stored draft and stops saving from this component: once the order is placed, what is
   * still on screen is no longer a draft.
   */
  clear: () => void;
}

/**
 * A draft for a component: read once on mount, then `current` (when given) is saved whenever it
 * changes, after `delayMs` of quiet. A pending save is written on unmount and when the page is hidden,
 * so the last keystrokes survive a reload or a back.
 */
export function useDraft<T>(
  spec: DraftSpec<T>,
  current?: T,
  { delayMs = 0 }: { delayMs?: number } = {},
): DraftHandle<T> {
  const [initial] = useState(() => readDraft(spec));
  const specRef = useRef(spec);
  specRef.current = spec;
  const pending = useRef<{ data: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next && !cleared.current) writeDraft(specRef.current, next.data);
  }, []);

  const save = useCallback(
    (data: T) => {
      if (cleared.current) return;
      pending.current = { data };
      clearTimeout(timer.current);
      if (delayMs > 0) timer.current = setTimeout(flush, delayMs);
      else flush();
    },
    [delayMs, flush],
  );

  const clear = useCallback(() => {
    cleared.current = true;
    pending.current = null;
    clearTimeout(timer.current);
    clearDraft(specRef.current);
  }, []);

  // Compared as JSON, so a new object with the same content is no new draft.
  const serialized = current === undefined ? undefined : JSON.stringify(current);
  const lastSaved = useRef<string | undefined>(initial === null ? undefined : JSON.stringify(initial));
  const latest = useRef(current);
  latest.current = current;
  useEffect(() => {
    if (serialized === undefined) return;
    // Untouched defaults are not worth a draft.
    if (lastSaved.current === undefined && initial === null) {
      lastSaved.current = serialized;
      return;
    }
    if (serialized === lastSaved.current) return;
    lastSaved.current = serialized;
    save(latest.current as T);
  }, [serialized, initial, save]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { initial, save, clear };
}
