import path from 'node:path';
import type { RegistryDefaults } from '../db/queries/registry';
import { readPaymentSettings, type PaymentSettings } from './payment-env';
import { readRateLimits, readUploadLimits, type RateLimitSettings, type UploadLimits } from './rate-limit-settings';
import { readTrustProxy, type TrustProxy } from './trust-proxy';

export interface Env {
  /**
   * NODE_ENV other than development or test, unset included: no demo customer is seeded, one-time
   * codes are never logged, the payment stand-ins answer 503 and CORS allows the listed origins only.
   */
  production: boolean;
  port: number;
  host: string;
  dbFile: string;
  /** DATABASE_URL: a postgres:// URL runs the API on PostgreSQL; null keeps the SQLite file. */
  databaseUrl: string | null;
  publicUrl: string;
  logLevel: string;
  /** CORS_ORIGINS, exact origins; null: any page on this machine in development and test, none in production. */
  corsOrigins: string[] | null;
  /** Operator names by token: REGISTRY_OPERATORS="alice:token1,bob:token2", plus REGISTRY_OPERATOR_TOKEN as "operator". */
  operators: Record<string, string>;
  registry: RegistryDefaults;
  /** Seconds per order status step (pending → confirmed → picked_up → delivered). */
  orderClockSeconds: number;
  /** The online payment provider (STRIPE_…) and where its pages send the customer back (SITE_URL). */
  payments: PaymentSettings;
  /** Languages the storefront offers (LANGUAGES="en:English,ar:Arabic"); null keeps the stored list. */
  languages: { key: string; value: string }[] | null;
  /** Firebase project whose ID tokens social login accepts; null turns social login off. */
  firebaseProjectId: string | null;
  /** Where Firebase ID tokens' signing keys are read; null for Google's. */
  firebaseCertsUrl: string | null;
  /**
   * A file every one-time code is also appended to, one JSON line each (CODE_SINK_FILE): a stand-in
   * inbox for development and the e2e suite, refused in production; null writes none.
   */
  codeSinkFile: string | null;
  /**
   * Tests only (NODE_ENV=test): the instant the API's clock starts at (TEST_CLOCK_START), and whether
   * the /testing/clock route may move it. Both are refused anywhere else.
   */
  testClock: { start: Date | null; settable: boolean };
  /** Sign-in, sign-up and one-time-code limits per client address and per account (RATE_LIMIT_PER_…). */
  rateLimits: RateLimitSettings;
  /** Proxies believed about the client's address (TRUST_PROXY), so limits count clients, not the load balancer. */
  trustProxy: TrustProxy;
  /** Outside local use (NODE_ENV other than development or test) only a signed-in operator opens a preview link. */
  previewNeedsOperator: boolean;
  /** The key canary assignments are signed with (CANARY_SIGNING_SECRET): the same on every instance. */
  canarySigningSecret: string;
  /**
   * A cached catalogue answer's age before it is made again (CATALOGUE_CACHE_SECONDS, default 30; 0
   * turns the cache off): answers that depend on the hour (open now, running campaigns) are at most
   * twice this late (see response-cache.ts).
   */
  catalogueCacheSeconds: number;
  /**
   * On SIGTERM or SIGINT, how long answers under way get before their connections are cut
   * (SHUTDOWN_GRACE_SECONDS, default 10, at most 120).
   */
  shutdownGraceSeconds: number;
  /** Uploaded kilobytes an hour per guest or account, per client address and for all guests (UPLOAD_MB_…). */
  uploadLimits: UploadLimits;
  /**
   * How long a client has to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS,
   * default 30, 1 to 300): a body trickled in slowly is cut with 408. A connection silent both ways
   * for twice this is closed; idle keep-alive connections have their own timeout.
   */
  requestTimeoutSeconds: number;
  /** How long a client has to send a request's headers (HEADERS_TIMEOUT_SECONDS, default 10, at most the above). */
  headersTimeoutSeconds: number;
}

/** "en:English,ar:Arabic" to [{ key: 'en', value: 'English' }, …]; entries without both parts are skipped. */
export function parseLanguages(text: string | undefined): { key: string; value: string }[] | null {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.split(':').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && Boolean(parts[0]) && Boolean(parts[1]))
    .map(([key, value]) => ({ key, value }));
  return entries.length ? entries : null;
}

/** Token-to-name map of the registry's operators; the single token is named "operator". */
export function parseOperators(list: string | undefined, singleToken: string): Record<string, string> {
  const operators: Record<string, string> = { [singleToken]: 'operator' };
  for (const entry of (list ?? '').split(',')) {
    const at = entry.indexOf(':');
    const name = entry.slice(0, at).trim();
    const token = entry.slice(at + 1).trim();
    if (at > 0 && name && token) operators[token] = name;
  }
  return operators;
}

/** The embedded default's operator token: public (it is in the docs), so never accepted outside local use. */
export const LOCAL_OPERATOR_TOKEN = 'local-operator-token';

/** Where the public local token works: `npm start` sets development, jest and the e2e suite test. */
const LOCAL_ENVIRONMENTS = ['development', 'test'];

/** Production is any NODE_ENV but development and test: a forgotten NODE_ENV fails closed. */
export const isProduction = (source: NodeJS.ProcessEnv): boolean => !LOCAL_ENVIRONMENTS.includes(source.NODE_ENV ?? '');

/** Shorter operator tokens can be guessed; 32 characters is a 24-byte random secret in base64. */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

/**
 * Fewer different characters means a made-up token ('aaaa…', 'abab…'). A random token of 32 hex
 * digits has about 14 different ones (under 10 in one of 10,000 draws), base64 about 25.
 */
export const MIN_OPERATOR_TOKEN_DISTINCT = 10;

/** Why a token is too easy to guess, or null: too short, too few different characters, or a run ('abcd…', '9876…'). */
export function weakTokenReason(token: string): string | null {
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH) return `at least ${MIN_OPERATOR_TOKEN_LENGTH} characters`;
  if (new Set(token).size < MIN_OPERATOR_TOKEN_DISTINCT) {
    return `at least ${MIN_OPERATOR_TOKEN_DISTINCT} different characters`;
  }
  let runSteps = 0;
  for (let i = 1; i < token.length; i += 1) {
    if (Math.abs(token.charCodeAt(i) - token.charCodeAt(i - 1)) <= 1) runSteps += 1;
  }
  return runSteps * 2 > token.length - 1 ? 'random characters, not a run such as abcd… or 1234…' : null;
}

/**
 * REGISTRY_OPERATOR_TOKEN, else the local default for `npm start` and tests. Anywhere else, an unset
 * NODE_ENV included, the server refuses to start without long tokens of its own: anyone holding one
 * changes what every customer's browser loads.
 */
export function operatorToken(source: NodeJS.ProcessEnv): string {
  const token = source.REGISTRY_OPERATOR_TOKEN?.trim();
  if (!isProduction(source)) return token || LOCAL_OPERATOR_TOKEN;
  const where = source.NODE_ENV ? `NODE_ENV=${source.NODE_ENV}` : 'NODE_ENV is unset';
  if (!token || token === LOCAL_OPERATOR_TOKEN) {
    throw new Error(
      `REGISTRY_OPERATOR_TOKEN must be set to a secret of its own (${where}; the local default is public). ` +
        'Only NODE_ENV=development or test accept the local default.',
    );
  }
  const operators = parseOperators(source.REGISTRY_OPERATORS, token);
  if (Object.hasOwn(operators, LOCAL_OPERATOR_TOKEN)) {
    throw new Error('REGISTRY_OPERATORS may not use the public local operator token.');
  }
  for (const [known, name] of Object.entries(operators)) {
    const reason = weakTokenReason(known);
    if (!reason) continue;
    const what = known.length < MIN_OPERATOR_TOKEN_LENGTH ? 'too short' : 'too easy to guess';
    throw new Error(
      `The registry token of "${name}" is ${what}: operator tokens need ${reason} ` +
        `(${where}; \`openssl rand -base64 32\` makes one).`,
    );
  }
  return token;
}

/** The local default of CANARY_SIGNING_SECRET: public, like the local operator token, so only for local use. */
export const LOCAL_CANARY_SIGNING_SECRET = 'local-canary-signing-secret';

/**
 * CANARY_SIGNING_SECRET, else the local default (the same for every instance, as tests run two).
 * Anywhere else the server refuses to start without a strong secret: whoever can sign assignments
 * can roll any canary back, or keep a failing one alive.
 */
export function canarySigningSecret(source: NodeJS.ProcessEnv): string {
  const secret = source.CANARY_SIGNING_SECRET?.trim();
  if (!isProduction(source)) return secret || LOCAL_CANARY_SIGNING_SECRET;
  const where = source.NODE_ENV ? `NODE_ENV=${source.NODE_ENV}` : 'NODE_ENV is unset';
  if (!secret || secret === LOCAL_CANARY_SIGNING_SECRET) {
    throw new Error(
      `CANARY_SIGNING_SECRET must be set to a secret of its own (${where}; the local default is public). ` +
        'Only NODE_ENV=development or test accept the local default.',
    );
  }
  const reason = weakTokenReason(secret);
  if (reason) {
    throw new Error(
      `CANARY_SIGNING_SECRET is too easy to guess: it needs ${reason} (${where}; \`openssl rand -base64 32\` makes one).`,
    );
  }
  return secret;
}

/** CODE_SINK_FILE, refused in production: a file of live one-time codes signs anyone in. */
export function codeSinkFile(source: NodeJS.ProcessEnv): string | null {
  const file = source.CODE_SINK_FILE?.trim() || null;
  if (file && isProduction(source)) {
    throw new Error(
      'CODE_SINK_FILE is for development and tests only: it is refused unless NODE_ENV=development or test.',
    );
  }
  return file;
}

/**
 * CORS_ORIGINS as exact origins (scheme, host and port as a browser sends them in `Origin`); a
 * wildcard, a path or anything else that no browser sends stops the server from starting.
 */
export function corsOrigins(text: string | undefined): string[] | null {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    // new URL() takes 'https://*.shop.example' as a host name: a wildcard is refused by itself.
    if (entry.includes('*') || originOf(entry) !== entry) {
      throw new Error(
        `CORS_ORIGINS lists exact origins such as https://shop.example (lower case, no path or trailing slash); "${entry}" is not one.`,
      );
    }
  }
  return entries.length > 0 ? entries : null;
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * TEST_CLOCK_START (an ISO instant) for NODE_ENV=test; anywhere else the setting stops the server
 * from starting, so no deployment can run on a moved clock.
 */
export function testClock(source: NodeJS.ProcessEnv): Env['testClock'] {
  const settable = source.NODE_ENV === 'test';
  const text = source.TEST_CLOCK_START?.trim();
  if (!text) return { start: null, settable };
  if (!settable) throw new Error('TEST_CLOCK_START is for tests only: it is refused unless NODE_ENV=test.');
  const start = new Date(text);
  if (Number.isNaN(start.getTime())) throw new Error(`TEST_CLOCK_START is not an ISO date and time: ${text}`);
  return { start, settable };
}

const API_ROOT = path.resolve(__dirname, '..', '..');

/** DATABASE_URL when set: only PostgreSQL's URLs (the SQLite file is DB_FILE). */
export function databaseUrl(text: string | undefined): string | null {
  const url = text?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must be a postgres:// URL; a SQLite file is set with DB_FILE.');
  }
  return url;
}

/** A count of seconds from the environment: `fallback` when unset or unreadable, at most `max`. */
function seconds(text: string | undefined, fallback: number, max: number): number {
  const value = Number(text);
  return text?.trim() && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : fallback;
}

/** REQUEST_TIMEOUT_SECONDS (at least 1: 0 would turn the bound off) and HEADERS_TIMEOUT_SECONDS within it. */
function requestTimeouts(source: NodeJS.ProcessEnv) {
  const requestTimeoutSeconds = Math.max(1, seconds(source.REQUEST_TIMEOUT_SECONDS, 30, 300));
  const headers = Math.max(1, seconds(source.HEADERS_TIMEOUT_SECONDS, 10, 300));
  return { requestTimeoutSeconds, headersTimeoutSeconds: Math.min(headers, requestTimeoutSeconds) };
}

/** Reads the server's settings from the environment, with the local defaults. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 4000);
  return {
    production: isProduction(source),
    port: Number.isInteger(port) && port > 0 ? port : 4000,
    host: source.HOST || '127.0.0.1',
    dbFile: source.DB_FILE || path.join(API_ROOT, 'data', 'storefront.sqlite'),
    databaseUrl: databaseUrl(source.DATABASE_URL),
    publicUrl: (source.PUBLIC_URL || `http://localhost:${Number.isInteger(port) && port > 0 ? port : 4000}`).replace(
      /\/+$/,
      '',
    ),
    logLevel: source.LOG_LEVEL || 'info',
    corsOrigins: corsOrigins(source.CORS_ORIGINS),
    operators: parseOperators(source.REGISTRY_OPERATORS, operatorToken(source)),
    registry: {
      discovery: source.REMOTE_DISCOVERY_URL || 'http://localhost:3001',
      cart_checkout: source.REMOTE_CART_CHECKOUT_URL || 'http://localhost:3002',
      account: source.REMOTE_ACCOUNT_URL || 'http://localhost:3003',
      parcel: source.REMOTE_PARCEL_URL || 'http://localhost:3004',
    },
    orderClockSeconds:
      Number(source.ORDER_CLOCK_SECONDS) > 0 && Number.isFinite(Number(source.ORDER_CLOCK_SECONDS))
        ? Number(source.ORDER_CLOCK_SECONDS)
        : 30,
    payments: readPaymentSettings(source, isProduction(source)),
    languages: parseLanguages(source.LANGUAGES),
    firebaseProjectId: source.FIREBASE_PROJECT_ID?.trim() || null,
    /** Where Firebase ID tokens' signing keys are read (Google's by default; a stand-in in tests). */
    firebaseCertsUrl: source.FIREBASE_CERTS_URL?.trim() || null,
    codeSinkFile: codeSinkFile(source),
    testClock: testClock(source),
    rateLimits: readRateLimits(source),
    trustProxy: readTrustProxy(source.TRUST_PROXY),
    previewNeedsOperator: isProduction(source),
    canarySigningSecret: canarySigningSecret(source),
    catalogueCacheSeconds: seconds(source.CATALOGUE_CACHE_SECONDS, 30, 3600),
    shutdownGraceSeconds: seconds(source.SHUTDOWN_GRACE_SECONDS, 10, 120),
    uploadLimits: readUploadLimits(source),
    ...requestTimeouts(source),
  };
}
