import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The offline payment methods a customer may choose, in their order. */
export const activeOfflinePaymentMethods = (db: Db) =>
  db.selectFrom('offline_payment_methods').selectAll().where('status', '=', 1).orderBy('id').execute();

/** The method only while it is active. */
export const activeOfflinePaymentMethod = (db: Db, id: number) =>
  db.selectFrom('offline_payment_methods').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();

/** The payment proof last sent for the order, if any. */
export const offlinePaymentOfOrder = (db: Db, orderId: number) =>
  db.selectFrom('offline_payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** Stores the order's payment proof in place of the one sent before, in one transaction. */
export async function replaceOfflinePayment(db: Db, payment: Insertable<Database['offline_payments']>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('offline_payments').where('order_id', '=', payment.order_id).execute();
    await trx.insertInto('offline_payments').values(payment).execute();
  });
}
