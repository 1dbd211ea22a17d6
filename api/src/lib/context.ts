import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { CatalogueVersion } from './catalogue-version';
import type { Clock } from './clock';
import type { Env } from './env';
import type { CodeSender } from './otp';
import type { PaymentProvider } from '../services/payments/provider';
import type { SocialVerifier } from './social';

/** What every route needs: the database, the settings and the clock. */
export interface AppContext {
  db: Db;
  /** Tells cached catalogue answers they are stale (lib/response-cache.ts). */
  catalogue: CatalogueVersion;
  env: Env;
  now: () => Date;
  /** The clock behind `now`; only the test-only /testing/clock route moves it. */
  clock: Clock;
  /** Delivers one-time codes (OTP login, phone verification, password reset). */
  sendCode: CodeSender;
  /** Verifies social sign-in tokens; null when social login is not configured. */
  socialVerifier: SocialVerifier | null;
  /** The app's log, for failures a request answers past (a provider that did not answer). */
  log: FastifyBaseLogger;
  /** The online payment provider; null when none is configured (digital payment is then off). */
  payments: PaymentProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
