import { ConfigSchema } from '@storefront/shared/contract/config';
import { ZoneIdResponseSchema } from '@storefront/shared/contract/zone';
import { createTestApp, errorCodes, paidPrice, type TestApp, type WirePrice } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('zone lookup', () => {
  test('403 when lat or lng is missing', async () => {
    for (const url of [
      '/api/v1/config/get-zone-id',
      '/api/v1/config/get-zone-id?lat=23.79',
      '/api/v1/config/get-zone-id?lng=90.4',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status).toBe(403);
      expect(errorCodes(res.body)).toEqual(['coordinates']);
    }
  });

  test('404 outside every zone', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/config/get-zone-id?lat=23.733&lng=90.4172' });
    expect(res.status).toBe(404);
    expect(errorCodes(res.body)).toEqual(['coordinates']);
  });

  test('zone_id is a JSON array string; overlapping zones are all listed', async () => {
    const one = ZoneIdResponseSchema.parse(
      (await t.request({ method: 'GET', url: '/api/v1/config/get-zone-id?lat=23.7925&lng=90.4078' })).body,
    );
    expect(one.zone_id).toBe('[1]');
    expect(one.zone_data[0]).toMatchObject({ id: 1, cash_on_delivery: true });
    const two = ZoneIdResponseSchema.parse(
      (await t.request({ method: 'GET', url: '/api/v1/config/get-zone-id?lat=23.7794&lng=90.4005' })).body,
    );
    expect(two.zone_id).toBe('[1,2]');
    const uttara = ZoneIdResponseSchema.parse(
      (await t.request({ method: 'GET', url: '/api/v1/config/get-zone-id?lat=23.8703&lng=90.3966' })).body,
    );
    expect(uttara.zone_id).toBe('[3]');
    expect(uttara.zone_data[0]?.cash_on_delivery).toBe(false);
  });
});

describe('module check', () => {
  test('catalogue calls answer 403 without the moduleId header', async () => {
    for (const url of [
      '/api/v1/items/latest',
      '/api/v1/items/popular',
      '/api/v1/items/search?name=x',
      '/api/v1/stores/latest',
      '/api/v1/stores/get-stores/all',
      '/api/v1/brand',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status).toBe(403);
      expect(errorCodes(res.body)).toEqual(['moduleId']);
    }
  });

  test('403 for an unknown module', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/items/latest', headers: { moduleId: '99' } });
    expect(res.status).toBe(403);
  });

  test('banners, categories, customer calls and public calls need no module', async () => {
    for (const url of [
      '/api/v1/banners',
      '/api/v1/categories',
      '/api/v1/config',
      '/api/v1/module',
      '/api/v1/stores/details/1',
    ]) {
      expect((await t.request({ method: 'GET', url })).status).toBe(200);
    }
  });

  test('the zoneid header narrows lists to its zones', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/stores/get-stores/all?limit=50',
      headers: { moduleId: '2', zoneid: '[3]' },
    });
    const stores = (res.body as { stores: { zone_id: number }[] }).stores;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s) => s.zone_id === 3)).toBe(true);
  });
});

describe('search and pagination', () => {
  test('offset is a 1-based page number', async () => {
    const headers = { moduleId: '1' };
    const p1 = (await t.request({ method: 'GET', url: '/api/v1/items/latest?offset=1&limit=5', headers })).body as {
      products: { id: number }[];
      total_size: number;
    };
    const p2 = (await t.request({ method: 'GET', url: '/api/v1/items/latest?offset=2&limit=5', headers })).body as {
      products: { id: number }[];
    };
    expect(p1.products).toHaveLength(5);
    expect(p2.products).toHaveLength(5);
    expect(p1.products.map((p) => p.id)).not.toEqual(expect.arrayContaining(p2.products.map((p) => p.id)));
    expect(p1.total_size).toBeGreaterThan(10);
  });

  test('filters by name, price, rating and category, and sorts', async () => {
    const headers = { moduleId: '2' };
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/items/search?name=burger&min_price=200&max_price=500&filter=["low"]&limit=50',
      headers,
    });
    const body = res.body as { products: (WirePrice & { name: string })[]; total_size: number };
    expect(body.total_size).toBeGreaterThan(0);
    expect(body.products.every((p) => /burger/i.test(p.name) && p.price >= 200 && p.price <= 500)).toBe(true);
    // Sorted by the price paid (after the discount).
    const prices = body.products.map(paidPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rated = (await t.request({ method: 'GET', url: '/api/v1/items/search?rating_count=4.5&limit=50', headers }))
      .body as { products: { avg_rating: number }[] };
    expect(rated.products.every((p) => p.avg_rating >= 4.5)).toBe(true);
    const categories = (await t.request({ method: 'GET', url: '/api/v1/categories', headers })).body as {
      id: number;
      name: string;
    }[];
    const pizza = categories.find((c) => c.name === 'Pizza');
    const inCategory = (
      await t.request({
        method: 'GET',
        url: `/api/v1/items/search?category_ids=[${String(pizza?.id)}]&limit=50`,
        headers,
      })
    ).body as { products: { category_ids: { id: number }[] }[] };
    expect(inCategory.products.length).toBeGreaterThan(0);
    expect(inCategory.products.every((p) => p.category_ids.some((c) => c.id === pizza?.id))).toBe(true);
    const discounted = (
      await t.request({ method: 'GET', url: '/api/v1/items/search?data_type=discounted&limit=50', headers })
    ).body as { products: { discount: number; store_discount: number }[] };
    expect(discounted.products.every((p) => p.discount > 0 || p.store_discount > 0)).toBe(true);
  });

  test('search suggestions list items and stores', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/items/search-suggestion?name=pizza',
      headers: { moduleId: '2' },
    });
    const body = res.body as { items: { name: string }[]; stores: { name: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.stores.map((s) => s.name)).toContain('Pizza Piazza');
  });
});

describe('wire details', () => {
  test('CORS preflight allows local origins and the platform headers', async () => {
    const res = await t.request({
      method: 'OPTIONS',
      url: '/api/v1/items/latest',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'moduleid,zoneid,x-localization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const h of [
      'latitude',
      'longitude',
      'moduleid',
      'zoneid',
      'x-localization',
      'x-software-id',
      'authorization',
      'content-type',
    ]) {
      expect(allowed).toContain(h);
    }
    const foreign = await t.request({
      method: 'GET',
      url: '/api/v1/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('images are generated pictures served by the API as webp', async () => {
    const res = await t.request({ method: 'GET', url: '/images/module/grocery-icon.svg' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(String(res.body)).not.toContain('<svg');
    expect((await t.request({ method: 'GET', url: '/images/item/..%2Fsecret.svg' })).status).toBe(404);
  });

  test('newsletter rejects a bad email with 422', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect((res.body as { errors: { message: string }[] }).errors[0]?.message).toBe('Please insert a valid email');
  });

  test('malformed JSON is a 400 in the errors shape', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(errorCodes(res.body)).toHaveLength(1);
  });
});

describe("the top strip's configured control", () => {
  const config = async () =>
    ConfigSchema.parse((await t.request({ method: 'GET', url: '/api/v1/config' })).body).top_strip_link;

  test('/config carries the seeded link', async () => {
    expect(await config()).toEqual({ label: 'Help line: 09610-000000', url: 'tel:+8809610000000' });
  });

  test('settings without it answer null', async () => {
    const db = t.app.ctx.db;
    const row = await db.selectFrom('settings').select('value').where('key', '=', 'business').executeTakeFirstOrThrow();
    const { top_strip_link: _seeded, ...without } = JSON.parse(row.value) as Record<string, unknown>;
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify(without) })
      .where('key', '=', 'business')
      .execute();
    try {
      expect(await config()).toBeNull();
    } finally {
      await db.updateTable('settings').set({ value: row.value }).where('key', '=', 'business').execute();
    }
  });
});
