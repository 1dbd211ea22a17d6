import { z } from 'zod';
import { GuestIdResponseSchema, LoginResponseSchema } from '@storefront/shared/contract/auth';
import { BannersResponseSchema } from '@storefront/shared/contract/banner';
import { BrandListSchema } from '@storefront/shared/contract/brand';
import { CartSchema } from '@storefront/shared/contract/cart';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { ConfigSchema } from '@storefront/shared/contract/config';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { ApiErrorSchema } from '@storefront/shared/contract/error';
import {
  ItemDetailsSchema,
  ItemListResponseSchema,
  NewArrivalResponseSchema,
  RecommendedItemsResponseSchema,
  SearchSuggestionResponseSchema,
  StoreSearchResponseSchema,
} from '@storefront/shared/contract/item';
import { LandingSchema } from '@storefront/shared/contract/landing';
import {
  DirectionResponseSchema,
  DistanceResponseSchema,
  GeocodeResponseSchema,
  PlaceAutocompleteResponseSchema,
  PlaceDetailsResponseSchema,
} from '@storefront/shared/contract/location';
import { ModuleListSchema } from '@storefront/shared/contract/module';
import { RegistrySchema } from '@storefront/shared/contract/registry';
import { StoreDetailsSchema, StoreListResponseSchema } from '@storefront/shared/contract/store';
import { ZoneIdResponseSchema } from '@storefront/shared/contract/zone';
import { ZoneListSchema } from '@storefront/shared/contract/zone-list';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed';
import { bearer, createTestApp, newGuest, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

function expectParses<T extends z.core.$ZodType>(schema: T, body: unknown): z.output<T> {
  const result = z.safeParse(schema, body);
  if (!result.success)
    throw new Error(`Reply does not match the contract:\n${JSON.stringify(result.error.issues.slice(0, 5), null, 2)}`);
  return result.data;
}

const MODULE_IDS = [1, 2, 3, 4];

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url, headers });
  expect(res.status).toBe(200);
  return res.body;
}

describe('public replies parse with the shared contract', () => {
  test('config', async () => {
    const config = expectParses(ConfigSchema, await get('/api/v1/config'));
    expect(config.guest_checkout_status).toBe(1);
    expect(config.digit_after_decimal_point).toBe(2);
    expect(config.free_delivery_over).toBeGreaterThan(0);
    expect(config.base_urls.store_cover_photo_url).toMatch(/^http:\/\/localhost:4000\/images\//);
  });

  test('module list has the five modules', async () => {
    const modules = expectParses(ModuleListSchema, await get('/api/v1/module'));
    expect(modules.map((m) => [m.id, m.module_type])).toEqual([
      [1, 'grocery'],
      [2, 'food'],
      [3, 'pharmacy'],
      [4, 'ecommerce'],
      [5, 'parcel'],
    ]);
  });

  test('zones, zone lookup and location helpers', async () => {
    const zones = expectParses(ZoneListSchema, await get('/api/v1/zone/list'));
    expect(zones.length).toBeGreaterThanOrEqual(3);
    expect(zones.some((z) => !z.cash_on_delivery)).toBe(true);
    expectParses(ZoneIdResponseSchema, await get('/api/v1/config/get-zone-id?lat=23.7925&lng=90.4078'));
    expectParses(GeocodeResponseSchema, await get('/api/v1/config/geocode-api?lat=23.7925&lng=90.4078'));
    const auto = expectParses(
      PlaceAutocompleteResponseSchema,
      await get('/api/v1/config/place-api-autocomplete?search_text=gulshan'),
    );
    expect(auto.predictions.length).toBeGreaterThan(0);
    const placeId = auto.predictions[0]?.place_id ?? '';
    expectParses(PlaceDetailsResponseSchema, await get(`/api/v1/config/place-api-details?placeid=${placeId}`));
    const distance = expectParses(
      DistanceResponseSchema,
      await get(
        '/api/v1/config/distance-api?origin_lat=23.7925&origin_lng=90.4078&destination_lat=23.7561&destination_lng=90.3746&mode=walking',
      ),
    );
    expect(distance.rows[0]?.elements[0]?.distance.value).toBeGreaterThan(4000);
    const direction = expectParses(
      DirectionResponseSchema,
      await get(
        '/api/v1/config/direction-api?origin_lat=23.7925&origin_lng=90.4078&destination_lat=23.7561&destination_lng=90.3746',
      ),
    );
    expect(direction.routes[0]?.points.length).toBeGreaterThanOrEqual(2);
  });

  test('landing data and newsletter', async () => {
    expectParses(LandingSchema, await get('/api/v1/landing-page'));
    expectParses(LandingSchema, await get('/api/v1/react-landing-page'));
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      payload: { email: 'news@example.test' },
    });
    expect(expectParses(MessageResponseSchema, res.body).message).toBe('Subscribed Successfully');
  });

  test('errors come in the errors shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.status).toBe(404);
    expectParses(ApiErrorSchema, res.body);
  });
});

describe('catalogue replies parse with the shared contract', () => {
  test.each(MODULE_IDS)('item lists of module %i', async (moduleId) => {
    const headers = { moduleId: String(moduleId) };
    for (const path of ['latest', 'popular', 'discounted', 'most-reviewed']) {
      const list = expectParses(ItemListResponseSchema, await get(`/api/v1/items/${path}?offset=1&limit=5`, headers));
      expect(list.products.length).toBeGreaterThan(0);
      expect(list.products.every((p) => p.module_id === moduleId)).toBe(true);
    }
    expectParses(NewArrivalResponseSchema, await get('/api/v1/items/new-arrival?offset=1&limit=5', headers));
    expectParses(
      RecommendedItemsResponseSchema,
      await get('/api/v1/items/recommended?filter=all&offset=1&limit=15', headers),
    );
    const search = expectParses(ItemListResponseSchema, await get('/api/v1/items/search?offset=1&limit=12', headers));
    const first = search.products[0];
    expect(first).toBeDefined();
    expectParses(ItemDetailsSchema, await get(`/api/v1/items/details/${String(first?.id)}`, headers));
    expectParses(ItemDetailsSchema, await get(`/api/v1/items/details/${String(first?.slug)}`, headers));
    expectParses(SearchSuggestionResponseSchema, await get('/api/v1/items/search-suggestion?name=a', headers));
    expectParses(
      StoreSearchResponseSchema,
      await get('/api/v1/items/search?list_type=store&offset=1&limit=12', headers),
    );
  });

  test.each(MODULE_IDS)('store lists and details of module %i', async (moduleId) => {
    const headers = { moduleId: String(moduleId), latitude: '23.7925', longitude: '90.4078' };
    for (const url of [
      '/api/v1/stores/latest?offset=1&limit=12&type=all',
      '/api/v1/stores/popular?offset=1&limit=12&type=all',
      '/api/v1/stores/get-stores/all?offset=1&limit=20&store_type=all',
    ]) {
      const list = expectParses(StoreListResponseSchema, await get(url, headers));
      expect(list.stores.length).toBeGreaterThan(0);
    }
    const list = expectParses(
      StoreListResponseSchema,
      await get('/api/v1/stores/get-stores/all?offset=1&limit=1', headers),
    );
    const store = list.stores[0];
    const details = expectParses(StoreDetailsSchema, await get(`/api/v1/stores/details/${String(store?.slug)}`));
    expect(details.positive_rating).toBeGreaterThanOrEqual(0);
    expect(details.positive_rating).toBeLessThanOrEqual(100);
  });

  test('categories, children, brands and banners', async () => {
    const categories = expectParses(CategoryListSchema, await get('/api/v1/categories', { moduleId: '1' }));
    expect(categories.length).toBeGreaterThan(0);
    const parent = categories.find((c) => (c.childes_count ?? 0) > 0);
    const children = expectParses(CategoryListSchema, await get(`/api/v1/categories/childes/${String(parent?.id)}`));
    expect(children.every((c) => c.parent_id === parent?.id)).toBe(true);
    const brands = expectParses(BrandListSchema, await get('/api/v1/brand', { moduleId: '4' }));
    expect(brands.length).toBeGreaterThan(0);
    for (const moduleId of [1, 2, 3, 4, 5]) {
      const banners = expectParses(BannersResponseSchema, await get('/api/v1/banners', { moduleId: String(moduleId) }));
      expect(banners.banners.length).toBeGreaterThan(0);
    }
    const food = expectParses(BannersResponseSchema, await get('/api/v1/banners', { moduleId: '2' }));
    expect(new Set(food.banners.map((b) => b.type))).toEqual(new Set(['default', 'store_wise', 'item_wise']));
    expect(food.campaigns.length).toBe(1);
  });
});

describe('customer replies parse with the shared contract', () => {
  test('guest id, login, customer info and cart', async () => {
    const guest = await t.request({ method: 'POST', url: '/api/v1/auth/guest/request' });
    expectParses(GuestIdResponseSchema, guest.body);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'manual', email_or_phone: DEMO_EMAIL, password: DEMO_PASSWORD, field_type: 'email' },
    });
    const { token } = expectParses(LoginResponseSchema, login.body);
    expectParses(CustomerInfoSchema, await get('/api/v1/customer/info', bearer(token ?? '')));
    expectParses(CartSchema, await get('/api/v1/customer/cart/list', bearer(token ?? '')));
    const guestId = await newGuest(t);
    expect(expectParses(CartSchema, await get(`/api/v1/customer/cart/list?guest_id=${guestId}`))).toEqual([]);
  });

  test('registry', async () => {
    const registry = expectParses(RegistrySchema, await get('/registry'));
    expect(registry.remotes.map((r) => r.name)).toEqual(['discovery', 'cart_checkout', 'account', 'parcel']);
  });
});
