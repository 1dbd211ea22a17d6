import { type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../schema';
import type { CartOwner } from './carts';

type Db = Kysely<Database>;
type Tx = Db | Transaction<Database>;
export type OrderRow = Selectable<Database['orders']>;
export type OrderDetailRow = Selectable<Database['order_details']>;
export type CouponRow = Selectable<Database['coupons']>;
export type DeliveryManRow = Selectable<Database['delivery_men']>;
export type OrderOwner = CartOwner;

/** Every order of the owner, newest first (an owner's history is small enough to read whole). */
export const ownerOrders = (db: Db, owner: OrderOwner) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .orderBy('id', 'desc')
    .execute();

/**
 * The order only when it belongs to the owner (never another's). A guest also reaches the orders
 * it placed that moved to the account it created at checkout (create_new_user).
 */
export const ownedOrder = (db: Db, owner: OrderOwner, orderId: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where((eb) =>
      owner.type === 'guest'
        ? eb.or([
            eb.and([eb('owner_type', '=', 'guest'), eb('owner_id', '=', owner.id)]),
            eb('guest_id', '=', owner.id),
          ])
        : eb.and([eb('owner_type', '=', owner.type), eb('owner_id', '=', owner.id)]),
    )
    .executeTakeFirst();

export async function insertOrder(
  db: Tx,
  order: Insertable<Database['orders']>,
  details: Omit<Insertable<Database['order_details']>, 'order_id'>[],
): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  if (details.length > 0) {
    await db
      .insertInto('order_details')
      .values(details.map((d) => ({ ...d, order_id: row.id })))
      .execute();
  }
  return row.id;
}

export async function updateOrder(db: Tx, id: number, values: Updateable<Database['orders']>): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', id).execute();
}

export const orderDetails = (db: Db, orderId: number) =>
  db.selectFrom('order_details').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

export const detailCounts = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as { order_id: number; n: number }[])
    : db
        .selectFrom('order_details')
        .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('order_id', 'in', orderIds)
        .groupBy('order_id')
        .execute();

export const deliveryMenByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as DeliveryManRow[])
    : db.selectFrom('delivery_men').selectAll().where('id', 'in', ids).execute();

export const deliveryMenOfZone = (db: Db, zoneId: number) =>
  db
    .selectFrom('delivery_men')
    .selectAll()
    .where('zone_id', '=', zoneId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();

export async function insertAttachments(
  db: Tx,
  orderId: number,
  files: { file_name: string; mime: string; data: Buffer }[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('order_attachments')
    .values(files.map((f) => ({ ...f, order_id: orderId })))
    .execute();
}

export const attachmentsOf = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as { order_id: number; file_name: string }[])
    : db
        .selectFrom('order_attachments')
        .select(['order_id', 'file_name'])
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();

export const attachmentByName = (db: Db, fileName: string) =>
  db.selectFrom('order_attachments').select(['mime', 'data']).where('file_name', '=', fileName).executeTakeFirst();

export const cancellationReasons = (db: Db, userType: string | undefined) => {
  let q = db.selectFrom('cancellation_reasons').select(['id', 'reason']).where('status', '=', 1);
  if (userType) q = q.where('user_type', '=', userType);
  return q.orderBy('id').execute();
};

export const couponByCode = (db: Db, code: string) =>
  db.selectFrom('coupons').selectAll().where('code', '=', code).where('status', '=', 1).executeTakeFirst();

/** How many of the owner's orders used the coupon (canceled and failed ones excepted). */
export async function couponUses(db: Db, owner: OrderOwner, code: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .where('coupon_code', '=', code)
    .where('order_status', 'not in', ['canceled', 'failed'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
