import { createTestApp, paidPrice, type TestApp, type WirePrice } from './helpers';

let t: TestApp;
const MODULE_ID = 2;

/** Items named for this test, each with its price, own discount and rating. */
const ITEMS = [
  { name: 'Sortcheck Alpha', price: 100, discount: 0, discount_type: 'percent', avg_rating: 3.1 },
  // 300 less 80 %: pays 60.
  { name: 'Sortcheck Beta', price: 300, discount: 80, discount_type: 'percent', avg_rating: 4.8 },
  // 200 less 50: pays 150.
  { name: 'Sortcheck Gamma', price: 200, discount: 50, discount_type: 'amount', avg_rating: 4.2 },
] as const;
// 400 in a store with 80 % off everything (running today): pays 80, though its own 10 % says 360.
const IN_DISCOUNTED_STORE = {
  name: 'Sortcheck Delta',
  price: 400,
  discount: 10,
  discount_type: 'percent',
  avg_rating: 2,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'discount'])
    .where('module_id', '=', MODULE_ID)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const plainStore = stores.find((store) => store.discount === null);
  const discountedStore = stores.find((store) => store.id !== plainStore?.id);
  if (!plainStore || !discountedStore) throw new Error('the seed has no two stores in the module');
  await db
    .updateTable('stores')
    .set({
      discount: JSON.stringify({
        discount: 80,
        discount_type: 'percent',
        min_purchase: 0,
        max_discount: 0,
        start_date: '2025-06-01',
        end_date: '2025-06-30',
      }),
    })
    .where('id', '=', discountedStore.id)
    .execute();
  const pick = async (storeId: number, count: number) =>
    db
      .selectFrom('items')
      .select('id')
      .where('store_id', '=', storeId)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(count)
      .execute();
  const plainItems = await pick(plainStore.id, ITEMS.length);
  const [discountedItem] = await pick(discountedStore.id, 1);
  const rows = [
    ...ITEMS.map((item, index) => ({ id: plainItems[index]?.id, item })),
    { id: discountedItem?.id, item: IN_DISCOUNTED_STORE },
  ];
  for (const { id, item } of rows) {
    if (id === undefined) throw new Error('the seed has too few items');
    await db
      .updateTable('items')
      .set({ ...item, rating_count: 10 })
      .where('id', '=', id)
      .execute();
  }
});

afterAll(async () => {
  await t.app.close();
});

interface SearchedItem extends WirePrice {
  name: string;
}

async function search(filter: string): Promise<SearchedItem[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/items/search?name=sortcheck&filter=${encodeURIComponent(filter)}&limit=50`,
    headers: { moduleId: String(MODULE_ID) },
  });
  expect(res.status).toBe(200);
  return (res.body as { products: SearchedItem[] }).products;
}

const names = (items: SearchedItem[]) => items.map((item) => item.name.replace('Sortcheck ', ''));

test('low orders by the price paid, lowest first (not the struck-out price)', async () => {
  expect(names(await search('["low"]'))).toEqual(['Beta', 'Delta', 'Alpha', 'Gamma']);
});

test('high2Low orders by the price paid, highest first', async () => {
  expect(names(await search('["high2Low"]'))).toEqual(['Gamma', 'Alpha', 'Delta', 'Beta']);
});

test('high puts the highest rated first', async () => {
  expect(names(await search('["high"]'))).toEqual(['Beta', 'Gamma', 'Alpha', 'Delta']);
});

test('the order is the one the wire prices give: a store-wide percent replaces the item discount', async () => {
  const items = await search('["low"]');
  expect(items.map(paidPrice)).toEqual([60, 80, 100, 150]);
  // Sorted by the listed price they would read Alpha, Gamma, Beta, Delta.
  expect(items.map((item) => item.price)).not.toEqual([...items.map((item) => item.price)].sort((a, b) => a - b));
});

test('a flash price that beats the item’s own is the price paid, and the price sorts order by it', async () => {
  const db = t.app.ctx.db;
  const sale = await db
    .selectFrom('flash_sales')
    .select('id')
    .where('module_id', '=', MODULE_ID)
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .selectFrom('flash_sale_items')
    .select('id')
    .where('flash_sale_id', '=', sale.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const alpha = await db
    .selectFrom('items')
    .select('id')
    .where('name', '=', 'Sortcheck Alpha')
    .executeTakeFirstOrThrow();
  // Alpha's own price is 100; in the sale it costs 50, below Beta's 60.
  await db
    .updateTable('flash_sale_items')
    .set({ item_id: alpha.id, price: 50, discount: 0, stock: 100, sold: 0 })
    .where('id', '=', line.id)
    .execute();
  // Asked by the sorts' other names: URLs whose answers the catalogue cache has not kept from before.
  const low = await search('["low2high"]');
  expect(names(low)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
  expect(low.map(paidPrice)).toEqual([50, 60, 80, 150]);
  expect(names(await search('["price_high"]'))).toEqual(['Gamma', 'Delta', 'Beta', 'Alpha']);
});
