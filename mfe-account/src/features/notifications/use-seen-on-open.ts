import { useEffect, useRef, useState } from 'react';
import { readSeenMarker, writeSeenMarker, type SeenMarker } from './seen-marker';

/**
 * The customer's seen marker as it stood when the page opened (undefined until it is read), so what
 * was new stays marked for this visit; meanwhile the newest notification shown becomes the stored
 * marker, and the next visit shows it as seen.
 */
export function useSeenOnOpen(
  customerId: number | undefined,
  newest: SeenMarker | undefined,
): SeenMarker | null | undefined {
  const [opened, setOpened] = useState<{ customerId: number; seen: SeenMarker | null }>();
  // Read once per customer, before the first write (an effect that runs again must not re-read).
  const readFor = useRef<number | undefined>(undefined);
  const newestId = newest?.id;
  const newestAt = newest?.created_at;
  useEffect(() => {
    if (customerId === undefined) return;
    if (readFor.current !== customerId) {
      readFor.current = customerId;
      setOpened({ customerId, seen: readSeenMarker(customerId) });
    }
    if (newestId !== undefined && newestAt !== undefined)
      writeSeenMarker(customerId, { id: newestId, created_at: newestAt });
  }, [customerId, newestId, newestAt]);
  return opened && opened.customerId === customerId ? opened.seen : undefined;
}
