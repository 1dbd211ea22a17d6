import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { itemWhere } from './catalogue';

type Db = Kysely<Database>;

/**
 * The active common conditions (what products treat) with items in the module and zones, each with
 * how many of them its tab lists: a condition with none there is left out, not offered as a dead end.
 */
export const conditionsWithItemCounts = (db: Db, f: { moduleId: number; zoneIds: number[] }) =>
  db
    .selectFrom('common_conditions')
    .innerJoin('item_common_conditions', 'item_common_conditions.condition_id', 'common_conditions.id')
    .innerJoin('items', 'items.id', 'item_common_conditions.item_id')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .where(itemWhere(f))
    .where('common_conditions.status', '=', 1)
    .select(['common_conditions.id', 'common_conditions.name', 'common_conditions.status'])
    .select((eb) => eb.fn.count<number>('items.id').distinct().as('items_count'))
    .groupBy(['common_conditions.id', 'common_conditions.name', 'common_conditions.status'])
    .orderBy('common_conditions.id')
    .execute();

export const commonConditionExists = async (db: Db, id: number) =>
  (await db.selectFrom('common_conditions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The ids of the items listed under the condition, or under any condition when it is absent. */
export async function conditionItemIds(db: Db, conditionId: number | undefined): Promise<number[]> {
  let q = db.selectFrom('item_common_conditions').select('item_id').distinct();
  if (conditionId !== undefined) q = q.where('condition_id', '=', conditionId);
  return (await q.execute()).map((r) => r.item_id);
}
