import { z } from 'zod';
import { BannerSchema } from '@storefront/shared/contract/banner';
import { CashbackForAmountSchema } from '@storefront/shared/contract/cashback';
import { CategoryListSchema, FeaturedCategoryItemsResponseSchema } from '@storefront/shared/contract/category';
import { CombinedDataSchema } from '@storefront/shared/contract/combined-data';
import {
  ItemArraySchema,
  ItemListResponseSchema,
  ItemOrStoreSearchResponseSchema,
  SuggestedItemsResponseSchema,
} from '@storefront/shared/contract/item';
import { ParcelInstructionsResponseSchema } from '@storefront/shared/contract/parcel';
import {
  ItemRatingSchema,
  ItemReviewListResponseSchema,
  StoreReviewListSchema,
} from '@storefront/shared/contract/review';
import { StoreListResponseSchema } from '@storefront/shared/contract/store';
import { bearer, createTestApp, newCustomer, type TestApp, signInDemo, parse } from './helpers';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signInDemo(t);
});
afterAll(async () => {
  await t.app.close();
});

const M1 = { moduleid: '1' };
async function get(url: string, headers: Record<string, string> = M1, status = 200) {
  const res = await t.request({ method: 'GET', url, headers });
  expect(res.status).toBe(status);
  return res.body;
}

/** The demo customer's reviewed item (seeded with two reviews on their first order). */
async function reviewedItem() {
  const r = await t.app.ctx.db
    .selectFrom('reviews')
    .innerJoin('items', 'items.id', 'reviews.item_id')
    .select(['items.id', 'items.module_id', 'items.store_id'])
    .orderBy('reviews.id')
    .executeTakeFirstOrThrow();
  return r;
}

describe('item lists', () => {
  test('reviews and rating of an item', async () => {
    const item = await reviewedItem();
    const h = { moduleid: String(item.module_id) };
    const reviews = parse(
      ItemReviewListResponseSchema,
      await get(`/api/v1/items/reviews/${item.id}?limit=5&offset=1`, h),
    );
    expect(reviews.total_size).toBeGreaterThan(0);
    expect(reviews.reviews[0]?.customer_name).toBe('Demo C');
    const rating = parse(ItemRatingSchema, await get(`/api/v1/items/rating/${item.id}`, h));
    expect(rating.review_count).toBe(reviews.total_size);
    expect(rating.rating.reduce((a, b) => a + b, 0)).toBe(rating.review_count);
    await get('/api/v1/items/reviews/999999', h, 404);
    await get(`/api/v1/items/reviews/${item.id}`, {}, 403);
  });

  test('related items share the category; related store items the store; never the item itself', async () => {
    const item = await t.app.ctx.db
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const related = parse(ItemArraySchema, await get(`/api/v1/items/related-items/${item.id}`));
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((i) => i.id !== item.id && i.category_ids.some((c) => c.id === item.category_id))).toBe(true);
    const same = parse(ItemArraySchema, await get(`/api/v1/items/related-store-items/${item.id}`));
    expect(same.every((i) => i.id !== item.id && i.store_id === item.store_id)).toBe(true);
    await get(`/api/v1/items/related-items/${item.id}`, { moduleid: '2' }, 404);
  });

  test('suggested items: recommended for guests, from interests for customers; customer/suggested-items needs a token', async () => {
    const anon = parse(SuggestedItemsResponseSchema, await get('/api/v1/items/suggested'));
    expect(anon.items.length).toBeGreaterThan(0);
    const c = await newCustomer(t);
    const fruits = (
      await t.app.ctx.db
        .selectFrom('categories')
        .select('id')
        .where('module_id', '=', 1)
        .where('parent_id', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-interest',
      headers: bearer(c.token),
      payload: { interest: [fruits] },
    });
    const mine = parse(
      SuggestedItemsResponseSchema,
      await get('/api/v1/customer/suggested-items', { ...M1, ...bearer(c.token) }),
    );
    expect(mine.items.every((i) => i.category_ids.some((x) => x.id === fruits))).toBe(true);
    await get('/api/v1/customer/suggested-items', M1, 401);
  });

  test('set menu, basic, get-products, item-or-store-search', async () => {
    const sets = parse(ItemArraySchema, await get('/api/v1/items/set-menu', { moduleid: '2' }));
    expect(sets.length).toBeGreaterThan(0);
    expect(sets.every((i) => i.module_type === 'food')).toBe(true);
    const basic = parse(ItemListResponseSchema, await get('/api/v1/items/basic?limit=5&offset=2'));
    expect(basic.products).toHaveLength(5);
    const picked = parse(
      ItemListResponseSchema,
      await get(
        `/api/v1/items/get-products?ids=[${basic.products
          .map((p) => p.id)
          .slice(0, 2)
          .join(',')}]`,
      ),
    );
    expect(picked.products.map((p) => p.id).sort()).toEqual(
      basic.products
        .map((p) => p.id)
        .slice(0, 2)
        .sort(),
    );
    const both = parse(ItemOrStoreSearchResponseSchema, await get('/api/v1/items/item-or-store-search?name=fresh'));
    expect(both.items.length + both.stores.length).toBeGreaterThan(0);
    expect(parse(ItemOrStoreSearchResponseSchema, await get('/api/v1/items/item-or-store-search'))).toEqual({
      items: [],
      stores: [],
    });
  });
});

describe('store lists', () => {
  test('popular items of a store, store reviews and searches', async () => {
    const item = await reviewedItem();
    const h = { moduleid: String(item.module_id) };
    const popular = parse(ItemListResponseSchema, await get(`/api/v1/stores/popular-items/${item.store_id}`, h));
    expect(popular.products.every((p) => p.store_id === item.store_id)).toBe(true);
    const reviews = parse(StoreReviewListSchema, await get(`/api/v1/stores/reviews?store_id=${item.store_id}`, h));
    expect(reviews.length).toBeGreaterThan(0);
    await get('/api/v1/stores/reviews', h, 404);
    const found = parse(StoreListResponseSchema, await get('/api/v1/stores/search?name=fresh'));
    expect(found.stores.every((s) => s.name.toLowerCase().includes('fresh'))).toBe(true);
    expect(found.total_size).toBeGreaterThan(0);
  });

  test('recommended, top offers near me, get-data by ids', async () => {
    const rec = parse(StoreListResponseSchema, await get('/api/v1/stores/recommended'));
    expect(rec.stores.length).toBeGreaterThan(0);
    const offers = parse(
      StoreListResponseSchema,
      await get('/api/v1/stores/top-offer-near-me', { ...M1, latitude: '23.7925', longitude: '90.4078' }),
    );
    expect(offers.stores.every((s) => s.discount || s.free_delivery)).toBe(true);
    const ids = rec.stores.slice(0, 2).map((s) => s.id);
    const data = parse(StoreListResponseSchema, await get(`/api/v1/stores/get-data?store_ids=[${ids.join(',')}]`));
    expect(data.stores.map((s) => s.id).sort()).toEqual([...ids].sort());
  });
});

describe('categories, brands, banners, combined data', () => {
  test('category items (paged and all), stores, featured items, popular', async () => {
    const parent = await t.app.ctx.db
      .selectFrom('categories')
      .selectAll()
      .where('module_id', '=', 1)
      .where('parent_id', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = parse(
      ItemListResponseSchema,
      await get(`/api/v1/categories/items/${parent.id}?limit=3&offset=1&type=all`, {}),
    );
    expect(page.products).toHaveLength(3);
    const all = parse(ItemListResponseSchema, await get(`/api/v1/categories/items/${parent.id}/all`, {}));
    expect(all.products).toHaveLength(page.total_size);
    const stores = parse(StoreListResponseSchema, await get(`/api/v1/categories/stores/${parent.id}`, {}));
    expect(stores.total_size).toBeGreaterThan(0);
    await get('/api/v1/categories/items/999999', {}, 404);
    parse(FeaturedCategoryItemsResponseSchema, await get('/api/v1/categories/featured/items'));
    const popular = parse(CategoryListSchema, await get('/api/v1/categories/popular'));
    expect(popular.every((c) => c.parent_id === 0 && c.module_id === 1)).toBe(true);
  });

  test('brand items and store banners', async () => {
    const brand = await t.app.ctx.db
      .selectFrom('brands')
      .selectAll()
      .where('module_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const items = parse(ItemListResponseSchema, await get(`/api/v1/brand/items/${brand.id}`));
    expect(items.products.every((i) => i.brand_id === brand.id)).toBe(true);
    await get('/api/v1/brand/items/999', M1, 404);
    const banner = await t.app.ctx.db
      .selectFrom('banners')
      .selectAll()
      .where('type', '=', 'store_wise')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const banners = parse(z.array(BannerSchema), await get(`/api/v1/banners/${banner.data}`, {}));
    expect(banners.map((b) => b.id)).toContain(banner.id);
  });

  test('get-combined-data answers the home sections in one reply', async () => {
    const data = parse(CombinedDataSchema, await get('/api/v1/get-combined-data', { ...M1, zoneid: '[1]' }));
    expect(data.banners.banners.length).toBeGreaterThan(0);
    expect(data.popular_items.length).toBeGreaterThan(0);
    await get('/api/v1/get-combined-data', {}, 403);
  });

  test('parcel instructions', async () => {
    const list = parse(ParcelInstructionsResponseSchema, await get('/api/v1/customer/order/parcel-instructions', {}));
    expect(list.data.length).toBeGreaterThan(0);
  });
});

describe('cashback', () => {
  test('getCashback picks the offer that gives the most', async () => {
    const small = parse(CashbackForAmountSchema, await get('/api/v1/cashback/getCashback?amount=600', bearer(demo)));
    expect(small.cashback?.title).toBe('Weekend cashback');
    expect(small.cashback_amount).toBe(30);
    const large = parse(CashbackForAmountSchema, await get('/api/v1/cashback/getCashback?amount=1000', bearer(demo)));
    expect(large.cashback_amount).toBe(50);
    const none = parse(CashbackForAmountSchema, await get('/api/v1/cashback/getCashback?amount=100', bearer(demo)));
    expect(none).toEqual({ cashback: null, cashback_amount: 0 });
    await get('/api/v1/cashback/getCashback?amount=100', {}, 401);
    await get('/api/v1/cashback/getCashback', bearer(demo), 422);
  });
});
