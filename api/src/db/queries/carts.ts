import type { Insertable, Kysely, Selectable } from 'kysely';
import { holdLocks } from './locks';
import type { Database } from '../schema';

type Db = Kysely<Database>;
export type CartRow = Selectable<Database['carts']>;

/** Whose cart: a signed-in user or a guest. */
export interface CartOwner {
  type: 'user' | 'guest';
  id: number;
}

export function cartRows(db: Db, owner: CartOwner, moduleId?: number): Promise<CartRow[]> {
  let q = db.selectFrom('carts').selectAll().where('owner_type', '=', owner.type).where('owner_id', '=', owner.id);
  if (moduleId !== undefined) q = q.where('module_id', '=', moduleId);
  return q.orderBy('id').execute();
}

/** A line only when it belongs to the owner (never another's). */
export const ownedCartRow = (db: Db, owner: CartOwner, cartId: number) =>
  db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();

export async function insertCartRow(db: Db, values: Insertable<Database['carts']>): Promise<void> {
  await db.insertInto('carts').values(values).execute();
}

/** Two lines of one cart are the same line: the same item (or campaign), choices and add-ons. */
const sameLine = (
  a: Pick<CartRow, 'item_id' | 'module_id' | 'campaign_id' | 'variation' | 'add_on_ids'>,
  b: Pick<CartRow, 'item_id' | 'module_id' | 'campaign_id' | 'variation' | 'add_on_ids'>,
) =>
  a.item_id === b.item_id &&
  a.module_id === b.module_id &&
  a.campaign_id === b.campaign_id &&
  a.variation === b.variation &&
  a.add_on_ids === b.add_on_ids;

/** The lock key of one owner's cart and orders: writes that check several of its rows hold it. */
export const ownerLockKey = (owner: CartOwner) => `owner:${owner.type}:${owner.id}`;

/**
 * Adds the line unless the cart already has the same one or holds `maxLines` lines, checked and
 * written under the owner's lock, so adds sent at once cannot pass the bound or store a line twice.
 */
export async function addCartLine(
  db: Db,
  values: Insertable<Database['carts']>,
  maxLines: number,
): Promise<'added' | 'duplicate' | 'full'> {
  const owner: CartOwner = { type: values.owner_type, id: values.owner_id };
  return db.transaction().execute(async (trx) => {
    await holdLocks(trx, [ownerLockKey(owner)]);
    const rows = await cartRows(trx, owner);
    if (rows.some((r) => sameLine(r, { ...values, campaign_id: values.campaign_id ?? null }))) return 'duplicate';
    if (rows.length >= maxLines) return 'full';
    await trx.insertInto('carts').values(values).execute();
    return 'added';
  });
}

export async function updateCartRow(
  db: Db,
  owner: CartOwner,
  cartId: number,
  values: Pick<CartRow, 'quantity' | 'price' | 'variation' | 'add_on_ids' | 'add_on_qtys' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('carts')
    .set(values)
    .where('id', '=', cartId)
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .execute();
}

export async function deleteCartRow(db: Db, owner: CartOwner, cartId: number): Promise<number> {
  const r = await db
    .deleteFrom('carts')
    .where('id', '=', cartId)
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Deletes the owner's lines with these ids; the lines that were there to delete. */
export async function deleteCartRows(db: Db, owner: CartOwner, ids: number[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return db
    .deleteFrom('carts')
    .where('id', 'in', ids)
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .returningAll()
    .execute();
}

/**
 * Puts lines back in the owner's cart (an order cancelled before it was paid): each one unless the
 * cart already has the same line again, and no more than `maxLines` in all. The caller's transaction
 * holds the owner's lock (ownerLockKey), as adds do.
 */
export async function restoreCartLines(
  trx: Db,
  owner: CartOwner,
  lines: Omit<CartRow, 'id'>[],
  maxLines: number,
  now: Date,
): Promise<void> {
  const rows = await cartRows(trx, owner);
  let count = rows.length;
  for (const line of lines) {
    if (rows.some((r) => sameLine(r, line)) || count >= maxLines) continue;
    await trx
      .insertInto('carts')
      .values({ ...line, owner_type: owner.type, owner_id: owner.id, updated_at: now.toISOString() })
      .execute();
    count += 1;
  }
}

export async function clearCart(db: Db, owner: CartOwner, moduleId?: number): Promise<void> {
  let q = db.deleteFrom('carts').where('owner_type', '=', owner.type).where('owner_id', '=', owner.id);
  if (moduleId !== undefined) q = q.where('module_id', '=', moduleId);
  await q.execute();
}

/**
 * Moves a guest's cart to a user. A guest line equal to one the user already has (same item,
 * variation and add-ons) adds its quantity to it.
 */
export async function mergeGuestCart(db: Db, guestId: number, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const guestRows = await trx
      .selectFrom('carts')
      .selectAll()
      .where('owner_type', '=', 'guest')
      .where('owner_id', '=', guestId)
      .execute();
    const userRows = await trx
      .selectFrom('carts')
      .selectAll()
      .where('owner_type', '=', 'user')
      .where('owner_id', '=', userId)
      .execute();
    for (const g of guestRows) {
      const same = userRows.find((u) => sameLine(u, g));
      if (same) {
        same.quantity += g.quantity;
        await trx
          .updateTable('carts')
          .set({ quantity: same.quantity, updated_at: now.toISOString() })
          .where('id', '=', same.id)
          .execute();
        await trx.deleteFrom('carts').where('id', '=', g.id).execute();
      } else {
        await trx
          .updateTable('carts')
          .set({ owner_type: 'user', owner_id: userId, updated_at: now.toISOString() })
          .where('id', '=', g.id)
          .execute();
      }
    }
  });
}
