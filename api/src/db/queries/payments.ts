import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;
export type PaymentSessionRow = Selectable<Database['payment_sessions']>;

export const addPaymentSession = (db: Db, row: Insertable<Database['payment_sessions']>) =>
  db.insertInto('payment_sessions').values(row).returning('id').executeTakeFirstOrThrow();

export const paymentSession = (db: Db, provider: string, sessionId: string) =>
  db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('provider', '=', provider)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();

/** The order's latest payment page. */
export const latestOrderSession = (db: Db, orderId: number) =>
  db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Records a webhook event as applied, in one statement (the unique index decides between
 * deliveries at once): false when it was applied before.
 */
export async function recordPaymentEvent(
  db: Db,
  event: { provider: string; event_id: string; type: string; session_id: string | null; received_at: string },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends an open session as paid or failed; undefined when it was no longer open. */
export const settleSession = (
  db: Db,
  id: number,
  status: 'paid' | 'failed',
  at: string,
  paymentReference: string | null = null,
) =>
  db
    .updateTable('payment_sessions')
    .set({ status, updated_at: at, ...(paymentReference ? { payment_reference: paymentReference } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();

/** A digital order still waiting for its payment's word: the only state a payment event moves. */
const waitingForPayment = (db: Db, orderId: number) =>
  db
    .updateTable('orders')
    .where('id', '=', orderId)
    .where('payment_method', '=', 'digital_payment')
    .where('payment_status', 'in', ['unpaid', 'partially_paid'])
    .where('order_status', '=', 'pending');

/** A digital order waiting for its payment turns paid and starts its way, only while it waits. */
export const markOrderPaid = (db: Db, orderId: number, at: { now: string; startAt: string }) =>
  waitingForPayment(db, orderId)
    .set({ payment_status: 'paid', lifecycle_started_at: at.startAt, held_cart: null, updated_at: at.now })
    .returning('id')
    .executeTakeFirst();

/** A digital order waiting for its payment fails (declined, left or expired), only while it waits. */
export const markOrderPaymentFailed = (db: Db, orderId: number, now: string) =>
  waitingForPayment(db, orderId)
    .set({ payment_status: 'failed', order_status: 'failed', failed: now, updated_at: now })
    .returning('id')
    .executeTakeFirst();

/** The order's contact email (an account's, or the guest's), for the provider's receipt. */
export const contactEmailOf = async (db: Db, orderId: number) =>
  (await db.selectFrom('orders').select('contact_email').where('id', '=', orderId).executeTakeFirst())?.contact_email ??
  null;

/** How many payment pages the order has had. */
export const orderSessionCount = async (db: Db, orderId: number) =>
  Number(
    (
      await db
        .selectFrom('payment_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** A digital order whose payment failed waits for a new one, only while it is still failed. */
export const reopenFailedPayment = (db: Db, orderId: number, paymentStatus: 'unpaid' | 'partially_paid', now: string) =>
  db
    .updateTable('orders')
    .set({ order_status: 'pending', payment_status: paymentStatus, failed: null, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_method', '=', 'digital_payment')
    .where('payment_status', '=', 'failed')
    .where('order_status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();

export const orderPaymentState = (db: Db, orderId: number) =>
  db
    .selectFrom('orders')
    .select(['order_status', 'payment_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/**
 * Digital orders still unpaid (waiting, or failed and not switched) whose last payment page was made
 * before `before`: left unpaid past the payment window. An order that never had a page (its
 * provider did not answer at placement) has no window to pass. Oldest first.
 */
export const abandonedOrders = (db: Db, before: string, limit: number) =>
  db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.payment_method', '=', 'digital_payment')
    .where('orders.payment_status', 'in', ['unpaid', 'partially_paid', 'failed'])
    .where('orders.order_status', 'in', ['pending', 'failed'])
    .where(({ exists, not, selectFrom, and }) => {
      const pages = () =>
        selectFrom('payment_sessions')
          .select('payment_sessions.id')
          .whereRef('payment_sessions.order_id', '=', 'orders.id');
      return and([exists(pages()), not(exists(pages().where('payment_sessions.created_at', '>=', before)))]);
    })
    .orderBy('orders.id')
    .limit(limit)
    .execute();

/** The customer's top-up by its reference; undefined for another customer's or none. */
export const topUpSession = (db: Db, userId: number, reference: string) =>
  db
    .selectFrom('payment_sessions')
    .select(['reference', 'status', 'amount', 'bonus'])
    .where('purpose', '=', 'wallet')
    .where('user_id', '=', userId)
    .where('reference', '=', reference)
    .executeTakeFirst();
