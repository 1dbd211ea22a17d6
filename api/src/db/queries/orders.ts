import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../schema';
import { ownerLockKey, type CartOwner } from './carts';

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

/** Any order by its id (tracking by id and contact checks the contact itself). */
export const orderById = (db: Db, orderId: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();

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

/**
 * Cancels the order if it is still pending or failed (and, on the clock, not yet past its first
 * step), in one statement: the owner and the wallet share to refund come back only to the one
 * caller that cancelled it. A paid order's payment becomes refunded (a wallet order's stays paid:
 * its refund is the wallet credit).
 */
export function cancelWhilePending(
  trx: Tx,
  id: number,
  at: { now: string; reason: string; by: 'customer' | 'system'; confirmedBy: string },
) {
  return trx
    .updateTable('orders')
    .set({
      order_status: 'canceled',
      canceled: at.now,
      cancellation_reason: at.reason,
      canceled_by: at.by,
      lifecycle_started_at: null,
      payment_status: sql<string>`case when payment_status = 'paid' and payment_method <> 'wallet' then 'refunded' else payment_status end`,
      refunded: sql<string | null>`case when payment_status = 'paid' then ${at.now} else null end`,
      updated_at: at.now,
    })
    .where('id', '=', id)
    .where('order_status', 'in', ['pending', 'failed'])
    .where((eb) => eb.or([eb('lifecycle_started_at', 'is', null), eb('lifecycle_started_at', '>', at.confirmedBy)]))
    .returning([
      'id',
      'owner_type',
      'owner_id',
      'wallet_paid',
      'payment_method',
      'order_amount',
      'refunded',
      'held_cart',
    ])
    .executeTakeFirst();
}

/** Makes a failed order a pending cash-on-delivery one, only while it is still failed; undefined if not. */
export function switchFailedToCash(db: Tx, id: number, at: { now: string; startAt: string }) {
  return db
    .updateTable('orders')
    .set({
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      order_status: 'pending',
      failed: null,
      held_cart: null,
      pending: at.now,
      lifecycle_started_at: at.startAt,
      updated_at: at.now,
    })
    .where('id', '=', id)
    .where('payment_status', '=', 'failed')
    .where('order_status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
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

/** Whether a delivery man was ever assigned one of the user's orders (who the user may write to). */
export const userHasOrderWithDeliveryMan = async (db: Db, userId: number, deliveryManId: number) =>
  (await db
    .selectFrom('orders')
    .select('id')
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', userId)
    .where('delivery_man_id', '=', deliveryManId)
    .executeTakeFirst()) !== undefined;

/** The tip customers give most often (the smaller of equally frequent ones); undefined before any tip. */
export const mostGivenTip = async (db: Db) =>
  (
    await db
      .selectFrom('orders')
      .select(['dm_tips', (eb) => eb.fn.countAll<number>().as('n')])
      .where('dm_tips', '>', 0)
      .groupBy('dm_tips')
      .orderBy('n', 'desc')
      .orderBy('dm_tips')
      .limit(1)
      .executeTakeFirst()
  )?.dm_tips;

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

/**
 * Whose per-customer limits an order counts against: a signed-in customer is the account; a guest
 * is the guest id and also the order's contact phone (E.164) and email, so a fresh guest id does
 * not make a new customer.
 */
export interface CustomerKey {
  owner: OrderOwner;
  phone: string | null;
  email: string | null;
}

/** The lock keys of a customer: every identity a concurrent order of the same person could carry. */
export const customerLockKeys = (c: CustomerKey): string[] => [
  ownerLockKey(c.owner),
  ...(c.owner.type === 'guest' && c.phone ? [`phone:${c.phone}`] : []),
  ...(c.owner.type === 'guest' && c.email ? [`email:${c.email}`] : []),
];

function customerOrders(db: Db, c: CustomerKey) {
  return db.selectFrom('orders').where((eb) => {
    if (c.owner.type === 'user') return eb.and([eb('owner_type', '=', 'user'), eb('owner_id', '=', c.owner.id)]);
    return eb.or([
      eb.and([eb('owner_type', '=', 'guest'), eb('owner_id', '=', c.owner.id)]),
      eb('guest_id', '=', c.owner.id),
      ...(c.phone ? [eb('contact_phone', '=', c.phone)] : []),
      ...(c.email ? [eb('contact_email', '=', c.email)] : []),
    ]);
  });
}

/** How many orders the customer has placed, whatever became of them. */
export async function customerOrderCount(db: Db, c: CustomerKey): Promise<number> {
  const row = await customerOrders(db, c)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many of the customer's orders used the coupon (canceled and failed ones excepted). */
export async function couponUses(db: Db, c: CustomerKey, code: string): Promise<number> {
  const row = await customerOrders(db, c)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_code', '=', code)
    .where('order_status', 'not in', ['canceled', 'failed'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many orders of anyone used the coupon (canceled and failed ones excepted). */
export async function couponUsesOverall(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_code', '=', code)
    .where('order_status', 'not in', ['canceled', 'failed'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
