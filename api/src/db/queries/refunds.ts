import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export const activeRefundReasons = (db: Db) =>
  db.selectFrom('refund_reasons').selectAll().where('status', '=', 1).orderBy('id').execute();

export const refundOfOrder = (db: Db, orderId: number) =>
  db.selectFrom('refunds').select('id').where('order_id', '=', orderId).executeTakeFirst();

/** The request and its pictures; a second refund of one order breaks the unique index. */
export async function insertRefund(
  trx: Transaction<Database>,
  refund: Insertable<Database['refunds']>,
  images: Insertable<Database['message_files']>[],
): Promise<void> {
  if (images.length > 0) await trx.insertInto('message_files').values(images).execute();
  await trx.insertInto('refunds').values(refund).execute();
}

export const refundRequestsOfOrders = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('refunds')
        .select(['order_id', 'status', 'reason', 'note', 'images', 'created_at'])
        .where('order_id', 'in', orderIds)
        .execute();
