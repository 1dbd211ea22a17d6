// A stand-in of Stripe's API at the network edge, for development and tests (no money moves):
// the few calls the API makes (Checkout Sessions, their expiry, refunds), answered in Stripe's own
// shapes, and a hosted payment page of the same flow (card field, Pay, Cancel) that signs its
// webhooks with the SDK's own test helper. Stripe's test cards: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import Stripe from 'stripe';

export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are sent (the API's webhook route). */
  webhookUrl: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  livemode: false;
  title: string;
}

const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stripeError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: { type: 'invalid_request_error', message } });
}

export interface StripeStandIn {
  app: FastifyInstance;
  /** Every event sent, in order, as sent (tests replay them). */
  sent: { payload: string; signature: string }[];
  /** Every refund made, by its id. */
  refunds: Map<string, { amount: number; payment_intent: string | null }>;
  /** Ends sessions past their expiry, as Stripe does about an hour after it. */
  expireDue(): Promise<void>;
}

export async function stripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const signer = new Stripe(options.secretKey);
  const sessions = new Map<string, Session>();
  const refunds: StripeStandIn['refunds'] = new Map();
  const sent: StripeStandIn['sent'] = [];
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const send = async (type: string, object: unknown) => {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    sent.push({ payload, signature });
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).catch(() => undefined);
  };
  const expire = async (session: Session) => {
    session.status = 'expired';
    await send('checkout.session.expired', session);
  };

  // Stripe's API: bearer secret key, form-encoded bodies, the first answer kept per idempotency key.
  const kept = new Map<string, unknown>();
  app.register(async (api) => {
    api.addHook('onRequest', async (req, reply) => {
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return stripeError(reply, 401, 'Invalid API Key provided.');
      }
    });
    const once = (key: string | string[] | undefined, make: () => unknown) => {
      if (typeof key !== 'string') return make();
      if (!kept.has(key)) kept.set(key, make());
      return kept.get(key);
    };
    api.post('/v1/checkout/sessions', async (req, reply) => {
      const f = req.body as Record<string, string>;
      const amount = Number(f['line_items[0][price_data][unit_amount]']);
      if (!Number.isInteger(amount) || amount < 1) return stripeError(reply, 400, 'Invalid integer: unit_amount');
      return once(req.headers['idempotency-key'], () => {
        const id = newId('cs');
        const origin = `${req.protocol}://${req.headers.host}`;
        const session: Session = {
          id,
          object: 'checkout.session',
          url: `${origin}/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount * Number(f['line_items[0][quantity]'] ?? 1),
          currency: f['line_items[0][price_data][currency]'] ?? 'bdt',
          client_reference_id: f.client_reference_id ?? null,
          customer_email: f.customer_email ?? null,
          metadata: { purpose: f['metadata[purpose]'] ?? '', reference: f['metadata[reference]'] ?? '' },
          success_url: f.success_url ?? '',
          cancel_url: f.cancel_url ?? '',
          expires_at: Number(f.expires_at) || Math.floor(Date.now() / 1000) + 86_400,
          payment_intent: null,
          livemode: false,
          title: f['line_items[0][price_data][product_data][name]'] ?? '',
        };
        sessions.set(id, session);
        return session;
      });
    });
    api.get('/v1/checkout/sessions/:id', async (req, reply) => {
      const session = sessions.get((req.params as { id: string }).id);
      return session ?? stripeError(reply, 404, 'No such checkout.session');
    });
    api.post('/v1/checkout/sessions/:id/expire', async (req, reply) => {
      const session = sessions.get((req.params as { id: string }).id);
      if (!session) return stripeError(reply, 404, 'No such checkout.session');
      if (session.status !== 'open') return stripeError(reply, 400, 'Only open Checkout Sessions can be expired.');
      await expire(session);
      return session;
    });
    api.post('/v1/refunds', async (req, reply) => {
      const f = req.body as Record<string, string>;
      const paid = [...sessions.values()].find(
        (s) => s.payment_intent !== null && s.payment_intent === f.payment_intent,
      );
      if (!paid) return stripeError(reply, 404, 'No such payment_intent');
      return once(req.headers['idempotency-key'], () => {
        const refund = {
          id: newId('re'),
          object: 'refund',
          amount: Number(f.amount) || paid.amount_total,
          currency: paid.currency,
          payment_intent: paid.payment_intent,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        return refund;
      });
    });
  });

  // The hosted page, as a customer sees it.
  const page = (session: Session, message = '') => {
    const amount = (session.amount_total / 100).toFixed(2);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay ${html(session.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:16px;color:#1a1a1a}
.test{background:#ffde92;color:#5c3b00;padding:8px 12px;border-radius:6px;font-weight:600}
label{display:block;margin:16px 0 4px}input{width:100%;box-sizing:border-box;font-size:18px;padding:10px;border:1px solid #767676;border-radius:6px}
button,a.cancel{display:block;width:100%;box-sizing:border-box;margin-top:12px;padding:12px;font-size:16px;border-radius:6px;text-align:center}
button{background:#0a5c36;color:#fff;border:0}a.cancel{color:#0a5c36;border:1px solid #0a5c36;text-decoration:none}
[role=alert]{color:#a4001a;margin-top:12px}</style></head><body><main>
<p class="test">Test mode: no money moves. Card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<h1>${html(session.title)}</h1><p>Amount due: <strong>BDT ${amount}</strong></p>
<form method="post"><label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
${message ? `<p role="alert">${html(message)}</p>` : ''}<button type="submit">Pay BDT ${amount}</button></form>
<a class="cancel" href="${html(session.cancel_url)}">Cancel</a></main></body></html>`;
  };
  const openSession = (id: string) => {
    const session = sessions.get(id);
    return session && session.status === 'open' && session.expires_at * 1000 > Date.now() ? session : null;
  };
  app.get('/pay/:id', async (req, reply) => {
    const session = openSession((req.params as { id: string }).id);
    if (!session) return reply.code(410).type('text/html').send('<p>This payment page has expired.</p>');
    return reply.type('text/html').send(page(session));
  });
  app.post('/pay/:id', async (req, reply) => {
    const session = openSession((req.params as { id: string }).id);
    if (!session) return reply.code(410).type('text/html').send('<p>This payment page has expired.</p>');
    const card = String((req.body as Record<string, string>).card ?? '').replace(/\s+/g, '');
    if (card === DECLINED_CARD) return reply.type('text/html').send(page(session, 'Your card was declined.'));
    if (card !== PAYING_CARD) return reply.type('text/html').send(page(session, 'Your card number is invalid.'));
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi') });
    await send('checkout.session.completed', session);
    return reply.redirect(session.success_url, 303);
  });

  return {
    app,
    sent,
    refunds,
    async expireDue() {
      const now = Date.now() / 1000;
      for (const session of sessions.values())
        if (session.status === 'open' && session.expires_at <= now) await expire(session);
    },
  };
}
