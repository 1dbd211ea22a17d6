import { useCallback, useState } from 'react';
import { errorMessages } from '../api/error-message';
import { toast } from './toast';

/**
 * Handles a failure the page words itself; answers true when it did, so the error's messages are not
 * also toasted.
 */
export type BusyActionFailure = (error: unknown) => boolean;

/**
 * Runs an async action while `busy` is true (for a button's disabled or aria-busy). A failure shows
 * as the API's messages in error toasts, unless `onError` handles it; `run` then answers undefined.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>, onError?: BusyActionFailure) => {
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      if (!onError?.(error)) for (const message of errorMessages(error)) toast.error(message);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
