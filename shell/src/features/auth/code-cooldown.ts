import { useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS } from '@storefront/shared/contract/auth';

/** Seconds before another one-time code may be asked for: the API refuses one sooner. */
export const RESEND_SECONDS = CODE_RESEND_SECONDS;

/**
 * When a code was last sent under `key` from this tab, while another may not be asked for yet; 0
 * otherwise. Kept in sessionStorage so a reload or a return to the page does not send another at once.
 */
export function lastCodeSentAt(key: string): number {
  const value = Number(sessionStorage.getItem(key));
  return Number.isFinite(value) && value > Date.now() - RESEND_SECONDS * 1000 ? value : 0;
}

/** Notes that a code was sent under `key` now; answers that time. */
export function rememberCodeSent(key: string): number {
  const now = Date.now();
  sessionStorage.setItem(key, String(now));
  return now;
}

export const forgetCodeSent = (key: string) => sessionStorage.removeItem(key);

/** Seconds left until `deadline` (a Date.now() time), ticking every second; 0 once passed. */
function useSecondsUntil(deadline: number): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setSeconds(left());
    if (left() === 0) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** Seconds until another code may be asked for, after one sent at `sentAt` (0: none yet). */
export const useResendCountdown = (sentAt: number): number =>
  useSecondsUntil(sentAt ? sentAt + RESEND_SECONDS * 1000 : 0);
