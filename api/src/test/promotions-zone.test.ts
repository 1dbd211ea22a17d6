import { BannersResponseSchema } from '@storefront/shared/contract/banner';
import {
  BasicCampaignDetailsSchema,
  BasicCampaignListSchema,
  CampaignItemListSchema,
} from '@storefront/shared/contract/campaign';
import { FlashSaleItemsResponseSchema, FlashSaleResponseSchema } from '@storefront/shared/contract/flash-sale';
import { createTestApp, parse, type TestApp } from './helpers';

// Promotions answer only what can be ordered where the customer is: Gulshan is zone 1, Dhanmondi zone 2.
const GULSHAN = '[1]';
const DHANMONDI = '[2]';
const UTTARA = '[3]';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function get(url: string, moduleId: number, zoneId?: string, status = 200) {
  const headers: Record<string, string> = { moduleId: String(moduleId), ...(zoneId ? { zoneId } : {}) };
  const res = await t.request({ method: 'GET', url: `/api/v1/${url}`, headers });
  expect(res.status).toBe(status);
  return res.body;
}

/** The zone of each store, to read an answer's items against. */
async function storeZones(): Promise<Map<number, number>> {
  const rows = await t.app.ctx.db.selectFrom('stores').select(['id', 'zone_id']).execute();
  return new Map(rows.map((r) => [r.id, r.zone_id]));
}

/** The running flash sale of a module and the zones of its items' stores. */
async function runningSale(moduleId: number) {
  const sale = parse(FlashSaleResponseSchema, await get('flash-sales?limit=50&offset=1', moduleId));
  if (!sale) throw new Error(`module ${moduleId} has no running flash sale`);
  return sale;
}

describe('flash sales in a zone', () => {
  test('the grocery flash sale in Dhanmondi offers only Dhanmondi stores’ items, and counts only them', async () => {
    const zones = await storeZones();
    const everywhere = await runningSale(1);
    const zonesOfSale = everywhere.active_products.map((p) => zones.get(Number(p.item.store_id)));
    // The sale holds items of both zones: without the zone rule Dhanmondi would see Gulshan's.
    expect(zonesOfSale).toContain(1);
    expect(zonesOfSale).toContain(2);
    const inDhanmondi = zonesOfSale.filter((z) => z === 2).length;

    const sale = parse(FlashSaleResponseSchema, await get('flash-sales?limit=50&offset=1', 1, DHANMONDI));
    expect(sale?.id).toBe(everywhere.id);
    expect(sale?.active_products.map((p) => zones.get(Number(p.item.store_id)))).toEqual(
      Array.from({ length: inDhanmondi }, () => 2),
    );
    expect(sale?.total_size).toBe(inDhanmondi);

    // The sale's page: by id and as the running one, paged over the zone's items only.
    for (const query of [`flash_sale_id=${everywhere.id}&`, '']) {
      const page = parse(
        FlashSaleItemsResponseSchema,
        await get(`flash-sales/items?${query}limit=2&offset=1`, 1, DHANMONDI),
      );
      expect(page.total_size).toBe(inDhanmondi);
      expect(page.products).toHaveLength(Math.min(2, inDhanmondi));
      expect(page.products.every((p) => zones.get(Number(p.item.store_id)) === 2)).toBe(true);
      const rest = parse(
        FlashSaleItemsResponseSchema,
        await get(`flash-sales/items?${query}limit=2&offset=2`, 1, DHANMONDI),
      );
      expect(rest.products.every((p) => zones.get(Number(p.item.store_id)) === 2)).toBe(true);
      expect(rest.products.map((p) => p.id)).not.toEqual(expect.arrayContaining(page.products.map((p) => p.id)));
    }

    const gulshan = parse(FlashSaleResponseSchema, await get('flash-sales?limit=50&offset=1', 1, GULSHAN));
    expect(gulshan?.active_products.every((p) => zones.get(Number(p.item.store_id)) === 1)).toBe(true);
    expect(gulshan?.total_size).toBe(zonesOfSale.filter((z) => z === 1).length);
  });

  test('a flash sale with nothing to order in the zone is not offered there', async () => {
    // The shop module has no store in Uttara.
    const sale = await runningSale(4);
    expect(sale.active_products.length).toBeGreaterThan(0);
    expect(await get('flash-sales', 4, UTTARA)).toBeNull();
    await get('flash-sales/items', 4, UTTARA, 404);
    // Named by id, the sale says truly that nothing of it is on offer here.
    const page = parse(
      FlashSaleItemsResponseSchema,
      await get(`flash-sales/items?flash_sale_id=${sale.id}`, 4, UTTARA),
    );
    expect(page.total_size).toBe(0);
    expect(page.products).toEqual([]);
  });

  test('an item of a store that was closed down leaves the sale', async () => {
    const sale = await runningSale(3);
    const gone = sale.active_products[0]!;
    await t.app.ctx.db.updateTable('stores').set({ active: 0 }).where('id', '=', Number(gone.item.store_id)).execute();
    t.app.ctx.catalogue.invalidate();
    try {
      const after = parse(FlashSaleResponseSchema, await get('flash-sales?limit=50&offset=1', 3));
      expect(after?.active_products.map((p) => p.item.store_id)).not.toContain(gone.item.store_id);
      expect(after?.total_size).toBe(after?.active_products.length);
    } finally {
      await t.app.ctx.db
        .updateTable('stores')
        .set({ active: 1 })
        .where('id', '=', Number(gone.item.store_id))
        .execute();
      t.app.ctx.catalogue.invalidate();
    }
  });
});

describe('campaigns in a zone', () => {
  test('the Food Festival lists only the stores in the zone that have items, and is listed only where it has one', async () => {
    const db = t.app.ctx.db;
    const festival = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('title', '=', 'Food Festival')
      .executeTakeFirstOrThrow();
    const food = (zone: number) =>
      db
        .selectFrom('stores')
        .select('id')
        .where('module_id', '=', 2)
        .where('zone_id', '=', zone)
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
    const [gulshanStore] = await food(1);
    const [dhanmondiStore, emptyStore] = await food(2);
    if (!gulshanStore || !dhanmondiStore || !emptyStore) throw new Error('the seed has too few food stores');
    // The festival takes a Gulshan store, a Dhanmondi store and a Dhanmondi store with nothing on sale.
    await db.deleteFrom('campaign_stores').where('campaign_id', '=', festival.id).execute();
    await db
      .insertInto('campaign_stores')
      .values([gulshanStore, dhanmondiStore, emptyStore].map((s) => ({ campaign_id: festival.id, store_id: s.id })))
      .execute();
    await db.updateTable('items').set({ status: 0 }).where('store_id', '=', emptyStore.id).execute();
    t.app.ctx.catalogue.invalidate();

    const storesIn = async (zoneId?: string) =>
      parse(
        BasicCampaignDetailsSchema,
        await get(`campaigns/basic-campaign-details?basic_campaign_id=${festival.id}`, 2, zoneId),
      ).stores.map((s) => Number(s.id));
    expect(await storesIn(DHANMONDI)).toEqual([dhanmondiStore.id]);
    expect(await storesIn(GULSHAN)).toEqual([gulshanStore.id]);
    expect(await storesIn()).toEqual([gulshanStore.id, dhanmondiStore.id]);
    // In Uttara it has no store: its page says so, and no list offers it.
    expect(await storesIn(UTTARA)).toEqual([]);

    const listed = async (zoneId: string) => {
      const basic = parse(BasicCampaignListSchema, await get('campaigns/basic', 2, zoneId)).map((c) => c.title);
      const banners = parse(BannersResponseSchema, await get('banners', 2, zoneId)).campaigns.map((c) => c.title);
      return { basic, banners };
    };
    expect(await listed(DHANMONDI)).toEqual({ basic: ['Food Festival'], banners: ['Food Festival'] });
    expect(await listed(UTTARA)).toEqual({ basic: [], banners: [] });
  });

  test('campaign items are those of stores in the zone', async () => {
    const zones = await storeZones();
    const zonesOf = async (moduleId: number, zoneId?: string) =>
      parse(CampaignItemListSchema, await get('campaigns/item', moduleId, zoneId)).map((c) =>
        zones.get(Number(c.store_id)),
      );
    let outside = 0;
    for (const moduleId of [1, 2, 3, 4]) {
      const all = await zonesOf(moduleId);
      outside += all.filter((z) => z !== 2).length;
      expect(await zonesOf(moduleId, DHANMONDI)).toEqual(all.filter((z) => z === 2));
      expect(await zonesOf(moduleId, GULSHAN)).toEqual(all.filter((z) => z === 1));
    }
    // Some campaign items are of stores outside Dhanmondi: the zone rule has something to leave out.
    expect(outside).toBeGreaterThan(0);
  });
});
