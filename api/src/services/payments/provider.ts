// What the API asks of an online payment provider. One implementation per provider (Stripe's in
// stripe-provider.ts); docs/payments.md says what a second one implements.

/** A hosted payment page for the server's own bill. */
export interface CheckoutRequest {
  purpose: 'order' | 'wallet';
  /** The order's id, or the top-up's (its wallet owner's) reference: the provider's idempotency key is made from it. */
  reference: string;
  /** What the page says is being paid for, e.g. "Order #100024". */
  title: string;
  /** Taka, with poisha (two decimals). */
  amount: number;
  currency: 'bdt';
  /** Where the browser goes once paid, and when the customer leaves the page. */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  /** When the page stops taking payment (the provider then reports it expired). */
  expiresAt: Date;
  /** 1 for the first page of the order or top-up, 2 for the page after a failed one, … */
  attempt: number;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A webhook event, once its signature is checked, in the terms the API acts on. */
export type PaymentEvent =
  | { id: string; kind: 'paid'; sessionId: string; paymentReference: string | null; amount: number }
  | { id: string; kind: 'failed'; sessionId: string }
  | { id: string; kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: string;
  /** Whether the provider in use is a local stand-in (no money moves): the payment page says so. */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Ends an open session (the customer left): its failure then arrives as an event. */
  expireCheckout(sessionId: string): Promise<void>;
  /** The event a webhook carries; throws InvalidSignatureError unless it is signed with the endpoint's secret. */
  readEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Refunds a payment, once per idempotency key. */
  refund(paymentReference: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }>;
}

export class InvalidSignatureError extends Error {}

/** Taka to the provider's smallest unit (poisha), exactly. */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);
export const fromMinorUnits = (minor: number): number => minor / 100;
