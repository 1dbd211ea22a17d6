import pLimit from 'p-limit';

/** A task that waited its longest for a free slot and was given up. */
export class PoolBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`No free slot within ${waitedMs} ms.`);
  }
}

export interface BoundedPool {
  /** Runs `work` once a slot is free; rejects with PoolBusyError when none frees within the wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
  /** The most tasks that ever ran at once. */
  readonly peakActive: number;
}

/**
 * At most `concurrency` tasks at once; the rest queue for at most `maxWaitMs`, so a flood is
 * answered quickly with a refusal rather than slowly with a queue that only grows.
 */
export function boundedPool(concurrency: number, maxWaitMs: number): BoundedPool {
  const limit = pLimit(concurrency);
  let peakActive = 0;
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      let givenUp = false;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          givenUp = true;
          reject(new PoolBusyError(maxWaitMs));
        }, maxWaitMs);
        timer.unref();
      });
      const ran = limit(async () => {
        clearTimeout(timer);
        // Its caller was already answered: hand the slot on at once.
        if (givenUp) return undefined as T;
        peakActive = Math.max(peakActive, limit.activeCount);
        return work();
      });
      return Promise.race([ran, waited]);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    get peakActive() {
      return peakActive;
    },
  };
}
