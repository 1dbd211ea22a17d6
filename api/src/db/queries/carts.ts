import type { Insertable, Kysely, Selectable } from 'kysely';
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
      const same = userRows.find(
        (u) =>
          u.item_id === g.item_id &&
          u.module_id === g.module_id &&
          u.campaign_id === g.campaign_id &&
          u.variation === g.variation &&
          u.add_on_ids === g.add_on_ids,
      );
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
