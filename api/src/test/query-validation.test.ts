// Every route reads its query and path parameters through zod: a value out of range or of the wrong
// kind is a 422 naming the field, an absent one keeps the route's default.
import { parseOperators } from '../lib/env';
import { MAX_PAGE } from '../lib/request';
import { bearer, createTestApp, errorCodes, newCustomer, type TestApp } from './helpers';
import { messages, queryChecks, type Reply } from './query-checks';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ env: { operators: parseOperators(undefined, 'test-operator') } });
  token = (await newCustomer(t)).token;
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, moduleId = '1'): Promise<Reply> =>
  t.request({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), moduleId, zoneId: '[1]' } });
const page = (body: unknown) => {
  const { limit, offset } = body as { limit: number; offset: number };
  return { limit, offset };
};

const { expect422, expect200 } = queryChecks(get);

describe('paging of every list', () => {
  test('messages name the field and its bounds in the platform voice', async () => {
    expect(messages((await expect422('/items/latest?limit=abc', ['limit'])).body)).toEqual([
      'The limit must be an integer.',
    ]);
    expect(messages((await expect422('/items/latest?limit=101', ['limit'])).body)).toEqual([
      'The limit must be between 1 and 100.',
    ]);
    expect(messages((await expect422('/items/latest?offset=0', ['offset'])).body)).toEqual([
      `The offset must be between 1 and ${MAX_PAGE}.`,
    ]);
    await expect422('/items/latest?offset=1.5&limit=-1', ['offset', 'limit']);
  });

  test('absent or blank values keep the defaults; the bounds themselves pass', async () => {
    expect(page((await expect200('/items/latest')).body)).toEqual({ limit: 10, offset: 1 });
    expect(page((await expect200('/items/latest?limit=&offset=')).body)).toEqual({ limit: 10, offset: 1 });
    expect(page((await expect200('/items/discounted')).body)).toEqual({ limit: 15, offset: 1 });
    expect(page((await expect200(`/items/latest?limit=100&offset=${MAX_PAGE}`)).body)).toEqual({
      limit: 100,
      offset: MAX_PAGE,
    });
    await expect422(`/items/latest?offset=${MAX_PAGE + 1}`, ['offset']);
  });
});

describe('items', () => {
  test('search, new arrivals, recommended and reviews page through zod', async () => {
    await expect422('/items/search?name=a&limit=0', ['limit'], '2');
    expect(page((await expect200('/items/search?name=a', '2')).body)).toEqual({ limit: 12, offset: 1 });
    await expect422('/items/new-arrival?offset=x', ['offset']);
    expect(page((await expect200('/items/recommended?filter=all')).body)).toEqual({ limit: 15, offset: 1 });
    const first = ((await expect200('/items/latest?limit=1')).body as { products: { id: number }[] }).products[0];
    expect(first).toBeDefined();
    await expect422(`/items/reviews/${String(first?.id)}?limit=1000`, ['limit']);
    expect(page((await expect200(`/items/reviews/${String(first?.id)}`)).body)).toEqual({ limit: 10, offset: 1 });
  });

  test('an item id or slug is a bounded string', async () => {
    await expect422('/items/details/%20', ['id']);
    // Past 100 characters the router itself refuses the path.
    expect((await get(`/items/details/${'x'.repeat(256)}`)).status).toBe(414);
    expect((await get('/items/details/no-such-item')).status).toBe(404);
  });
});

describe('stores', () => {
  test('type and store_type are known values; absent means all', async () => {
    expect(messages((await expect422('/stores/latest?type=vegan', ['type'])).body)).toEqual([
      'The selected type is invalid.',
    ]);
    await expect422('/stores/get-stores/all?store_type=drone', ['store_type']);
    await expect422('/stores/popular?featured=yes', ['featured']);
    await expect422(`/stores/search?name=${'a'.repeat(256)}`, ['name']);
    expect(page((await expect200('/stores/latest')).body)).toEqual({ limit: 12, offset: 1 });
    // The storefront sends 'take away' as take_away; a space is read the same way.
    await expect200('/stores/get-stores/all?store_type=take_away&offset=1&limit=12');
    await expect200('/stores/get-stores/all?store_type=take%20away');
    await expect200('/stores/popular?type=all&featured=1&limit=100');
  });

  test('store paging and ids', async () => {
    await expect422('/stores/top-rated?limit=101', ['limit']);
    await expect422('/stores/popular-items/%20%20', ['id']);
    expect((await get('/stores/details/no-such-store')).status).toBe(404);
  });
});

describe('taxonomy: categories and brands', () => {
  test('numeric ids: non-numeric or out of range is a 422 naming the id', async () => {
    await expect422('/categories/childes/abc', ['id']);
    await expect422('/categories/items/0', ['id']);
    await expect422('/categories/stores/1.5', ['id']);
    await expect422(`/brand/items/${String(Number.MAX_SAFE_INTEGER + 2)}`, ['id']);
    expect((await get('/categories/childes/999999')).status).toBe(404);
  });

  test('category items: type is all, veg or non_veg; paging defaults', async () => {
    await expect422('/categories/items/1?type=fish', ['type']);
    expect(page((await expect200('/categories/items/1')).body)).toEqual({ limit: 10, offset: 1 });
    await expect200('/categories/items/1?type=veg&limit=100&offset=1');
    expect(page((await expect200('/categories/stores/1')).body)).toEqual({ limit: 12, offset: 1 });
    await expect422('/categories/featured/items?limit=200', ['limit']);
  });
});

describe('promotions: flash sales and common conditions', () => {
  test('flash sales page through zod', async () => {
    await expect422('/flash-sales/items?offset=-1', ['offset']);
    await expect200('/flash-sales?limit=2&offset=1');
    await expect422('/flash-sales?limit=abc', ['limit']);
  });

  test('common conditions: a numeric id and a page of 20 by default', async () => {
    await expect422('/common-condition/items/abc', ['id']);
    await expect422('/common-condition/items/1?limit=0', ['limit']);
    const res = await get('/common-condition/items/1?limit=20&offset=1');
    expect([200, 404]).toContain(res.status);
  });
});

describe('orders', () => {
  test('order lists and cancellation reasons page through zod', async () => {
    await expect422('/customer/order/list?limit=1000', ['limit']);
    expect(page((await expect200('/customer/order/running-orders')).body)).toEqual({ limit: 10, offset: 1 });
    await expect200('/customer/order/running-orders?limit=10&offset=1');
    await expect422('/customer/order/cancellation-reasons?offset=0', ['offset']);
    expect(page((await expect200('/customer/order/cancellation-reasons?type=customer')).body)).toEqual({
      limit: 10,
      offset: 1,
    });
    await expect422('/customer/order/parcel-instructions?limit=101', ['limit']);
    await expect200('/customer/order/parcel-instructions?limit=50&offset=1');
  });
});

describe('wallet and loyalty', () => {
  test('transactions page through zod', async () => {
    await expect422('/customer/wallet/transactions?offset=x', ['offset']);
    expect(page((await expect200('/customer/wallet/transactions')).body)).toEqual({ limit: 10, offset: 1 });
    await expect422('/customer/loyalty-point/transactions?limit=0', ['limit']);
    await expect200('/customer/loyalty-point/transactions?limit=10&offset=1');
  });
});

describe('messages', () => {
  test('conversations page through zod', async () => {
    await expect422('/customer/message/list?limit=101', ['limit']);
    expect(page((await expect200('/customer/message/list')).body)).toEqual({ limit: 10, offset: 1 });
    await expect200('/customer/message/list?limit=10&offset=1');
  });
});

describe('coupons', () => {
  test('a coupon is applied by code; a bad store id is a 422 naming it', async () => {
    await expect422('/coupon/apply', ['code']);
    await expect422('/coupon/apply?code=X&store_id=abc', ['store_id']);
  });
});

describe('account', () => {
  test('an address id is numeric', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/address/update/abc',
      headers: bearer(token),
      payload: {},
    });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['id']);
    const missing = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/address/update/999999',
      headers: bearer(token),
      payload: {},
    });
    expect(missing.status).toBe(404);
  });
});

describe('registry', () => {
  test('history limit is 1..500', async () => {
    const call = (url: string) => t.request({ method: 'GET', url, headers: bearer('test-operator') });
    const bad = await call('/registry/history?limit=501');
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['limit']);
    expect((await call('/registry/history?limit=500')).status).toBe(200);
    expect((await call('/registry/history')).status).toBe(200);
  });
});
