// Tests that pay online run against the stand-in of Stripe's API, as npm start and e2e do.
import type { FastifyInstance } from 'fastify';
import { STAND_IN_KEYS, type PaymentSettings } from '../lib/payment-env';
import { stripeStandIn, type StripeStandIn } from '../stand-ins/stripe-api';
import type { TestApp } from './helpers';
import { auth, type Owner } from './order-helpers';

export interface PaymentStandIn {
  standIn: StripeStandIn;
  /** The app's payment settings: the stand-in's keys and address. */
  payments: PaymentSettings;
  /** Sends the stand-in's events to this app's webhook (a listening app). */
  sendTo(app: FastifyInstance): void;
  close(): Promise<void>;
}

export async function startPaymentStandIn(): Promise<PaymentStandIn> {
  const target = { url: '' };
  const standIn = await stripeStandIn({
    ...STAND_IN_KEYS,
    get webhookUrl() {
      return target.url;
    },
  });
  const origin = await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    standIn,
    payments: {
      stripe: { ...STAND_IN_KEYS, apiUrl: new URL(origin) },
      siteUrl: 'http://localhost:3000',
      windowMinutes: 60,
      standInPort: null,
    },
    sendTo(app) {
      const { port } = app.server.address() as { port: number };
      target.url = `http://127.0.0.1:${port}/api/v1/payments/stripe/webhook`;
    },
    close: () => standIn.app.close(),
  };
}

/** The hosted page's form, submitted as a browser would: the stand-in sends its event, then redirects. */
export const payOnPage = (url: string, card: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }),
    redirect: 'manual',
  });

/** The customer leaves the order's payment page unpaid: the order's payment fails. */
export const leavePayment = (t: TestApp, owner: Owner, orderId: number) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/order/payment/leave',
    headers: auth(owner),
    payload: { order_id: orderId, guest_id: owner.guestId },
  });
