// Stripe through its own SDK: Checkout Sessions for the hosted page, signed webhooks, refunds.
import Stripe from 'stripe';
import type { PaymentSettings } from '../../lib/payment-env';
import {
  fromMinorUnits,
  InvalidSignatureError,
  toMinorUnits,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

export function stripeProvider(settings: NonNullable<PaymentSettings['stripe']>): PaymentProvider {
  const api = settings.apiUrl;
  const stripe = new Stripe(settings.secretKey, {
    // A stand-in of Stripe's API (development and tests): the SDK's own host, port and protocol.
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    name: 'stripe',
    testMode: api !== null,

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: toMinorUnits(request.amount),
                product_data: { name: request.title },
              },
            },
          ],
          client_reference_id: request.reference,
          metadata: { purpose: request.purpose, reference: request.reference },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        // One session per attempt: a retried call after a lost answer gets the same session.
        { idempotencyKey: `checkout-${request.purpose}-${request.reference}-${request.attempt}` },
      );
      if (!session.url) throw new Error('Stripe made a Checkout Session without a page.');
      return { sessionId: session.id, url: session.url };
    },

    async expireCheckout(sessionId: string): Promise<void> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },

    readEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new InvalidSignatureError('The webhook signature does not match.');
      }
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        // A delayed method completes the session unpaid; its success comes as its own event.
        if (session.payment_status !== 'paid') return { id: event.id, kind: 'ignored', type: event.type };
        const intent = session.payment_intent;
        return {
          id: event.id,
          kind: 'paid',
          sessionId: session.id,
          paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
          amount: fromMinorUnits(session.amount_total ?? 0),
        };
      }
      if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
        return { id: event.id, kind: 'failed', sessionId: event.data.object.id };
      }
      return { id: event.id, kind: 'ignored', type: event.type };
    },

    async refund(paymentReference: string, amount: number, idempotencyKey: string) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, amount: toMinorUnits(amount) },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };
}
