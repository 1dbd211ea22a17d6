// The payment provider's webhook: signed events decide whether an order or a top-up is paid.
import type { FastifyInstance } from 'fastify';
import { httpError } from '../lib/errors';
import { applyPaymentEvent } from '../services/payments/order-payments';
import { InvalidSignatureError } from '../services/payments/provider';

/** A provider's event is a few kilobytes; the bound keeps a forged flood cheap to refuse. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the exact bytes sent: the body is kept as it came, not parsed.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post('/payments/stripe/webhook', async (req) => {
    const provider = app.ctx.payments;
    if (!provider) throw httpError(404, 'not_found', 'No payment provider is configured.');
    const signature = req.headers['stripe-signature'];
    let event;
    try {
      event = provider.readEvent(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw httpError(400, 'signature', error.message);
      throw error;
    }
    return { received: true, outcome: await applyPaymentEvent(app.ctx, provider, event) };
  });
}
