/**
 * The API's one clock. Business rules (opening hours, campaign windows, token and code expiry) read
 * it through `ctx.now()`, never the wall clock, so a test can put the whole API at a chosen hour.
 */
export interface Clock {
  now: () => Date;
  /** Moves the clock to `at`; it runs on from there at real speed. */
  set: (at: Date) => void;
}

/** A clock that starts at `start` (the real time when null) and then advances with real time. */
export function runningClock(start: Date | null = null): Clock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = at.getTime() - Date.now();
    },
  };
}
