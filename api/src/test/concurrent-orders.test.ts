// Orders placed at the same moment compete for the last unit and for one wallet balance: the
// database decides, so exactly one wins and the other is refused with nothing of it written.
import { OrderQuoteSchema } from '@storefront/shared/contract/order';
import type { ItemRow, StoreRow } from '../db/queries/catalogue';
import { isOpenNow } from '../serializers/catalogue';
import { OUT_OF_STOCK, VARIATION_OUT_OF_STOCK } from '../services/cart-pricing';
import { WALLET_SHORT_MESSAGE } from '../services/order-placement/placement-rules';
import { createTestApp, FIXED_NOW, meetBeforeWriting, newCustomer, type TestApp } from './helpers';
import { auth, delivery, orderCount, place, storeAndItem, type Owner } from './order-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const GROCERY = 1;
const ECOMMERCE = 4;
const db = () => t.app.ctx.db;

type Variation = { type: string; price: number; stock: number };

/** A buy-now order of one unit (each order stands alone: no shared cart is cleared under the other). */
const buyNow = (o: Owner, store: StoreRow, line: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...delivery(store),
  is_buy_now: 1,
  cart: [{ quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [], ...line }],
  ...extra,
});

const itemRow = (id: number) => db().selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Places every payload at once, none writing before all have checked, and returns the replies in order. */
async function placeAtOnce(orders: { owner: Owner; store: StoreRow; payload: Record<string, unknown> }[]) {
  const restore = meetBeforeWriting([t], orders.length, 2000);
  try {
    return await Promise.all(orders.map((o) => place(t, o.owner, o.store.module_id, o.payload)));
  } finally {
    restore();
  }
}

/** An open zone-1 store of the module with an older-shape variation item one unit reaches the minimum with. */
async function variationItem(moduleId: number): Promise<{ store: StoreRow; item: ItemRow }> {
  const stores = await db()
    .selectFrom('stores')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('zone_id', '=', 1)
    .orderBy('id')
    .execute();
  for (const store of stores) {
    const schedules = await db().selectFrom('store_schedules').selectAll().where('store_id', '=', store.id).execute();
    if (!isOpenNow(schedules, FIXED_NOW)) continue;
    const items = await db().selectFrom('items').selectAll().where('store_id', '=', store.id).orderBy('id').execute();
    const item = items.find(
      (i) =>
        i.variations !== '[]' &&
        i.maximum_cart_quantity === null &&
        i.is_prescription_required === 0 &&
        i.available_time_starts === '00:00:00' &&
        (JSON.parse(i.variations) as Variation[]).every((v) => v.price >= store.minimum_order),
    );
    if (item) return { store, item };
  }
  throw new Error('no seeded variation item matches');
}

describe('orders placed at the same moment', () => {
  test('two orders for the last unit: one is placed, the other is refused as out of stock', async () => {
    const { store, item } = await storeAndItem(t, GROCERY, 1, (i) => i.stock !== null);
    await db().updateTable('items').set({ stock: 1 }).where('id', '=', item.id).execute();
    const buyers = [await newCustomer(t), await newCustomer(t)];
    const before = await orderCount(t);

    const replies = await placeAtOnce(
      buyers.map((owner) => ({ owner, store, payload: buyNow(owner, store, { item_id: item.id }) })),
    );

    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.status === 403)?.body).toEqual({
      errors: [{ code: 'stock_out', message: OUT_OF_STOCK }],
    });
    expect((await itemRow(item.id)).stock).toBe(0);
    // The refused order's row was rolled back with the rest of its transaction.
    expect(await orderCount(t)).toBe(before + 1);
  });

  test('two orders for the last unit of a variation: one is placed, the other gets the variation message', async () => {
    const { store, item } = await variationItem(ECOMMERCE);
    const list = JSON.parse(item.variations) as Variation[];
    const chosen = list[0] as Variation;
    const others = list.slice(1).reduce((sum, v) => sum + v.stock, 0);
    await db()
      .updateTable('items')
      .set({
        stock: others + 1,
        variations: JSON.stringify(list.map((v) => (v.type === chosen.type ? { ...v, stock: 1 } : v))),
      })
      .where('id', '=', item.id)
      .execute();
    const buyers = [await newCustomer(t), await newCustomer(t)];
    const before = await orderCount(t);

    const replies = await placeAtOnce(
      buyers.map((owner) => ({
        owner,
        store,
        payload: buyNow(owner, store, { item_id: item.id, variation: [{ type: chosen.type }] }),
      })),
    );

    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.status === 403)?.body).toEqual({
      errors: [{ code: 'variation_stock_out', message: VARIATION_OUT_OF_STOCK }],
    });
    const after = await itemRow(item.id);
    expect((JSON.parse(after.variations) as Variation[]).find((v) => v.type === chosen.type)?.stock).toBe(0);
    expect(after.stock).toBe(others);
    expect(await orderCount(t)).toBe(before + 1);
  });

  test('two wallet payments where only one fits: one is placed, the other is refused; the balance stays whole', async () => {
    const me = await newCustomer(t);
    const user = await db().selectFrom('users').select('id').where('email', '=', me.email).executeTakeFirstOrThrow();
    // Past the new-customer discount's validity: only the wallet decides between the two orders.
    await db().updateTable('users').set({ created_at: '2024-01-01T00:00:00.000Z' }).where('id', '=', user.id).execute();
    const { store, item } = await storeAndItem(t, GROCERY, 1, (i) => i.stock !== null);
    const payload = buyNow(me, store, { item_id: item.id }, { payment_method: 'wallet' });
    const quote = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/quote',
      headers: { ...auth(me), moduleId: String(GROCERY) },
      payload,
    });
    const total = OrderQuoteSchema.parse(quote.body).total;
    const start = Math.round(total * 150) / 100;
    await db().updateTable('users').set({ wallet_balance: start }).where('id', '=', user.id).execute();
    const before = await orderCount(t);
    const stockBefore = (await itemRow(item.id)).stock;

    const replies = await placeAtOnce([
      { owner: me, store, payload },
      { owner: me, store, payload },
    ]);

    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.status === 403)?.body).toEqual({
      errors: [{ code: 'payment_method', message: WALLET_SHORT_MESSAGE }],
    });
    const balance = (
      await db().selectFrom('users').select('wallet_balance').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).wallet_balance;
    expect(balance).toBeCloseTo(start - total, 2);
    expect(balance).toBeGreaterThanOrEqual(0);
    const ledger = await db()
      .selectFrom('wallet_transactions')
      .select(['debit', 'credit', 'balance'])
      .where('user_id', '=', user.id)
      .execute();
    expect(ledger).toEqual([{ debit: total, credit: 0, balance }]);
    expect(await orderCount(t)).toBe(before + 1);
    // The refused order had taken its unit before the wallet refused it: that was rolled back too.
    expect((await itemRow(item.id)).stock).toBe((stockBefore ?? 0) - 1);
  });

  test('two point transfers where only one fits: one is made, the other is refused', async () => {
    const me = await newCustomer(t);
    const user = await db().selectFrom('users').select('id').where('email', '=', me.email).executeTakeFirstOrThrow();
    await db().updateTable('users').set({ loyalty_point: 150, wallet_balance: 0 }).where('id', '=', user.id).execute();
    const transfer = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/customer/loyalty-point/point-transfer',
        headers: auth(me),
        payload: { point: 100 },
      });

    const restore = meetBeforeWriting([t], 2, 2000);
    const replies = await Promise.all([transfer(), transfer()]).finally(restore);

    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.status === 403)?.body).toEqual({
      errors: [{ code: 'point', message: 'Insufficient point.' }],
    });
    const after = await db()
      .selectFrom('users')
      .select(['loyalty_point', 'wallet_balance'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ loyalty_point: 50, wallet_balance: 10 });
    const points = await db()
      .selectFrom('loyalty_point_transactions')
      .select(['debit', 'balance'])
      .where('user_id', '=', user.id)
      .execute();
    expect(points).toEqual([{ debit: 100, balance: 50 }]);
  });
});
