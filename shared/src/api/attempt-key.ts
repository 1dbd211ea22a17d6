import { AxiosError } from 'axios';
import { useRef } from 'react';

/** The header the API keeps a write's first answer by (Stripe's Idempotency-Key). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex: `crypto.randomUUID` is missing outside secure contexts, `getRandomValues` is not. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKey {
  /**
   * Sends with this attempt's key. A second send while the first is unanswered (a double tap) joins
   * it rather than sending again; the key stays the same until an answer comes back, so a retry
   * after a lost connection is answered by the API with the first answer; after an answer, even a
   * refusal, the next send is a new attempt with a new key.
   */
  send<T>(request: (headers: Record<string, string>) => Promise<T>): Promise<T>;
}

/** One customer attempt's idempotency key, for a write that moves money or an order. */
export function attemptKey(): AttemptKey {
  let key: string | null = null;
  let inFlight: Promise<unknown> | null = null;
  const run = async <T>(request: (headers: Record<string, string>) => Promise<T>): Promise<T> => {
    key ??= newKey();
    try {
      const result = await request({ [IDEMPOTENCY_HEADER]: key });
      key = null;
      return result;
    } catch (error) {
      // An answer ends the attempt; no answer (offline, timed out) keeps the key for the retry.
      if (error instanceof AxiosError && error.response) key = null;
      throw error;
    } finally {
      inFlight = null;
    }
  };
  return {
    send<T>(request: (headers: Record<string, string>) => Promise<T>): Promise<T> {
      inFlight ??= run(request);
      return inFlight as Promise<T>;
    },
  };
}

/** The attempt key of a form or button, kept across renders. */
export function useAttemptKey(): AttemptKey {
  const ref = useRef<AttemptKey | null>(null);
  ref.current ??= attemptKey();
  return ref.current;
}
