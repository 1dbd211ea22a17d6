import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { businessClock, withinHours } from '../lib/time';
import type { AppContext } from '../lib/context';
import type { FlashOffer, SpecialPrice } from './cart-pricing';

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

/** The items of the module's flash sales that have not ended (their offers are in flashPrices). */
export async function flashSaleItemIds(db: Db, moduleId: number, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('flash_sale_items')
    .innerJoin('flash_sales', 'flash_sales.id', 'flash_sale_items.flash_sale_id')
    .select('flash_sale_items.item_id')
    .where('flash_sales.module_id', '=', moduleId)
    .where('flash_sales.status', '=', 1)
    .where('flash_sales.end_date', '>=', now.toISOString())
    .execute();
  return [...new Set(rows.map((row) => row.item_id))];
}

/**
 * The flash offers of these items: each item's lowest price among the sales running now with
 * units left. A sale's start or end changes what the catalogue shows, so cached answers are told to
 * go stale at the next one (CatalogueVersion.expireAt); a sale selling out is a write, which does so.
 */
export async function flashPrices(
  ctx: Pick<AppContext, 'db' | 'now' | 'catalogue'>,
  itemIds: number[],
): Promise<Map<number, FlashOffer>> {
  if (itemIds.length === 0) return new Map();
  const now = ctx.now();
  const stamp = now.toISOString();
  const rows = await ctx.db
    .selectFrom('flash_sale_items')
    .innerJoin('flash_sales', 'flash_sales.id', 'flash_sale_items.flash_sale_id')
    .innerJoin('items', 'items.id', 'flash_sale_items.item_id')
    .select([
      'flash_sale_items.id',
      'flash_sale_items.item_id',
      'flash_sale_items.price',
      'flash_sale_items.stock',
      'flash_sale_items.sold',
      'flash_sales.start_date',
      'flash_sales.end_date',
      'items.price as item_price',
    ])
    .where('flash_sale_items.item_id', 'in', [...new Set(itemIds)])
    .where('flash_sales.status', '=', 1)
    .where('flash_sales.end_date', '>=', stamp)
    .whereRef('flash_sale_items.sold', '<', 'flash_sale_items.stock')
    .orderBy('flash_sale_items.price')
    .orderBy('flash_sale_items.id')
    .execute();
  const out = new Map<number, FlashOffer>();
  let next: number | null = null;
  for (const r of rows) {
    const running = r.start_date <= stamp;
    // A sale that has not started yet changes the price when it does; a running one when it ends.
    const boundary = running ? Date.parse(r.end_date) + 1 : Date.parse(r.start_date);
    if (Number.isFinite(boundary) && (next === null || boundary < next)) next = boundary;
    if (!running || out.has(r.item_id)) continue;
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
  if (next !== null) ctx.catalogue.expireAt(new Date(next), now);
  return out;
}

/** Whether the item (or campaign hours) can be ordered at `now`, business time. */
export function availableAt(window: { starts: string; ends: string }, now: Date): boolean {
  return withinHours(businessClock(now).time, window.starts, window.ends);
}
