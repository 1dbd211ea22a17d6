import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { businessClock, withinHours } from '../lib/time';
import type { SpecialPrice } from './cart-pricing';

export type ItemCampaignRow = Selectable<Database['item_campaigns']>;

export const CAMPAIGN_OVER_MESSAGE = 'This campaign is over.';

/** The item campaign when it runs today (its dates) and now (its daily hours, business time). */
export function campaignRunning(c: ItemCampaignRow, now: Date): boolean {
  const today = businessClock(now).date;
  return (
    c.status === 1 &&
    c.start_date <= today &&
    c.end_date >= today &&
    withinHours(businessClock(now).time, c.start_time, c.end_time)
  );
}

export const campaignPrice = (c: ItemCampaignRow): SpecialPrice => ({
  kind: 'campaign',
  price: c.price,
  discount: c.discount,
  discount_type: c.discount_type,
});

export const getItemCampaign = (db: Db, id: number) =>
  db.selectFrom('item_campaigns').selectAll().where('id', '=', id).executeTakeFirst();

/** The campaign items with these ids (repeats read once). */
export const itemCampaignsByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ItemCampaignRow[])
    : db
        .selectFrom('item_campaigns')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();

export interface FlashEntry {
  /** flash_sale_items.id */
  id: number;
  special: SpecialPrice;
  available: number;
}

/** Items in a flash sale running now with stock left, with the sale's price. */
export async function flashPrices(db: Db, itemIds: number[], now: Date): Promise<Map<number, FlashEntry>> {
  if (itemIds.length === 0) return new Map();
  const stamp = now.toISOString();
  const rows = await db
    .selectFrom('flash_sale_items')
    .innerJoin('flash_sales', 'flash_sales.id', 'flash_sale_items.flash_sale_id')
    .innerJoin('items', 'items.id', 'flash_sale_items.item_id')
    .select([
      'flash_sale_items.id',
      'flash_sale_items.item_id',
      'flash_sale_items.price',
      'flash_sale_items.stock',
      'flash_sale_items.sold',
      'items.price as item_price',
    ])
    .where('flash_sale_items.item_id', 'in', itemIds)
    .where('flash_sales.status', '=', 1)
    .where('flash_sales.start_date', '<=', stamp)
    .where('flash_sales.end_date', '>=', stamp)
    .whereRef('flash_sale_items.sold', '<', 'flash_sale_items.stock')
    .orderBy('flash_sale_items.id')
    .execute();
  const out = new Map<number, FlashEntry>();
  for (const r of rows) {
    if (out.has(r.item_id)) continue;
    out.set(r.item_id, {
      id: r.id,
      available: r.stock - r.sold,
      special: {
        kind: 'flash_sale',
        price: r.item_price,
        discount: Math.max(0, r.item_price - r.price),
        discount_type: 'amount',
      },
    });
  }
  return out;
}

/** Whether the item (or campaign hours) can be ordered at `now`, business time. */
export function availableAt(window: { starts: string; ends: string }, now: Date): boolean {
  return withinHours(businessClock(now).time, window.starts, window.ends);
}
