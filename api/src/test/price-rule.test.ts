// One price rule: an item in a flash sale costs the lower of its own price and the sale's, the same
// on its card (the serialized item), in the cart, on the bill and in the placed order.
import { CartSchema } from '@storefront/shared/contract/cart';
import { ItemDetailsSchema } from '@storefront/shared/contract/item';
import { OrderQuoteSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import type { ItemRow, StoreRow } from '../db/queries/catalogue';
import { createTestApp, FIXED_NOW, newCustomer, parse, type TestApp } from './helpers';
import { addToCart, auth, delivery, place, storeAndItem, type Owner } from './order-helpers';

const GROCERY = 1;
/** The seed's running grocery flash sale (FIXED_NOW less a day to FIXED_NOW plus two). */
const GROCERY_SALE = 1;
const PRICE = 400;

let t: TestApp;
beforeAll(async () => {
  // The rule without the catalogue cache (which sees writes within a second; its own test is below).
  t = await createTestApp({ env: { catalogueCacheSeconds: 0 } });
});
afterAll(async () => {
  await t.app.close();
});

const db = () => t.app.ctx.db;
const usedItems = new Set<number>();
const usedSaleRows = new Set<number>();

interface OnSale {
  store: StoreRow;
  item: ItemRow;
  /** flash_sale_items.id */
  saleRow: number;
}

/**
 * A plain grocery item at ৳400 with its own discount, put in the running flash sale at `flashPrice`
 * with `stock` units of which `sold` are gone.
 */
async function onSale(
  own: { discount: number; discount_type: 'percent' | 'amount' },
  flashPrice: number,
  units: { stock: number; sold: number } = { stock: 50, sold: 10 },
): Promise<OnSale> {
  const { store, item } = await storeAndItem(t, GROCERY, 1, (i) => !usedItems.has(i.id));
  usedItems.add(item.id);
  await db()
    .updateTable('items')
    .set({ price: PRICE, ...own })
    .where('id', '=', item.id)
    .execute();
  const row = await db()
    .selectFrom('flash_sale_items')
    .select('id')
    .where('flash_sale_id', '=', GROCERY_SALE)
    .where('id', 'not in', [0, ...usedSaleRows])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  usedSaleRows.add(row.id);
  await db()
    .updateTable('flash_sale_items')
    .set({ item_id: item.id, price: flashPrice, ...units })
    .where('id', '=', row.id)
    .execute();
  return { store, item: { ...item, price: PRICE, ...own }, saleRow: row.id };
}

/** The item as its card, page and quick view read it. */
async function shown(item: ItemRow) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/items/details/${item.id}`,
    headers: { moduleId: String(GROCERY), zoneid: '[1]' },
  });
  expect(res.status).toBe(200);
  const { price, discount, discount_type, store_discount } = parse(ItemDetailsSchema, res.body);
  return { price, discount, discount_type, store_discount };
}

/** The price the storefront shows for these fields: store_discount first, else the item's discount. */
const priceOf = (f: Awaited<ReturnType<typeof shown>>) => {
  if (f.store_discount > 0) return f.price - (f.price * f.store_discount) / 100;
  if (f.discount <= 0) return f.price;
  return f.price - (f.discount_type === 'percent' ? (f.price * f.discount) / 100 : f.discount);
};

const cartOf = async (o: Owner) =>
  parse(CartSchema, (await t.request({ method: 'GET', url: '/api/v1/customer/cart/list', headers: auth(o) })).body);

const quoteOf = async (o: Owner, store: StoreRow) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    headers: { ...auth(o), moduleId: String(GROCERY) },
    payload: delivery(store),
  });
  expect(res.status).toBe(200);
  return OrderQuoteSchema.parse(res.body);
};

const soldOf = async (saleRow: number) =>
  (await db().selectFrom('flash_sale_items').select('sold').where('id', '=', saleRow).executeTakeFirstOrThrow()).sold;

/** Adds two of the item, then checks the cart line, the bill and the placed order at `unit` each. */
async function chargedAt(sale: OnSale, unit: number, flashSold: number) {
  const me = await newCustomer(t);
  const soldBefore = await soldOf(sale.saleRow);
  const [added] = parse(CartSchema, (await addToCart(t, me, sale.item, 2)).body);
  expect(added?.price).toBe(unit);
  expect((await cartOf(me))[0]?.price).toBe(unit);

  const quote = await quoteOf(me, sale.store);
  expect(quote.item_total).toBe(PRICE * 2);
  expect(quote.discount_on_items).toBe((PRICE - unit) * 2);
  expect(quote.subtotal).toBe(unit * 2);

  const placed = await place(t, me, GROCERY, delivery(sale.store));
  expect(placed.status).toBe(200);
  const orderId = PlaceOrderResponseSchema.parse(placed.body).order_id;
  expect(PlaceOrderResponseSchema.parse(placed.body).total_ammount).toBe(quote.total);
  const [detail] = await db().selectFrom('order_details').selectAll().where('order_id', '=', Number(orderId)).execute();
  expect(detail?.price).toBe(PRICE);
  expect(detail?.discount_on_item).toBe((PRICE - unit) * 2);
  expect(await soldOf(sale.saleRow)).toBe(soldBefore + flashSold);
}

describe('the lower of the item’s own price and the flash sale’s', () => {
  test('an own discount larger than the sale’s: the item shows it and the cart, bill and order charge it', async () => {
    // As the demo's Masala Chips: 25 % off (৳300) against a flash price of ৳340.
    const sale = await onSale({ discount: 25, discount_type: 'percent' }, 340);
    const fields = await shown(sale.item);
    expect(fields).toEqual({ price: PRICE, discount: 25, discount_type: 'percent', store_discount: 0 });
    expect(priceOf(fields)).toBe(300);
    // The sale's units are not used: the item sold at its own price.
    await chargedAt(sale, 300, 0);
  });

  test('a flash price lower than the own discount: the item shows the sale’s price, charged everywhere', async () => {
    const sale = await onSale({ discount: 10, discount_type: 'percent' }, 280);
    const fields = await shown(sale.item);
    expect(fields).toEqual({ price: PRICE, discount: 120, discount_type: 'amount', store_discount: 0 });
    expect(priceOf(fields)).toBe(280);
    await chargedAt(sale, 280, 2);
  });

  test('a running store-wide percent is the item’s own price too', async () => {
    const sale = await onSale({ discount: 0, discount_type: 'percent' }, 300);
    const storeDiscount = {
      discount: 30,
      discount_type: 'percent',
      min_purchase: 0,
      max_discount: 0,
      start_date: '2025-06-01',
      end_date: '2025-06-30',
    };
    await db()
      .updateTable('stores')
      .set({ discount: JSON.stringify(storeDiscount) })
      .where('id', '=', sale.store.id)
      .execute();
    try {
      const fields = await shown(sale.item);
      expect(fields.store_discount).toBe(30);
      expect(priceOf(fields)).toBe(280);
      await chargedAt(sale, 280, 0);
    } finally {
      await db().updateTable('stores').set({ discount: null }).where('id', '=', sale.store.id).execute();
    }
  });

  test('a line larger than the sale’s units left is charged the item’s own price in the cart, bill and order', async () => {
    const sale = await onSale({ discount: 10, discount_type: 'percent' }, 280, { stock: 20, sold: 19 });
    expect(priceOf(await shown(sale.item))).toBe(280);
    await chargedAt(sale, 360, 0);
  });
});

describe('a flash sale that sold out or ended stops applying everywhere at once', () => {
  test('the last units sold: the item shows its own price again, and a cart line of it is repriced', async () => {
    const sale = await onSale({ discount: 10, discount_type: 'percent' }, 280, { stock: 20, sold: 18 });
    const waiting = await newCustomer(t);
    expect((await addToCart(t, waiting, sale.item, 1)).status).toBe(200);
    expect((await cartOf(waiting))[0]?.price).toBe(280);
    expect(priceOf(await shown(sale.item))).toBe(280);
    // Another customer buys the sale's last two units.
    await chargedAt(sale, 280, 2);
    expect(await shown(sale.item)).toEqual({ price: PRICE, discount: 10, discount_type: 'percent', store_discount: 0 });
    expect((await cartOf(waiting))[0]?.price).toBe(360);
    expect((await quoteOf(waiting, sale.store)).subtotal).toBe(360);
  });

  test('the sale ended: the card, the cart line and the bill go back to the item’s own price', async () => {
    const sale = await onSale({ discount: 10, discount_type: 'percent' }, 280);
    const me = await newCustomer(t);
    expect((await addToCart(t, me, sale.item, 1)).status).toBe(200);
    expect(priceOf(await shown(sale.item))).toBe(280);
    const { end_date } = await db()
      .selectFrom('flash_sales')
      .select('end_date')
      .where('id', '=', GROCERY_SALE)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('flash_sales')
      .set({ end_date: new Date(FIXED_NOW.getTime() - 1000).toISOString() })
      .where('id', '=', GROCERY_SALE)
      .execute();
    try {
      expect(priceOf(await shown(sale.item))).toBe(360);
      expect((await cartOf(me))[0]?.price).toBe(360);
      expect((await quoteOf(me, sale.store)).subtotal).toBe(360);
    } finally {
      await db().updateTable('flash_sales').set({ end_date }).where('id', '=', GROCERY_SALE).execute();
    }
  });
});

describe('a kept catalogue answer', () => {
  test('goes stale the moment a flash sale in it ends', async () => {
    // A clock that runs from FIXED_NOW, so the sale's end comes while the test waits.
    const started = Date.now();
    const live = await createTestApp({ now: () => new Date(FIXED_NOW.getTime() + Date.now() - started) });
    try {
      const ldb = live.app.ctx.db;
      const { item } = await storeAndItem(live, GROCERY, 1);
      await ldb.updateTable('items').set({ price: PRICE, discount: 0 }).where('id', '=', item.id).execute();
      const row = await ldb
        .selectFrom('flash_sale_items')
        .select('id')
        .where('flash_sale_id', '=', GROCERY_SALE)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await ldb
        .updateTable('flash_sale_items')
        .set({ item_id: item.id, price: 300, stock: 50, sold: 0 })
        .where('id', '=', row.id)
        .execute();
      const appNow = () => FIXED_NOW.getTime() + Date.now() - started;
      const endsAt = appNow() + 1500;
      await ldb
        .updateTable('flash_sales')
        .set({ end_date: new Date(endsAt).toISOString() })
        .where('id', '=', GROCERY_SALE)
        .execute();
      const read = () =>
        live.request({
          method: 'GET',
          url: `/api/v1/items/details/${item.id}`,
          headers: { moduleId: String(GROCERY), zoneid: '[1]' },
        });
      expect(parse(ItemDetailsSchema, (await read()).body).discount).toBe(100);
      const kept = await read();
      expect(kept.headers.get('x-cache')).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, endsAt - appNow() + 200));
      const after = await read();
      expect(after.headers.get('x-cache')).toBe('miss');
      expect(parse(ItemDetailsSchema, after.body).discount).toBe(0);
    } finally {
      await live.app.close();
    }
  });
});
