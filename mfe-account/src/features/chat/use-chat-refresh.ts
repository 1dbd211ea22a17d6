import { useEffect, useRef } from 'react';
import { chatRefreshAtom, useAtomValue } from '@storefront/shared';

/** Calls `reload` each time the shell signals a new message (chatRefreshAtom), not on mount. */
export function useChatRefresh(reload: () => unknown): void {
  const refresh = useAtomValue(chatRefreshAtom);
  const firstRefresh = useRef(true);
  useEffect(() => {
    if (firstRefresh.current) {
      firstRefresh.current = false;
      return;
    }
    void reload();
  }, [refresh, reload]);
}
