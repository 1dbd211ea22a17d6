import { CODE_RESEND_SECONDS } from '@storefront/shared/contract/auth';

/** What the limits count. */
export type LimitedAction = 'signIn' | 'signUp' | 'codeRequest' | 'codeCheck' | 'guest' | 'quote' | 'track';

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
  guest: 10 * MINUTE,
  quote: MINUTE,
  track: 15 * MINUTE,
};

/** At most one code per account in this time: the storefront's resend countdown. */
export const CODE_RESEND_MS = CODE_RESEND_SECONDS * 1000;

/**
 * Defaults for production. The per-account limits bind people; the per-address ones only stop
 * floods: a mobile carrier puts thousands of customers behind one address, so each stays at least
 * ADDRESS_FACTOR times its per-account one.
 */
export const ADDRESS_FACTOR = 10;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perAddress: { signIn: 1000, signUp: 200, codeRequest: 200, codeCheck: 1000, guest: 500, quote: 600, track: 300 },
  perAccount: { signIn: 10, signUp: 5, codeRequest: 5, codeCheck: 10, guest: 500, quote: 60, track: 10 },
};

const ENV_NAMES: Record<LimitedAction, string> = {
  signIn: 'SIGN_IN',
  signUp: 'SIGN_UP',
  codeRequest: 'CODE_REQUEST',
  codeCheck: 'CODE_CHECK',
  guest: 'GUEST',
  quote: 'QUOTE',
  track: 'TRACK',
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

/** Kilobytes of uploaded files (every image received on an upload route) allowed an hour. */
export interface UploadLimits {
  /** Per guest id or account. */
  perOwner: number;
  /** Per client address: at least UPLOAD_ADDRESS_FACTOR times perOwner. */
  perAddress: number;
  /** All guests together: what anonymous uploads may add to the database in an hour. */
  guestsTotal: number;
}

export const UPLOAD_WINDOW_MS = 60 * MINUTE;

/** A carrier's NAT puts many customers behind one address: its bound stays this many owners' worth. */
export const UPLOAD_ADDRESS_FACTOR = 10;

const MB_IN_KB = 1024;

/**
 * A customer sends a few photos of a prescription, a refund or a chat (each at most 2 MB): 20 MB
 * an hour is ten full-size images. Guests together add at most 500 MB an hour to the database.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perOwner: 20 * MB_IN_KB,
  perAddress: 200 * MB_IN_KB,
  guestsTotal: 500 * MB_IN_KB,
};

const UPLOAD_ENV_NAMES: Record<keyof UploadLimits, string> = {
  perOwner: 'UPLOAD_MB_PER_OWNER',
  perAddress: 'UPLOAD_MB_PER_ADDRESS',
  guestsTotal: 'UPLOAD_MB_GUESTS_TOTAL',
};

/**
 * UPLOAD_MB_PER_OWNER, UPLOAD_MB_PER_ADDRESS and UPLOAD_MB_GUESTS_TOTAL: megabytes an hour, over
 * the defaults. A per-address bound below ten owners' worth stops the server at start.
 */
export function readUploadLimits(source: NodeJS.ProcessEnv): UploadLimits {
  const limits = { ...DEFAULT_UPLOAD_LIMITS };
  for (const key of Object.keys(UPLOAD_ENV_NAMES) as (keyof UploadLimits)[]) {
    const name = UPLOAD_ENV_NAMES[key];
    const text = source[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0 || value > 1_000_000)
      throw new Error(`${name} must be a number of megabytes above 0: ${text}`);
    limits[key] = Math.ceil(value * MB_IN_KB);
  }
  if (limits.perAddress < UPLOAD_ADDRESS_FACTOR * limits.perOwner) {
    throw new Error(
      `UPLOAD_MB_PER_ADDRESS must be at least ${UPLOAD_ADDRESS_FACTOR} times UPLOAD_MB_PER_OWNER, ` +
        'so the customers behind one shared address are not refused together.',
    );
  }
  return limits;
}
