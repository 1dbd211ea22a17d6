// `npm start` and the e2e suite pay through the stand-in of Stripe's API (stripe-api.ts), started
// beside the API on a port of its own (PAYMENT_STAND_IN_PORT), as the SDK would reach Stripe.
import type { FastifyInstance } from 'fastify';
import { stripeStandIn } from './stripe-api';

/** How often sessions past their time are expired, as Stripe does. */
const EXPIRY_SWEEP_MS = 10_000;

export async function startStripeStandIn(
  app: FastifyInstance,
  port: number,
  keys: { secretKey: string; webhookSecret: string },
  apiPort: number,
): Promise<void> {
  const standIn = await stripeStandIn({
    ...keys,
    webhookUrl: `http://127.0.0.1:${apiPort}/api/v1/payments/stripe/webhook`,
  });
  try {
    await standIn.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    // A second API instance on this machine pays through the first one's stand-in.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return;
    throw error;
  }
  app.log.warn(`Payments go to the test-mode stand-in of Stripe's API at http://127.0.0.1:${port} (no money moves).`);
  const sweep = setInterval(() => void standIn.expireDue(), EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await standIn.app.close();
  });
}
