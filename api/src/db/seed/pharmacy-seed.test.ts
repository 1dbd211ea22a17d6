import {
  CommonConditionItemsResponseSchema,
  CommonConditionListSchema,
} from '@storefront/shared/contract/common-condition';
import { createTestApp, parse, type TestApp } from '../../test/helpers';
import { CATEGORY_TREES, ITEM_TEMPLATES } from './catalogue-data';

const PHARMACY = 3;
const MEDICINE_LEAVES = CATEGORY_TREES[PHARMACY]!.Medicine!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

/** The pharmacy items sold in a zone, with their leaf category and conditions. */
async function pharmacyItemsIn(zoneId: number) {
  const db = t.app.ctx.db;
  const items = await db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select(['items.id', 'items.name', 'categories.name as leaf'])
    .where('items.module_id', '=', PHARMACY)
    .where('stores.zone_id', '=', zoneId)
    .execute();
  const links = await db
    .selectFrom('item_common_conditions')
    .innerJoin('common_conditions', 'common_conditions.id', 'item_common_conditions.condition_id')
    .select(['item_common_conditions.item_id', 'common_conditions.name as condition'])
    .execute();
  return items.map((item) => ({
    ...item,
    conditions: links.filter((link) => link.item_id === item.id).map((link) => link.condition),
  }));
}

async function get(url: string, zoneId: number) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { moduleId: String(PHARMACY), zoneId: `[${zoneId}]` },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('the pharmacy catalogue', () => {
  test('every pharmacy category and every common condition has medicines of its own at the default location', async () => {
    const items = await pharmacyItemsIn(1);
    const leaves = Object.values(CATEGORY_TREES[PHARMACY]!).flat();
    expect(leaves.filter((leaf) => !items.some((item) => item.leaf === leaf))).toEqual([]);
    const conditions = await t.app.ctx.db.selectFrom('common_conditions').select('name').execute();
    // Enough different medicines that the home's other sections cannot take them all from a tab.
    const short = conditions
      .map(({ name }) => ({
        name,
        medicines: new Set(items.filter((item) => item.conditions.includes(name)).map((item) => item.name)).size,
      }))
      .filter(({ medicines }) => medicines < 4);
    expect(short).toEqual([]);
    // Paracetamol is for fever and pain.
    const paracetamol = items.filter((item) => /paracetamol/i.test(item.name) && item.leaf === 'Pain Relief');
    expect(paracetamol.length).toBeGreaterThan(0);
    expect(paracetamol.every((item) => item.conditions.includes('Fever & Pain'))).toBe(true);
  });

  test('a medicine’s name says its strength or its pack, so no two listings read alike', () => {
    const names = MEDICINE_LEAVES.flatMap((leaf) => ITEM_TEMPLATES[leaf] ?? []).map((t) => t.split('|')[0]!);
    expect(names.filter((name) => !/ · \d+ (tablets|capsules|ml|g|pieces|sachet)$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    // Cards cut a non-food name at 25 characters (shell-and-discovery): cut, they still differ.
    const cut = names.map((name) => (name.length <= 25 ? name : `${name.slice(0, 25).trimEnd()}…`));
    expect(new Set(cut).size).toBe(names.length);
  });

  test('the conditions offered are those with items where the customer is, counted there', async () => {
    for (const zoneId of [1, 2, 3]) {
      const listed = parse(CommonConditionListSchema, await get('common-condition/list', zoneId));
      const items = await pharmacyItemsIn(zoneId);
      const all = await t.app.ctx.db.selectFrom('common_conditions').select('name').orderBy('id').execute();
      const withItems = all.filter(({ name }) => items.some((item) => item.conditions.includes(name)));
      expect(listed.map((c) => c.name)).toEqual(withItems.map((c) => c.name));
      for (const condition of listed) {
        const page = parse(
          CommonConditionItemsResponseSchema,
          await get(`common-condition/items/${condition.id}?limit=20&offset=1`, zoneId),
        );
        expect(page.total_size).toBeGreaterThan(0);
        expect(condition.items_count).toBe(page.total_size);
      }
    }
    // Zone 2 has no pharmacy that sells antibiotics: no Infections tab there.
    const zone2 = parse(CommonConditionListSchema, await get('common-condition/list', 2));
    expect(zone2.map((c) => c.name)).not.toContain('Infections');
  });
});
