import { API_URL } from './parts';

/**
 * The API's clock during the suite starts here and runs on: Wednesday 18 November 2026, 18:00 in
 * Dhaka (12:00 UTC), a business-day hour when stores with day or evening hours are open. The page
 * reads business time from the API (the config's server_time), so the browser agrees with it
 * whatever the machine's clock says.
 */
export const SUITE_CLOCK_START = '2026-11-18T12:00:00.000Z';

async function clockCall(init?: RequestInit): Promise<Date> {
  const res = await fetch(`${API_URL}/testing/clock`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`/testing/clock answered ${res.status}: ${await res.text()}`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The API's clock now. */
export const apiNow = () => clockCall();

/** Moves the API's clock to `at`; it runs on from there. */
export const setApiClock = (at: Date) => clockCall({ method: 'PUT', body: JSON.stringify({ at: at.toISOString() }) });

/**
 * Runs `during` with the API's clock moved to `at`, then puts it back where it would have been had it
 * never moved, so later tests keep the suite's business day.
 */
export async function withApiClockAt<T>(at: Date, during: () => Promise<T>): Promise<T> {
  const before = await apiNow();
  const startedAt = Date.now();
  await setApiClock(at);
  try {
    return await during();
  } finally {
    await setApiClock(new Date(before.getTime() + (Date.now() - startedAt)));
  }
}
