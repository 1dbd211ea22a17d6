import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '..';
import { DEMO_EMAIL } from '.';
import { MARKUP_ITEM } from './markup-item';

const defaults = { discovery: 'http://a', cart_checkout: 'http://b', account: 'http://c', parcel: 'http://d' };

describe('seed', () => {
  test('is deterministic and covers the catalogue the demo needs', async () => {
    const now = new Date('2025-06-04T08:00:00.000Z');
    const [a, b] = await Promise.all([
      openDatabase({ file: ':memory:', now, registryDefaults: defaults }),
      openDatabase({ file: ':memory:', now, registryDefaults: defaults }),
    ]);
    try {
      const dump = async (db: typeof a) => ({
        items: await db.selectFrom('items').selectAll().orderBy('id').execute(),
        stores: await db.selectFrom('stores').selectAll().orderBy('id').execute(),
        banners: await db.selectFrom('banners').selectAll().orderBy('id').execute(),
      });
      const [da, dbb] = await Promise.all([dump(a), dump(b)]);
      expect(da).toEqual(dbb);
      expect(da.items.length).toBeGreaterThanOrEqual(600);
      expect(da.stores.length).toBeGreaterThanOrEqual(40);
      expect(new Set(da.stores.map((s) => s.module_id))).toEqual(new Set([1, 2, 3, 4]));
      expect(da.items.some((i) => i.is_prescription_required === 1)).toBe(true);
      expect(da.items.some((i) => i.food_variations !== '[]')).toBe(true);
      expect(da.items.some((i) => i.choice_options !== '[]')).toBe(true);
      expect(
        da.items.some((i) => i.organic === 1) &&
          da.items.some((i) => i.is_halal === 1) &&
          da.items.some((i) => i.veg === 1),
      ).toBe(true);
      expect(new Set(da.items.filter((i) => i.discount > 0).map((i) => i.discount_type))).toEqual(
        new Set(['percent', 'amount']),
      );
      expect(new Set(da.banners.map((x) => x.type))).toEqual(new Set(['default', 'store_wise', 'item_wise']));
      const schedules = await a.selectFrom('store_schedules').select('store_id').distinct().execute();
      // Every store has opening hours: one without would be closed for good.
      expect(schedules.length).toBe(da.stores.length);
      const zones = await a.selectFrom('zones').selectAll().execute();
      expect(zones.filter((z) => z.cash_on_delivery === 0)).toHaveLength(1);
      const releases = await a.selectFrom('registry_releases').selectAll().execute();
      expect(releases).toHaveLength(4);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  test('fills a module home at the default location: six or more stores each, new arrivals apart from the most reviewed, a full brands grid', async () => {
    const now = new Date('2025-06-04T08:00:00.000Z');
    const db = await openDatabase({ file: ':memory:', now, registryDefaults: defaults });
    try {
      const stores = await db.selectFrom('stores').select(['module_id', 'zone_id']).execute();
      for (const moduleId of [1, 2, 3, 4]) {
        expect(stores.filter((s) => s.module_id === moduleId && s.zone_id === 1).length).toBeGreaterThanOrEqual(6);
      }
      // An item of the last 30 days has few reviews, so the most reviewed are not the new arrivals.
      const items = await db.selectFrom('items').select(['created_at', 'rating_count', 'order_count']).execute();
      const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString();
      const recent = items.filter((i) => i.created_at > monthAgo);
      expect(recent.length).toBeGreaterThan(50);
      expect(Math.max(...recent.map((i) => i.rating_count))).toBeLessThanOrEqual(12);
      expect(Math.max(...recent.map((i) => i.order_count))).toBeLessThanOrEqual(40);
      // The brands page shows the first brand large and eight more: each brand sells something.
      const brands = await db
        .selectFrom('brands')
        .leftJoin('items', 'items.brand_id', 'brands.id')
        .select(['brands.id', 'brands.module_id', (eb) => eb.fn.count<number>('items.id').as('items')])
        .groupBy(['brands.id', 'brands.module_id'])
        .execute();
      expect(brands.filter((b) => b.module_id === 4).length).toBeGreaterThanOrEqual(9);
      expect(brands.filter((b) => Number(b.items) === 0)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  test('without the demo customer (production) seeds the same catalogue and nothing of a customer, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-no-demo-'));
    const file = path.join(dir, 'db.sqlite');
    const now = new Date('2025-06-04T08:00:00.000Z');
    const customerTables = ['users', 'addresses', 'orders', 'reviews', 'wishlists', 'wallet_transactions'] as const;
    try {
      const [demo, bare] = await Promise.all([
        openDatabase({ file: ':memory:', now, registryDefaults: defaults }),
        openDatabase({ file, now, registryDefaults: defaults, demoCustomer: false }),
      ]);
      const catalogue = (db: typeof demo) => db.selectFrom('stores').selectAll().orderBy('id').execute();
      expect(await catalogue(bare)).toEqual(await catalogue(demo));
      expect(await demo.selectFrom('users').select('email').execute()).toEqual([{ email: DEMO_EMAIL }]);
      for (const table of customerTables) {
        expect({ table, rows: await bare.selectFrom(table).selectAll().execute() }).toEqual({ table, rows: [] });
      }
      const general = await bare.selectFrom('notifications').select('user_id').distinct().execute();
      expect(general).toEqual([{ user_id: null }]);
      await Promise.all([demo.destroy(), bare.destroy()]);

      // A restart finds every seed done: nothing is seeded twice.
      const again = await openDatabase({ file, now, registryDefaults: defaults, demoCustomer: false });
      expect(await again.selectFrom('users').selectAll().execute()).toEqual([]);
      await again.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('appends, once, a grocery item whose name and description are HTML and script, after every other item', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-markup-'));
    const file = path.join(dir, 'db.sqlite');
    const now = new Date('2025-06-04T08:00:00.000Z');
    try {
      let db = await openDatabase({ file, now, registryDefaults: defaults });
      const items = await db.selectFrom('items').select(['id', 'name', 'module_id', 'status']).orderBy('id').execute();
      const markup = items.filter((i) => i.name === MARKUP_ITEM.name);
      expect(markup).toHaveLength(1);
      // The last id: every item seeded before keeps its id.
      expect(markup[0]).toEqual({ id: items.length, name: MARKUP_ITEM.name, module_id: 1, status: 1 });
      expect(items.map((i) => i.id)).toEqual(items.map((_, index) => index + 1));
      const row = await db.selectFrom('items').selectAll().where('id', '=', items.length).executeTakeFirstOrThrow();
      expect(row.name).toContain('<img src=x onerror=alert(1)>');
      expect(row.description).toContain('<script>');
      const categories = await db.selectFrom('item_categories').selectAll().where('item_id', '=', row.id).execute();
      expect(categories.length).toBeGreaterThan(0);
      await db.destroy();

      // Opening the database again does not add it a second time.
      db = await openDatabase({ file, now, registryDefaults: defaults });
      const again = await db.selectFrom('items').select('id').where('name', '=', MARKUP_ITEM.name).execute();
      expect(again).toHaveLength(1);
      await db.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
