import { CartSchema, type CartLine } from '@storefront/shared/contract/cart';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed';
import type { ItemRow } from '../db/queries/catalogue';
import { bearer, createTestApp, errorCodes, newCustomer, newGuest, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const json = <T>(s: string) => JSON.parse(s) as T;

/** Items of the seeded catalogue picked by a predicate (no store-wide discount unless asked). */
async function findItem(
  predicate: (i: ItemRow) => boolean,
  opts: { storeDiscount?: boolean | 'any' } = {},
): Promise<ItemRow> {
  const rows = await t.app.ctx.db.selectFrom('items').selectAll().orderBy('id').execute();
  const stores = await t.app.ctx.db.selectFrom('stores').select(['id', 'discount']).execute();
  const discounted = new Set(
    stores
      .filter(
        (s) =>
          s.discount &&
          s.discount.includes('"end_date"') &&
          (JSON.parse(s.discount) as { end_date: string }).end_date >= '2025-06-04',
      )
      .map((s) => s.id),
  );
  const item = rows.find(
    (r) => predicate(r) && (opts.storeDiscount === 'any' || discounted.has(r.store_id) === Boolean(opts.storeDiscount)),
  );
  if (!item) throw new Error('no seeded item matches');
  return item;
}

const plain = (i: ItemRow) =>
  i.module_id === 1 &&
  i.variations === '[]' &&
  i.stock !== null &&
  i.stock >= 20 &&
  i.maximum_cart_quantity === null &&
  i.discount === 0;

async function add(owner: { token?: string; guestId?: number }, payload: Record<string, unknown>, moduleId?: number) {
  return t.request({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...(owner.token ? bearer(owner.token) : {}), ...(moduleId ? { moduleId: String(moduleId) } : {}) },
    payload: {
      ...(owner.guestId ? { guest_id: owner.guestId } : {}),
      model: 'Item',
      add_on_ids: [],
      add_on_qtys: [],
      variation: [],
      ...payload,
    },
  });
}

async function list(owner: { token?: string; guestId?: number }) {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/customer/cart/list${owner.guestId ? `?guest_id=${owner.guestId}` : ''}`,
    headers: owner.token ? bearer(owner.token) : {},
  });
  return { status: res.status, cart: res.status === 200 ? CartSchema.parse(res.body) : [] };
}

describe('cart basics', () => {
  test('a guest adds, updates and removes lines; replies are the whole cart', async () => {
    const guestId = await newGuest(t);
    const item = await findItem(plain);
    const added = await add({ guestId }, { item_id: item.id, quantity: 2, price: item.price }, 1);
    expect(added.status).toBe(200);
    const cart = CartSchema.parse(added.body);
    expect(cart).toHaveLength(1);
    const line = cart[0] as CartLine;
    expect(line).toMatchObject({ quantity: 2, price: item.price, item: { id: item.id, module: { id: 1 } } });

    const updated = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      payload: {
        _method: 'put',
        guest_id: guestId,
        cart_id: line.id,
        item_id: item.id,
        quantity: 3,
        model: 'Item',
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    expect(updated.status).toBe(200);
    expect(CartSchema.parse(updated.body)[0]?.quantity).toBe(3);

    const viaPut = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/cart/update',
      payload: { guest_id: guestId, cart_id: line.id, item_id: item.id, quantity: 4 },
    });
    expect(CartSchema.parse(viaPut.body)[0]?.quantity).toBe(4);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v1/customer/cart/remove-item?cart_id=${line.id}&guest_id=${guestId}`,
    });
    expect(removed.status).toBe(200);
    expect(CartSchema.parse(removed.body)).toEqual([]);
  });

  test('the same line twice is refused; carts keep lines of every module with their module id', async () => {
    const { token } = await newCustomer(t);
    const grocery = await findItem(plain);
    const pharmacy = await findItem(
      (i) => i.module_id === 3 && i.stock !== null && i.stock > 10 && i.maximum_cart_quantity === null,
    );
    expect((await add({ token }, { item_id: grocery.id, quantity: 1 }, 1)).status).toBe(200);
    const again = await add({ token }, { item_id: grocery.id, quantity: 1 }, 1);
    expect(again.status).toBe(403);
    expect(errorCodes(again.body)).toEqual(['cart_item']);
    const both = CartSchema.parse((await add({ token }, { item_id: pharmacy.id, quantity: 1 }, 3)).body);
    expect(both.map((l) => l.item.module.id)).toEqual([1, 3]);

    const mismatch = await add({ token }, { item_id: grocery.id, quantity: 5 }, 3);
    expect(mismatch.status).toBe(403);
    expect(errorCodes(mismatch.body)).toEqual(['moduleId']);

    const cleared = await t.request({
      method: 'DELETE',
      url: '/api/v1/customer/cart/remove',
      headers: { ...bearer(token), moduleId: '1' },
    });
    expect(CartSchema.parse(cleared.body).map((l) => l.item.module.id)).toEqual([3]);
    const all = await t.request({ method: 'DELETE', url: '/api/v1/customer/cart/remove', headers: bearer(token) });
    expect(CartSchema.parse(all.body)).toEqual([]);
  });

  test('without a token or guest id the cart answers 403; a forged token 401; an unknown guest 403', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/cart/list' })).status).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/customer/cart/list', headers: bearer('forged') })).status,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/cart/list?guest_id=12345' })).status).toBe(403);
  });
});

describe('ownership', () => {
  test('another customer or guest can neither see nor change the first customer’s cart', async () => {
    const first = await newCustomer(t);
    const second = await newCustomer(t);
    const guestId = await newGuest(t);
    const item = await findItem(plain);
    const cart = CartSchema.parse((await add({ token: first.token }, { item_id: item.id, quantity: 2 }, 1)).body);
    const lineId = cart[0]?.id;

    expect((await list({ token: second.token })).cart).toEqual([]);
    expect((await list({ guestId })).cart).toEqual([]);

    for (const intruder of [{ token: second.token }, { guestId }]) {
      const update = await t.request({
        method: 'POST',
        url: '/api/v1/customer/cart/update',
        headers: intruder.token ? bearer(intruder.token) : {},
        payload: { guest_id: intruder.guestId, cart_id: lineId, item_id: item.id, quantity: 9 },
      });
      expect(update.status).toBe(404);
      expect(JSON.stringify(update.body)).not.toContain(item.name);
      const remove = await t.request({
        method: 'DELETE',
        url: `/api/v1/customer/cart/remove-item?cart_id=${String(lineId)}${intruder.guestId ? `&guest_id=${intruder.guestId}` : ''}`,
        headers: intruder.token ? bearer(intruder.token) : {},
      });
      expect(remove.status).toBe(404);
      await t.request({
        method: 'DELETE',
        url: `/api/v1/customer/cart/remove${intruder.guestId ? `?guest_id=${intruder.guestId}` : ''}`,
        headers: intruder.token ? bearer(intruder.token) : {},
      });
    }

    const after = (await list({ token: first.token })).cart;
    expect(after).toHaveLength(1);
    expect(after[0]?.quantity).toBe(2);
  });

  test('a guest cannot act as another guest without knowing its id, and the first guest’s cart stays intact', async () => {
    const a = await newGuest(t);
    const b = await newGuest(t);
    const item = await findItem(plain);
    const line = CartSchema.parse((await add({ guestId: a }, { item_id: item.id, quantity: 1 }, 1)).body)[0];
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v1/customer/cart/remove-item?cart_id=${String(line?.id)}&guest_id=${b}`,
    });
    expect(res.status).toBe(404);
    expect((await list({ guestId: a })).cart).toHaveLength(1);
  });

  test('logging in with a guest_id moves the guest cart to the customer', async () => {
    const guestId = await newGuest(t);
    const item = await findItem(plain);
    await add({ guestId }, { item_id: item.id, quantity: 2 }, 1);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        login_type: 'manual',
        email_or_phone: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        field_type: 'email',
        guest_id: guestId,
      },
    });
    const token = (login.body as { token: string }).token;
    const cart = (await list({ token })).cart;
    expect(cart.find((l) => l.item.id === item.id)?.quantity).toBe(2);
    expect((await list({ guestId })).cart).toEqual([]);
  });
});

describe('server-side pricing', () => {
  test('the client price is ignored', async () => {
    const guestId = await newGuest(t);
    const item = await findItem(plain);
    const cart = CartSchema.parse((await add({ guestId }, { item_id: item.id, quantity: 1, price: 0.01 }, 1)).body);
    expect(cart[0]?.price).toBe(item.price);
  });

  test('percent and amount discounts are applied', async () => {
    const guestId = await newGuest(t);
    const percent = await findItem(
      (i) =>
        i.module_id === 1 &&
        i.variations === '[]' &&
        i.discount > 0 &&
        i.discount_type === 'percent' &&
        (i.stock ?? 0) > 5 &&
        i.maximum_cart_quantity === null,
    );
    const amount = await findItem(
      (i) =>
        i.module_id === 1 &&
        i.variations === '[]' &&
        i.discount > 0 &&
        i.discount_type === 'amount' &&
        (i.stock ?? 0) > 5 &&
        i.maximum_cart_quantity === null,
    );
    await add({ guestId }, { item_id: percent.id, quantity: 1, price: percent.price }, 1);
    const cart = CartSchema.parse(
      (await add({ guestId }, { item_id: amount.id, quantity: 1, price: amount.price }, 1)).body,
    );
    expect(cart.find((l) => l.item.id === percent.id)?.price).toBeCloseTo(
      percent.price * (1 - percent.discount / 100),
      2,
    );
    expect(cart.find((l) => l.item.id === amount.id)?.price).toBeCloseTo(amount.price - amount.discount, 2);
  });

  test('a running store-wide discount takes priority over the item discount', async () => {
    const guestId = await newGuest(t);
    const item = await findItem(
      (i) =>
        i.food_variations === '[]' &&
        i.variations === '[]' &&
        i.maximum_cart_quantity === null &&
        (i.stock === null || i.stock > 5),
      { storeDiscount: true },
    );
    const store = await t.app.ctx.db
      .selectFrom('stores')
      .select('discount')
      .where('id', '=', item.store_id)
      .executeTakeFirstOrThrow();
    const percent = (JSON.parse(store.discount ?? '{}') as { discount: number }).discount;
    const cart = CartSchema.parse((await add({ guestId }, { item_id: item.id, quantity: 1 }, item.module_id)).body);
    expect(cart[0]?.item.store_discount).toBe(percent);
    expect(cart[0]?.price).toBeCloseTo(item.price * (1 - percent / 100), 2);
  });

  test('food variation options add to the price; add-ons stay separate', async () => {
    const guestId = await newGuest(t);
    const burger = await findItem(
      (i) =>
        i.module_id === 2 &&
        i.food_variations.includes('"Extras"') &&
        i.add_ons !== '[]' &&
        i.discount === 0 &&
        i.maximum_cart_quantity === null,
    );
    const addOnId = json<number[]>(burger.add_ons)[0];
    const res = await add(
      { guestId },
      {
        item_id: burger.id,
        quantity: 2,
        price: 1,
        variation: [
          { name: 'Size', values: { label: ['Large'] } },
          { name: 'Extras', values: { label: ['Cheese Slice', 'Beef Bacon'] } },
        ],
        add_on_ids: [addOnId],
        add_on_qtys: [2],
      },
      2,
    );
    expect(res.status).toBe(200);
    const line = CartSchema.parse(res.body)[0];
    expect(line?.price).toBe(burger.price + 80 + 30 + 60);
    expect(line?.add_on_ids).toEqual([addOnId]);
    expect(line?.add_on_qtys).toEqual([2]);
    expect(line?.variation).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Extras', values: { label: ['Cheese Slice', 'Beef Bacon'] } },
    ]);
  });

  test('older-shape variations use the variation’s own price', async () => {
    const guestId = await newGuest(t);
    const shirt = await findItem(
      (i) =>
        i.module_id === 4 &&
        i.choice_options.includes('"Color"') &&
        i.discount === 0 &&
        json<{ stock: number }[]>(i.variations).some((v) => v.stock >= 2),
    );
    const variation = json<{ type: string; price: number; stock: number }[]>(shirt.variations).find(
      (v) => v.stock >= 2,
    );
    const res = await add(
      { guestId },
      { item_id: shirt.id, quantity: 1, variation: [{ type: variation?.type, price: 1 }] },
      4,
    );
    expect(res.status).toBe(200);
    expect(CartSchema.parse(res.body)[0]?.price).toBe(variation?.price);
  });
});

describe('validation', () => {
  test('422 with field codes for a bad payload, and nothing is stored', async () => {
    const guestId = await newGuest(t);
    const res = await add({ guestId }, { item_id: 'abc', quantity: 0 }, 1);
    expect(res.status).toBe(422);
    expect(errorCodes(res.body).sort()).toEqual(['item_id', 'quantity']);
    expect((await list({ guestId })).cart).toEqual([]);
  });

  test('422 for options the item does not offer and for a missing required variation', async () => {
    const guestId = await newGuest(t);
    const pizza = await findItem(
      (i) => i.module_id === 2 && i.food_variations.includes('"Crust"') && i.maximum_cart_quantity === null,
      { storeDiscount: 'any' },
    );
    const missing = await add(
      { guestId },
      { item_id: pizza.id, quantity: 1, variation: [{ name: 'Crust', values: { label: ['Thin'] } }] },
      2,
    );
    expect(missing.status).toBe(422);
    expect(errorCodes(missing.body)).toEqual(['variation']);
    const unknown = await add(
      { guestId },
      { item_id: pizza.id, quantity: 1, variation: [{ name: 'Size', values: { label: ['Gigantic'] } }] },
      2,
    );
    expect(unknown.status).toBe(422);
    const badAddOn = await add(
      { guestId },
      {
        item_id: pizza.id,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['8 inch'] } }],
        add_on_ids: [999999],
      },
      2,
    );
    expect(badAddOn.status).toBe(422);
    expect(errorCodes(badAddOn.body)).toEqual(['add_on_ids']);
    expect((await list({ guestId })).cart).toEqual([]);
  });

  test('404 for an unknown item', async () => {
    const guestId = await newGuest(t);
    expect((await add({ guestId }, { item_id: 999999, quantity: 1 })).status).toBe(404);
  });

  test('form-encoded bodies are accepted', async () => {
    const guestId = await newGuest(t);
    const item = await findItem(plain);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', moduleId: '1' },
      payload: `guest_id=${guestId}&model=Item&item_id=${item.id}&quantity=1&price=1&variation=[]&add_on_ids=[]&add_on_qtys=[]`,
    });
    expect(res.status).toBe(200);
    expect(CartSchema.parse(res.body)[0]?.price).toBe(item.price);
  });
});

describe('stock and quantity limits', () => {
  test('Out of Stock beyond the stock, counting every line of the item', async () => {
    const guestId = await newGuest(t);
    const scarce = await findItem(
      (i) =>
        i.module_id !== 2 &&
        i.variations === '[]' &&
        i.stock !== null &&
        i.stock >= 2 &&
        i.stock <= 4 &&
        i.maximum_cart_quantity === null,
    );
    const stock = scarce.stock ?? 0;
    const over = await add({ guestId }, { item_id: scarce.id, quantity: stock + 1 }, scarce.module_id);
    expect(over.status).toBe(403);
    expect(over.body).toEqual({ errors: [{ code: 'stock_out', message: 'Out of Stock' }] });
    const ok = CartSchema.parse(
      (await add({ guestId }, { item_id: scarce.id, quantity: stock }, scarce.module_id)).body,
    );
    const update = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      payload: { guest_id: guestId, cart_id: ok[0]?.id, item_id: scarce.id, quantity: stock + 1 },
    });
    expect(update.status).toBe(403);
    expect((await list({ guestId })).cart[0]?.quantity).toBe(stock);
  });

  test('Out of Stock for an item with no stock left', async () => {
    const guestId = await newGuest(t);
    const soldOut = await findItem((i) => i.module_id !== 2 && i.variations === '[]' && i.stock === 0);
    const res = await add({ guestId }, { item_id: soldOut.id, quantity: 1 }, soldOut.module_id);
    expect(res.status).toBe(403);
    expect(errorCodes(res.body)).toEqual(['stock_out']);
  });

  test('Out of Limits beyond maximum_cart_quantity (food and other modules)', async () => {
    const guestId = await newGuest(t);
    const limited = await findItem(
      (i) => i.module_id !== 2 && i.variations === '[]' && i.maximum_cart_quantity !== null && (i.stock ?? 0) > 50,
    );
    const res = await add(
      { guestId },
      { item_id: limited.id, quantity: (limited.maximum_cart_quantity ?? 0) + 1 },
      limited.module_id,
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'cart_limit', message: 'Out of Limits' }] });
    const food = await findItem(
      (i) => i.module_id === 2 && i.food_variations === '[]' && i.maximum_cart_quantity !== null,
    );
    const foodRes = await add({ guestId }, { item_id: food.id, quantity: (food.maximum_cart_quantity ?? 0) + 1 }, 2);
    expect(foodRes.status).toBe(403);
    expect(errorCodes(foodRes.body)).toEqual(['cart_limit']);
    expect((await list({ guestId })).cart).toEqual([]);
  });

  test('a sold-out variation is refused with the variation message', async () => {
    const guestId = await newGuest(t);
    const item = await findItem(
      (i) => i.module_id === 4 && json<{ stock: number }[]>(i.variations).some((v) => v.stock === 0),
    );
    const soldOut = json<{ type: string; stock: number }[]>(item.variations).find((v) => v.stock === 0);
    const res = await add({ guestId }, { item_id: item.id, quantity: 1, variation: [{ type: soldOut?.type }] }, 4);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [
        {
          code: 'variation_stock_out',
          message: 'This variation is out of stock. Choose another variation to proceed further.',
        },
      ],
    });
  });
});
