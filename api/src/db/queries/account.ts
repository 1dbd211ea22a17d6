import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;
type Tx = Db | Transaction<Database>;
export type AddressRow = Selectable<Database['addresses']>;
export type WishlistRow = Selectable<Database['wishlists']>;
export type WalletTransactionRow = Selectable<Database['wallet_transactions']>;
export type LoyaltyTransactionRow = Selectable<Database['loyalty_point_transactions']>;

// ---------- addresses ----------

export const userAddresses = (db: Db, userId: number) =>
  db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** The address only when it belongs to the user. */
export const ownedAddress = (db: Db, userId: number, id: number) =>
  db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export async function insertAddress(db: Db, values: Insertable<Database['addresses']>): Promise<number> {
  const row = await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: Updateable<Database['addresses']>,
): Promise<void> {
  await db.updateTable('addresses').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<number> {
  const r = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ---------- wishlist ----------

export const wishlistOf = (db: Db, userId: number) =>
  db.selectFrom('wishlists').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const wishlistEntry = (db: Db, userId: number, key: { item_id?: number; store_id?: number }) => {
  let q = db.selectFrom('wishlists').selectAll().where('user_id', '=', userId);
  q = key.item_id !== undefined ? q.where('item_id', '=', key.item_id) : q.where('store_id', '=', key.store_id ?? -1);
  return q.executeTakeFirst();
};

export async function addWishlist(
  db: Db,
  userId: number,
  key: { item_id?: number; store_id?: number },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('wishlists')
      .values({
        user_id: userId,
        item_id: key.item_id ?? null,
        store_id: key.store_id ?? null,
        created_at: now.toISOString(),
      })
      .execute();
    if (key.item_id !== undefined) {
      await trx
        .updateTable('items')
        .set((eb) => ({ wishlist_count: eb('wishlist_count', '+', 1) }))
        .where('id', '=', key.item_id)
        .execute();
    }
  });
}

export async function removeWishlist(db: Db, entry: WishlistRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wishlists').where('id', '=', entry.id).execute();
    if (entry.item_id !== null) {
      await trx
        .updateTable('items')
        .set((eb) => ({ wishlist_count: eb('wishlist_count', '-', 1) }))
        .where('id', '=', entry.item_id)
        .where('wishlist_count', '>', 0)
        .execute();
    }
  });
}

// ---------- notifications ----------

/** The user's notifications and those sent to everyone, newest first. */
export const notificationsOf = (db: Db, userId: number) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

// ---------- removal ----------

/**
 * Deletes what the account holds (sign-ins, addresses, cart, wishlist, photos, notifications) and
 * blanks the person, in one transaction; orders stay for the business's books.
 */
export async function eraseAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
    await trx.deleteFrom('carts').where('owner_type', '=', 'user').where('owner_id', '=', userId).execute();
    await trx.deleteFrom('wishlists').where('user_id', '=', userId).execute();
    await trx.deleteFrom('profile_images').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        f_name: 'Deleted',
        l_name: 'account',
        email: null,
        pending_email: null,
        phone: null,
        image: null,
        password_hash: '',
        social_id: null,
        cm_firebase_token: null,
        status: 0,
        updated_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  });
}

// ---------- reviews ----------

export const reviewsOfOrders = (db: Db, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as { order_id: number; item_id: number }[])
    : db.selectFrom('reviews').select(['order_id', 'item_id']).where('order_id', 'in', orderIds).execute();

/** The user's review of this item in this order, if written. */
export const itemReviewOfOrder = (db: Db, review: { orderId: number; itemId: number; userId: number }) =>
  db
    .selectFrom('reviews')
    .select('id')
    .where('order_id', '=', review.orderId)
    .where('item_id', '=', review.itemId)
    .where('user_id', '=', review.userId)
    .executeTakeFirst();

/** The user's review of the order's delivery man, if written. */
export const deliveryManReviewOfOrder = (db: Db, review: { orderId: number; userId: number }) =>
  db
    .selectFrom('delivery_man_reviews')
    .select('id')
    .where('order_id', '=', review.orderId)
    .where('user_id', '=', review.userId)
    .executeTakeFirst();

/**
 * Folds one more rating into a running average in the update itself (every column in SET reads the
 * row as it was), so ratings sent at once are all counted.
 */
export const withRating = (rating: number) => ({
  rating_count: sql<number>`rating_count + 1`,
  avg_rating: sql<number>`round((avg_rating * rating_count + ${rating}) * 100.0 / (rating_count + 1)) / 100.0`,
});

/**
 * Stores the review and folds it into the item's average. A second review of the item in the same
 * order fails on the unique index (reviews_order_item) and writes nothing.
 */
export async function insertReview(db: Db, values: Insertable<Database['reviews']>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('reviews').values(values).execute();
    await trx.updateTable('items').set(withRating(values.rating)).where('id', '=', values.item_id).execute();
  });
}

/** Stores the review of an order's delivery man (once per order: a unique constraint) and folds it into his average. */
export async function insertDeliveryManReview(
  db: Db,
  values: Insertable<Database['delivery_man_reviews']>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('delivery_man_reviews').values(values).execute();
    await trx
      .updateTable('delivery_men')
      .set(withRating(values.rating))
      .where('id', '=', values.delivery_man_id)
      .execute();
  });
}

// ---------- wallet and loyalty ----------

export async function walletTransactions(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
  type?: string,
): Promise<{ rows: WalletTransactionRow[]; total: number }> {
  let base = db.selectFrom('wallet_transactions').where('user_id', '=', userId);
  if (type) base = base.where('transaction_type', '=', type);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function loyaltyTransactions(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: LoyaltyTransactionRow[]; total: number }> {
  const base = db.selectFrom('loyalty_point_transactions').where('user_id', '=', userId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/** A debit larger than the balance (wallet or loyalty points): refused, nothing of it written. */
export class InsufficientBalanceError extends Error {
  constructor(readonly balance: 'wallet' | 'loyalty') {
    super(`Insufficient ${balance} balance.`);
  }
}

type Movement = { credit: number; debit: number; type: string; reference: string | null; transactionId: string };

/**
 * Adds a wallet movement (credit or debit) and updates the balance in one conditional statement,
 * so concurrent spends cannot take it below zero; returns the new balance. A debit that does not
 * fit throws InsufficientBalanceError.
 */
export async function moveWallet(db: Tx, userId: number, entry: Movement, now: Date): Promise<number> {
  const net = entry.debit - entry.credit;
  let update = db
    .updateTable('users')
    // round(x) takes a double on both SQLite and PostgreSQL; round(x, 2) does not on PostgreSQL.
    .set({ wallet_balance: sql<number>`round((wallet_balance - ${net}) * 100) / 100`, updated_at: now.toISOString() })
    .where('id', '=', userId);
  if (net > 0) update = update.where('wallet_balance', '>=', net);
  const row = await update.returning('wallet_balance').executeTakeFirst();
  if (!row) {
    if (net > 0) throw new InsufficientBalanceError('wallet');
    throw new Error(`No user ${userId}.`);
  }
  const balance = Number(row.wallet_balance);
  await db
    .insertInto('wallet_transactions')
    .values({
      user_id: userId,
      transaction_id: entry.transactionId,
      credit: entry.credit,
      debit: entry.debit,
      admin_bonus: 0,
      balance,
      transaction_type: entry.type,
      reference: entry.reference,
      created_at: now.toISOString(),
    })
    .execute();
  return balance;
}

/** Adds a loyalty movement and updates the points like moveWallet; returns the new point balance. */
export async function moveLoyalty(db: Tx, userId: number, entry: Movement, now: Date): Promise<number> {
  const net = entry.debit - entry.credit;
  let update = db
    .updateTable('users')
    .set({ loyalty_point: sql<number>`loyalty_point - ${net}`, updated_at: now.toISOString() })
    .where('id', '=', userId);
  if (net > 0) update = update.where('loyalty_point', '>=', net);
  const row = await update.returning('loyalty_point').executeTakeFirst();
  if (!row) {
    if (net > 0) throw new InsufficientBalanceError('loyalty');
    throw new Error(`No user ${userId}.`);
  }
  const balance = Number(row.loyalty_point);
  await db
    .insertInto('loyalty_point_transactions')
    .values({
      user_id: userId,
      transaction_id: entry.transactionId,
      credit: entry.credit,
      debit: entry.debit,
      balance,
      transaction_type: entry.type,
      reference: entry.reference,
      created_at: now.toISOString(),
    })
    .execute();
  return balance;
}
