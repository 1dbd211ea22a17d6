// The online payment provider's settings: Stripe's keys, and where its API is reached.

export interface PaymentSettings {
  /**
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_API_URL points the SDK at a stand-in of
   * Stripe's API (development and tests only). Null: no provider, digital payment is off.
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: URL | null } | null;
  /**
   * PAYMENT_STAND_IN_PORT (development and tests): the API starts the stand-in of Stripe's API
   * (stand-ins/stripe-api.ts) on this port and pays through it with test keys; refused in production.
   */
  standInPort: number | null;
  /** SITE_URL: the storefront's origin, where a payment page sends the customer back. */
  siteUrl: string;
  /** PAYMENT_WINDOW_MINUTES: how long a payment page takes payment (30 to 1440; Stripe's bounds). */
  windowMinutes: number;
}

/** The stand-in's test keys: it runs only on this machine, in development and tests. */
export const STAND_IN_KEYS = { secretKey: 'sk_test_storefront_stand_in', webhookSecret: 'whsec_storefront_stand_in' };

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

export function readPaymentSettings(source: NodeJS.ProcessEnv, production: boolean): PaymentSettings {
  const secretKey = source.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = source.STRIPE_WEBHOOK_SECRET?.trim();
  const apiText = source.STRIPE_API_URL?.trim();
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together: a payment no webhook confirms never turns paid.',
    );
  }
  const apiUrl = apiText ? new URL(apiText) : null;
  if (apiUrl && production && isLocal(apiUrl)) {
    throw new Error(
      'STRIPE_API_URL points at a stand-in on this machine: it is refused unless NODE_ENV=development or test.',
    );
  }
  const minutes = Number(source.PAYMENT_WINDOW_MINUTES);
  const standInPort = source.PAYMENT_STAND_IN_PORT?.trim() ? Number(source.PAYMENT_STAND_IN_PORT) : null;
  if (standInPort !== null && (production || !Number.isInteger(standInPort) || standInPort <= 0)) {
    throw new Error(
      production
        ? 'PAYMENT_STAND_IN_PORT starts a stand-in that takes no money: it is refused unless NODE_ENV=development or test.'
        : `PAYMENT_STAND_IN_PORT must be a port number (it is "${source.PAYMENT_STAND_IN_PORT}").`,
    );
  }
  const standIn =
    standInPort !== null && !secretKey
      ? {
          secretKey: STAND_IN_KEYS.secretKey,
          webhookSecret: STAND_IN_KEYS.webhookSecret,
          apiUrl: new URL(`http://127.0.0.1:${standInPort}`),
        }
      : null;
  return {
    standInPort: standIn ? standInPort : null,
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl } : standIn,
    siteUrl: (source.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    windowMinutes: Number.isFinite(minutes) && minutes > 0 ? Math.min(1440, Math.max(30, minutes)) : 60,
  };
}
