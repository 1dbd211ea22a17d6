import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db';
import type { AppContext } from './lib/context';
import { CatalogueVersion } from './lib/catalogue-version';
import { runningClock, type Clock } from './lib/clock';
import { readEnv, type Env } from './lib/env';
import { HttpError } from './lib/errors';
import { registerIdempotency } from './lib/idempotency';
import { registerNoStore } from './lib/no-store';
import { API_HELMET_OPTIONS } from './lib/hardening';
import { enforceInputBounds } from './lib/input-bounds';
import { logCodeSender, withCodeSink, type CodeSender } from './lib/otp';
import { rateLimitPluginOptions } from './lib/rate-limits';
import { registerResponseCache } from './lib/response-cache';
import { retryAfterWhenBusy } from './lib/server-busy';
import { firebaseVerifier, googleCertFetcher, type SocialVerifier } from './lib/social';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { registerUploadForms } from './lib/upload-forms';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { authCodeRoutes } from './routes/auth-codes';
import { cartRoutes } from './routes/cart';
import { couponRoutes } from './routes/coupons';
import { customerRoutes } from './routes/customer';
import { deliverymanRoutes } from './routes/deliveryman';
import { extraRoutes } from './routes/extras';
import { imageRoutes } from './routes/images';
import { itemRoutes } from './routes/items';
import { orderRoutes } from './routes/orders';
import { orderChangeRoutes } from './routes/order-changes';
import { messageRoutes } from './routes/messages';
import { homeRoutes } from './routes/home';
import { orderExtraRoutes } from './routes/order-extras';
import { pageRoutes } from './routes/pages';
import { profileRoutes } from './routes/profile';
import { profileUpdateRoutes } from './routes/profile-update';
import { promotionRoutes } from './routes/promotions';
import { publicRoutes } from './routes/public';
import { mapRoutes } from './routes/maps';
import { registryRoutes } from './routes/registry';
import { reviewRoutes } from './routes/reviews';
import { storeRoutes } from './routes/stores';
import { taxonomyRoutes } from './routes/taxonomy';
import { testingRoutes } from './routes/testing';
import { walletRoutes } from './routes/wallet';
import { paymentWebhookRoutes } from './routes/payment-webhooks';
import { stripeProvider } from './services/payments/stripe-provider';

export interface BuildAppOptions {
  /** SQLite file, or ':memory:'; defaults to DB_FILE or api/data/storefront.sqlite. Wins over DATABASE_URL. */
  dbFile?: string;
  /** A PostgreSQL database (postgres:// URL) instead of DATABASE_URL; wins over `dbFile`. */
  databaseUrl?: string;
  /** A fixed clock (the API's unit tests pin it); by default a running clock, see `testClock` in lib/env. */
  now?: () => Date;
  /** Overrides of the environment settings. */
  env?: Partial<Env>;
  /** Log level, or false for silence; defaults to LOG_LEVEL, silent under tests. */
  logLevel?: string | false;
  /** Where one-time codes go (default: the request log). */
  sendCode?: CodeSender;
  /** The social token verifier (default: Firebase's, when FIREBASE_PROJECT_ID is set). */
  socialVerifier?: SocialVerifier;
}

export const CORS_ALLOWED_HEADERS = [
  'latitude',
  'longitude',
  'moduleid',
  'zoneid',
  'x-localization',
  'x-software-id',
  'authorization',
  'content-type',
  'accept',
  'idempotency-key',
];

/** Without CORS_ORIGINS, development and tests let any page on this machine call; production none. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The largest JSON or form body: a full buy-now cart (100 lines with their choices) is well under
 * 100 KB. Multipart uploads are not read against it: each upload route has its own (lib/upload-forms).
 */
export const BODY_LIMIT = 256 * 1024;

/** Parses application/x-www-form-urlencoded bodies; `a[]=1&a[]=2` and repeated keys become arrays. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const existing = out[key];
    if (rawKey.endsWith('[]') || existing !== undefined) {
      out[key] = Array.isArray(existing)
        ? [...(existing as unknown[]), value]
        : existing === undefined
          ? [value]
          : [existing, value];
    } else out[key] = value;
  }
  return out;
}

/** Builds the API: database opened (migrated and seeded when new), routes registered. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env: Env = { ...readEnv(), ...options.env };
  if (options.dbFile) Object.assign(env, { dbFile: options.dbFile, databaseUrl: null });
  if (options.databaseUrl) env.databaseUrl = options.databaseUrl;
  const clock: Clock = options.now
    ? {
        now: options.now,
        set: () => {
          throw new Error('This app was built on a fixed clock of its caller.');
        },
      }
    : runningClock(env.testClock.start);
  const { now } = clock;
  const level = options.logLevel ?? (process.env.NODE_ENV === 'test' ? false : env.logLevel);

  const app = Fastify({
    logger: level === false ? false : { level },
    bodyLimit: BODY_LIMIT,
    // A request must arrive whole within its time (a body trickled in is cut with 408); a connection
    // silent both ways for twice that is closed. Idle keep-alive connections keep Fastify's 72 s.
    requestTimeout: env.requestTimeoutSeconds * 1000,
    connectionTimeout: 2 * env.requestTimeoutSeconds * 1000,
    // Node checks the two timeouts at this interval (30 s by default, which would double them).
    http: { headersTimeout: env.headersTimeoutSeconds * 1000, connectionsCheckingInterval: 1000 },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: fastifyTrustProxy(env.trustProxy),
  });

  const catalogue = new CatalogueVersion();
  const db = (
    await openDatabase({
      file: env.dbFile,
      url: env.databaseUrl,
      now: now(),
      registryDefaults: env.registry,
      demoCustomer: !env.production,
    })
  ).withPlugin(catalogue.plugin);
  const ctx: AppContext = {
    db,
    catalogue,
    env,
    now,
    clock,
    sendCode: withCodeSink(
      options.sendCode ?? logCodeSender(app.log, env.production),
      // Refused at start-up in production (lib/env); never written there even when passed in.
      env.production ? null : env.codeSinkFile,
      now,
    ),
    socialVerifier: env.firebaseProjectId
      ? (options.socialVerifier ??
        firebaseVerifier(env.firebaseProjectId, googleCertFetcher(env.firebaseCertsUrl ?? undefined), now))
      : null,
    log: app.log,
    payments: env.payments.stripe ? stripeProvider(env.payments.stripe) : null,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin) return cb(null, true);
      const allowed = env.corsOrigins ? env.corsOrigins.includes(origin) : !env.production && LOCAL_ORIGIN.test(origin);
      cb(null, allowed);
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
    // A kept catalogue answer's age, which the page adds to the configuration's server_time.
    exposedHeaders: ['Age'],
  });
  await app.register(helmet, API_HELMET_OPTIONS);
  // JSON answers compress to a fifth or less (a home reads about 160 KB of it): on a phone's link
  // that is the difference between the hero picture arriving early or behind them. Brotli at its
  // fast setting (@fastify/compress's default), gzip for clients without it; pictures are webp.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, rateLimitPluginOptions(ctx));
  await registerUploadForms(app);
  retryAfterWhenBusy(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseForm(String(body)));
  });
  enforceInputBounds(app);
  registerIdempotency(app, ctx);
  registerNoStore(app);
  const responseCache = registerResponseCache(app, db, catalogue, env.catalogueCacheSeconds * 1000);

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body());
    const err = error as { statusCode?: number; code?: string; message?: string };
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const kb = Math.round((req.routeOptions.bodyLimit ?? BODY_LIMIT) / 1024);
      return reply
        .status(413)
        .send({ errors: [{ code: 'body', message: `The request body may not be larger than ${kb} KB.` }] });
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(error);
    // A catalogue read that failed on the server (the database is down): its last kept answer.
    if (status === 500 && responseCache.sendStale(req, reply)) return reply;
    return reply.status(status).send({
      errors: [
        {
          code: status === 500 ? 'internal_error' : (err.code ?? 'bad_request'),
          message: status === 500 ? 'Internal server error.' : (err.message ?? 'Bad request.'),
        },
      ],
    });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({
      errors: [{ code: 'not_found', message: `Route ${req.method} ${req.url.split('?')[0] ?? ''} not found.` }],
    });
  });

  await app.register(registryRoutes);
  if (env.testClock.settable) await app.register(testingRoutes);
  await app.register(imageRoutes);
  await app.register(deliverymanRoutes);
  await app.register(
    async (api) => {
      await api.register(publicRoutes);
      await api.register(mapRoutes);
      await api.register(pageRoutes);
      await api.register(authRoutes);
      await api.register(authCodeRoutes);
      await api.register(customerRoutes);
      await api.register(profileRoutes);
      await api.register(profileUpdateRoutes);
      await api.register(messageRoutes);
      await api.register(accountRoutes);
      await api.register(reviewRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(orderChangeRoutes);
      await api.register(itemRoutes);
      await api.register(storeRoutes);
      await api.register(taxonomyRoutes);
      await api.register(couponRoutes);
      await api.register(promotionRoutes);
      await api.register(extraRoutes);
      await api.register(orderExtraRoutes);
      await api.register(walletRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(homeRoutes);
    },
    { prefix: '/api/v1' },
  );
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
