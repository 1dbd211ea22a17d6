// The online payment provider's settings: Stripe's keys, and where its API is reached.

export interface PaymentSettings {
  /**
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_API_URL points the SDK at a stand-in of
   * Stripe's API (development and tests only). Null: no provider, digital payment is off.
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: URL | null } | null;
  /** SITE_URL: the storefront's origin, where a payment page sends the customer back. */
  siteUrl: string;
  /** PAYMENT_WINDOW_MINUTES: how long a payment page takes payment (30 to 1440; Stripe's bounds). */
  windowMinutes: number;
}

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
  return {
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl } : null,
    siteUrl: (source.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    windowMinutes: Number.isFinite(minutes) && minutes > 0 ? Math.min(1440, Math.max(30, minutes)) : 60,
  };
}
