import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;
export type PaymentRefundRow = Selectable<Database['payment_refunds']>;

/** The order's paid payment page: the payment a refund goes back to. */
export const paidOrderSession = (db: Db, orderId: number) =>
  db
    .selectFrom('payment_sessions')
    .select(['provider', 'payment_reference'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

type NewRefund = Omit<Selectable<Database['payment_refunds']>, 'id' | 'attempts' | 'provider_refund_id'>;

/** Keeps the refund of a cancelled order; the unique index on the order makes a second one fail. */
export const addPaymentRefund = (db: Db, refund: NewRefund) =>
  db.insertInto('payment_refunds').values(refund).returning('id').executeTakeFirstOrThrow();

/** Keeps a refund unless the order has one already; its id, or undefined then. */
export const addPaymentRefundOnce = async (db: Db, refund: NewRefund) =>
  (
    await db
      .insertInto('payment_refunds')
      .values(refund)
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

export const paymentRefund = (db: Db, id: number) =>
  db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirst();

export const refundsOfOrders = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as PaymentRefundRow[])
    : db.selectFrom('payment_refunds').selectAll().where('order_id', 'in', orderIds).execute();

/** Refunds the provider has not made yet, oldest first, tried fewer than `maxAttempts` times. */
export const pendingProviderRefunds = (db: Db, maxAttempts: number, limit: number) =>
  db
    .selectFrom('payment_refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('destination', '=', 'provider')
    .where('attempts', '<', maxAttempts)
    .orderBy('id')
    .limit(limit)
    .execute();

/** One more try counted; the refund as it is, or undefined once it is no longer pending. */
export const countRefundAttempt = (db: Db, id: number, now: string) =>
  db
    .updateTable('payment_refunds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const markRefundMade = (db: Db, id: number, providerRefundId: string, now: string) =>
  db
    .updateTable('payment_refunds')
    .set({ status: 'succeeded', provider_refund_id: providerRefundId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
