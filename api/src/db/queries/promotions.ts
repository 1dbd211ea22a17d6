import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import { findStores, itemCountsByStore, itemWhere, type StoreRow } from './catalogue';

type Db = Kysely<Database>;
export type FlashSaleRow = Selectable<Database['flash_sales']>;

/**
 * Of `ids`, the items a customer in `zoneIds` can order: those the item lists show there (an active
 * item of an active store of the module in one of the zones; no zones, no zone filter).
 */
export async function orderableItemIds(
  db: Db,
  f: { moduleId: number; zoneIds: number[]; ids: number[] },
): Promise<Set<number>> {
  if (f.ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .where(itemWhere({ moduleId: f.moduleId, zoneIds: f.zoneIds, ids: [...new Set(f.ids)] }))
    .select('items.id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The stores each campaign offers a customer in `zoneIds`: its stores the store lists show there
 * (active, in one of the zones) that have an item on sale, by campaign id and in id order. A
 * campaign with none is left out.
 */
export async function campaignStoresOnOffer(
  db: Db,
  campaignIds: number[],
  zoneIds: number[],
): Promise<Map<number, StoreRow[]>> {
  const out = new Map<number, StoreRow[]>();
  if (campaignIds.length === 0) return out;
  const links = await db
    .selectFrom('campaign_stores')
    .select(['campaign_id', 'store_id'])
    .where('campaign_id', 'in', [...new Set(campaignIds)])
    .execute();
  const stores = await findStores(db, { zoneIds, ids: [...new Set(links.map((l) => l.store_id))] });
  const withItems = new Set(
    (
      await itemCountsByStore(
        db,
        stores.map((s) => s.id),
      )
    ).map((c) => c.store_id),
  );
  const byId = new Map(stores.filter((s) => withItems.has(s.id)).map((s) => [s.id, s]));
  for (const link of links) {
    const store = byId.get(link.store_id);
    if (store) out.set(link.campaign_id, [...(out.get(link.campaign_id) ?? []), store]);
  }
  for (const list of out.values()) list.sort((a, b) => a.id - b.id);
  return out;
}

/** The sale's lines a customer in `zoneIds` can order (flash_sale_items ids, in id order). */
export async function flashSaleLinesOnOffer(
  db: Db,
  sale: Pick<FlashSaleRow, 'id' | 'module_id'>,
  zoneIds: number[],
): Promise<number[]> {
  const lines = await db
    .selectFrom('flash_sale_items')
    .select(['id', 'item_id'])
    .where('flash_sale_id', '=', sale.id)
    .orderBy('id')
    .execute();
  const orderable = await orderableItemIds(db, { moduleId: sale.module_id, zoneIds, ids: lines.map((l) => l.item_id) });
  return lines.filter((l) => orderable.has(l.item_id)).map((l) => l.id);
}

/** These flash_sale_items rows, in id order. */
export const flashSaleLinesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('flash_sale_items').selectAll().where('id', 'in', ids).orderBy('id').execute();
