import { CODE_RESEND_SECONDS } from '@storefront/shared/contract/auth';

/** What the limits count. */
export type LimitedAction = 'signIn' | 'signUp' | 'codeRequest' | 'codeCheck';

/** The most of each action allowed in its window (LIMIT_WINDOWS_MS). */
export type ActionLimits = Record<LimitedAction, number>;

export interface RateLimitSettings {
  /** Requests from one client address: every sign-in, sign-up, code sent and code checked. */
  perAddress: ActionLimits;
  /**
   * Per account (its email or phone): failed sign-ins (then even the right password waits for the
   * window to end), sign-ups, codes sent and codes checked.
   */
  perAccount: ActionLimits;
}

const MINUTE = 60_000;

export const LIMIT_WINDOWS_MS: Record<LimitedAction, number> = {
  signIn: 15 * MINUTE,
  signUp: 60 * MINUTE,
  codeRequest: 60 * MINUTE,
  codeCheck: 15 * MINUTE,
};

/** At most one code per account in this time: the storefront's resend countdown. */
export const CODE_RESEND_MS = CODE_RESEND_SECONDS * 1000;

/** Defaults for production; a shared office or mobile network stays well inside the per-address ones. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perAddress: { signIn: 50, signUp: 10, codeRequest: 10, codeCheck: 30 },
  perAccount: { signIn: 10, signUp: 5, codeRequest: 5, codeCheck: 10 },
};

const ENV_NAMES: Record<LimitedAction, string> = {
  signIn: 'SIGN_IN',
  signUp: 'SIGN_UP',
  codeRequest: 'CODE_REQUEST',
  codeCheck: 'CODE_CHECK',
};

function readLimits(source: NodeJS.ProcessEnv, prefix: string, defaults: ActionLimits): ActionLimits {
  const limits = { ...defaults };
  for (const action of Object.keys(ENV_NAMES) as LimitedAction[]) {
    const name = `${prefix}_${ENV_NAMES[action]}`;
    const text = source[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number of 1 or more: ${text}`);
    limits[action] = value;
  }
  return limits;
}

/**
 * RATE_LIMIT_PER_ADDRESS_{SIGN_IN,SIGN_UP,CODE_REQUEST,CODE_CHECK} and the same names with
 * PER_ACCOUNT: the most of each action per window, over the defaults.
 */
export const readRateLimits = (source: NodeJS.ProcessEnv): RateLimitSettings => ({
  perAddress: readLimits(source, 'RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress),
  perAccount: readLimits(source, 'RATE_LIMIT_PER_ACCOUNT', DEFAULT_RATE_LIMITS.perAccount),
});
