import { AddressListResponseSchema, AddressWriteResponseSchema } from '@storefront/shared/contract/address';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { LoyaltyTransactionsResponseSchema, POINT_TRANSFER_MESSAGE } from '@storefront/shared/contract/loyalty';
import { OrderDetailsSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { POLICY_PAGES, PolicyPageSchema } from '@storefront/shared/contract/policy';
import { ReviewReminderSchema } from '@storefront/shared/contract/review';
import { VisitAgainResponseSchema } from '@storefront/shared/contract/store';
import { WalletTransactionsResponseSchema } from '@storefront/shared/contract/wallet';
import { WishlistResponseSchema } from '@storefront/shared/contract/wishlist';
import {
  bearer,
  createTestApp,
  errorCodes,
  newCustomer,
  newGuest,
  type TestApp,
  signInDemo,
  parse,
  errorMessages,
} from './helpers';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signInDemo(t);
});
afterAll(async () => {
  await t.app.close();
});

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, headers: token ? bearer(token) : {}, payload });

describe('policy pages', () => {
  test.each(POLICY_PAGES)('%s answers a JSON string of HTML', async (key) => {
    const res = await call(null, 'GET', `/api/v1/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const html = parse(PolicyPageSchema, res.body);
    expect(html).toMatch(/^<h2>/);
    expect(html.length).toBeGreaterThan(300);
  });
});

describe('addresses', () => {
  const valid = {
    address: 'House 7, Road 11, Banani, Dhaka',
    address_type: 'other',
    address_label: 'Gym',
    contact_person_name: 'Demo Customer',
    contact_person_number: '+8801700000000',
    latitude: '23.7937',
    longitude: '90.4036',
    road: 'Road 11',
    house: '7',
    floor: '2',
  };
  const list = async (token: string) =>
    parse(AddressListResponseSchema, (await call(token, 'GET', '/api/v1/customer/address/list')).body).addresses;

  test('the demo customer has two saved addresses with their zones', async () => {
    const addresses = await list(demo);
    expect(addresses.map((a) => [a.address_type, a.zone_ids])).toEqual([
      ['home', [1]],
      ['office', [2]],
    ]);
  });

  test('add validates with the form’s messages and changes nothing on failure', async () => {
    const me = await newCustomer(t);
    const empty = await call(me.token, 'POST', '/api/v1/customer/address/add', { latitude: 23.79, longitude: 90.4 });
    expect(empty.status).toBe(422);
    expect(errorMessages(empty.body)).toEqual(['Address is required', 'Name is required', 'Phone Number is required']);
    const outside = await call(me.token, 'POST', '/api/v1/customer/address/add', {
      ...valid,
      latitude: 23.733,
      longitude: 90.4172,
    });
    expect(outside.status).toBe(403);
    expect(await list(me.token)).toEqual([]);
    const added = await call(me.token, 'POST', '/api/v1/customer/address/add', valid);
    expect(added.status).toBe(200);
    expect(parse(AddressWriteResponseSchema, added.body)).toEqual({ message: 'Successfully added!', zone_ids: [1] });
    const [address] = await list(me.token);
    expect(address).toMatchObject({ address_type: 'other', address_label: 'Gym', latitude: 23.7937, zone_ids: [1] });
  });

  test('update (PUT or POST with _method) and delete work only on one’s own addresses', async () => {
    const me = await newCustomer(t);
    const other = await newCustomer(t);
    await call(me.token, 'POST', '/api/v1/customer/address/add', valid);
    const [mine] = await list(me.token);
    const id = String(mine?.id);
    const put = await call(me.token, 'PUT', `/api/v1/customer/address/update/${id}`, { ...valid, house: '9' });
    expect(parse(MessageResponseSchema, put.body).message).toBe('Updated successfully.');
    const spoofed = await call(me.token, 'POST', `/api/v1/customer/address/update/${id}`, {
      ...valid,
      house: '9',
      address_type: 'office',
      _method: 'put',
    });
    expect(spoofed.status).toBe(200);
    expect((await list(me.token))[0]).toMatchObject({ house: '9', address_type: 'office' });

    const theirs = await call(other.token, 'PUT', `/api/v1/customer/address/update/${id}`, { ...valid, house: 'X' });
    expect(theirs.status).toBe(404);
    const theirDelete = await call(other.token, 'DELETE', `/api/v1/customer/address/delete?address_id=${id}`);
    expect(theirDelete.status).toBe(404);
    expect(await list(other.token)).toEqual([]);
    expect((await list(me.token))[0]?.house).toBe('9');

    const invalid = await call(me.token, 'PUT', `/api/v1/customer/address/update/${id}`, { ...valid, address: ' ' });
    expect(invalid.status).toBe(422);
    expect((await list(me.token))[0]?.address).toBe(valid.address);

    const del = await call(me.token, 'DELETE', `/api/v1/customer/address/delete?address_id=${id}`);
    expect(del.status).toBe(200);
    expect(await list(me.token)).toEqual([]);
  });

  test('guests have no saved addresses', async () => {
    const guestId = await newGuest(t);
    expect((await call(null, 'GET', `/api/v1/customer/address/list?guest_id=${guestId}`)).status).toBe(401);
  });
});

describe('wishlist', () => {
  test('add, list, refuse duplicates, remove; nobody else sees it', async () => {
    const me = await newCustomer(t);
    const other = await newCustomer(t);
    const add = await call(me.token, 'POST', '/api/v1/customer/wish-list/add?item_id=1');
    expect(parse(MessageResponseSchema, add.body).message).toBe('Added to wishlist');
    expect((await call(me.token, 'POST', '/api/v1/customer/wish-list/add?item_id=1')).status).toBe(403);
    expect((await call(me.token, 'POST', '/api/v1/customer/wish-list/add?store_id=2')).status).toBe(200);
    expect((await call(me.token, 'POST', '/api/v1/customer/wish-list/add?item_id=999999')).status).toBe(404);
    const both = await call(me.token, 'POST', '/api/v1/customer/wish-list/add?item_id=1&store_id=2');
    expect(both.status).toBe(422);
    expect((await call(null, 'POST', '/api/v1/customer/wish-list/add?item_id=2')).status).toBe(401);

    const mine = parse(WishlistResponseSchema, (await call(me.token, 'GET', '/api/v1/customer/wish-list')).body);
    expect(mine.item.map((i) => i.id)).toEqual([1]);
    expect(mine.store.map((s) => s.id)).toEqual([2]);
    const theirs = parse(WishlistResponseSchema, (await call(other.token, 'GET', '/api/v1/customer/wish-list')).body);
    expect(theirs).toEqual({ item: [], store: [] });
    expect((await call(other.token, 'DELETE', '/api/v1/customer/wish-list/remove?item_id=1')).status).toBe(404);

    const removed = await call(me.token, 'DELETE', '/api/v1/customer/wish-list/remove?item_id=1');
    expect(parse(MessageResponseSchema, removed.body).message).toBe('Removed from wishlist');
    const after = parse(WishlistResponseSchema, (await call(me.token, 'GET', '/api/v1/customer/wish-list')).body);
    expect(after.item).toEqual([]);
  });
});

describe('reviews and the review reminder', () => {
  test('the demo customer is reminded of the latest delivered unreviewed order; reviewing it clears it', async () => {
    const reminder = parse(ReviewReminderSchema, (await call(demo, 'GET', '/api/v1/customer/review-reminder')).body);
    expect(reminder?.order_id).not.toBeNull();
    const orderId = Number(reminder?.order_id);
    const lines = parse(
      OrderDetailsSchema,
      (await call(demo, 'GET', `/api/v1/customer/order/details?order_id=${orderId}`)).body,
    );
    const itemId = Number(lines[0]?.item_id);

    const review = (token: string, body: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/items/reviews/submit',
        headers: { ...bearer(token), moduleId: '2' },
        payload: body,
      });
    const stranger = await newCustomer(t);
    expect((await review(stranger.token, { item_id: itemId, order_id: orderId, rating: 5 })).status).toBe(404);
    const bad = await review(demo, { item_id: itemId, order_id: orderId, rating: 6 });
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['rating']);
    expect((await review(demo, { item_id: 1, order_id: orderId, rating: 4 })).status).toBe(403);

    const ok = await review(demo, { item_id: itemId, order_id: orderId, rating: 5, comment: 'Hot and fresh' });
    expect(parse(MessageResponseSchema, ok.body).message).toBe('Review submitted successfully');
    expect((await review(demo, { item_id: itemId, order_id: orderId, rating: 5 })).status).toBe(403);
    const next = parse(ReviewReminderSchema, (await call(demo, 'GET', '/api/v1/customer/review-reminder')).body);
    // The seed gives the demo customer one such order: reviewed, nothing is left to remind of.
    expect(next?.order_id ?? null).toBeNull();
  });

  test('an order not yet delivered cannot be reviewed', async () => {
    const running = await call(demo, 'GET', '/api/v1/customer/order/running-orders?limit=20');
    const order = (running.body as { orders: { id: number; order_status: string }[] }).orders.find(
      (o) => o.order_status === 'pending',
    );
    const lines = (await call(demo, 'GET', `/api/v1/customer/order/details?order_id=${order?.id}`)).body as {
      item_id: number;
    }[];
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/items/reviews/submit',
      headers: { ...bearer(demo), moduleId: '4' },
      payload: { item_id: lines[0]?.item_id, order_id: order?.id, rating: 4 },
    });
    expect(res.status).toBe(403);
  });
});

describe('wallet and loyalty', () => {
  test('seeded history adds up to the balances; points transfer to the wallet', async () => {
    const me = await newCustomer(t);
    const wallet = parse(
      WalletTransactionsResponseSchema,
      (await call(demo, 'GET', '/api/v1/customer/wallet/transactions?offset=1&limit=10')).body,
    );
    expect(wallet.total_size).toBeGreaterThanOrEqual(5);
    expect(wallet.data[0]?.balance).toBe(250);
    const points = parse(
      LoyaltyTransactionsResponseSchema,
      (await call(demo, 'GET', '/api/v1/customer/loyalty-point/transactions?offset=1&limit=2')).body,
    );
    expect(points.data).toHaveLength(2);
    expect(points.data[0]?.balance).toBe(120);

    const transfer = (token: string, point: unknown) =>
      call(token, 'POST', '/api/v1/customer/loyalty-point/point-transfer', { point });
    expect((await transfer(demo, 50)).status).toBe(403);
    expect((await transfer(demo, 500)).status).toBe(403);
    expect((await transfer(demo, 'x')).status).toBe(422);
    expect((await transfer(me.token, 100)).status).toBe(403);
    const ok = await transfer(demo, 100);
    expect(parse(MessageResponseSchema, ok.body).message).toBe(POINT_TRANSFER_MESSAGE);
    const info = parse(CustomerInfoSchema, (await call(demo, 'GET', '/api/v1/customer/info')).body);
    expect(info.loyalty_point).toBe(20);
    expect(info.wallet_balance).toBe(260);
    expect(info.order_count).toBeGreaterThanOrEqual(9);
    const mine = parse(
      WalletTransactionsResponseSchema,
      (await call(me.token, 'GET', '/api/v1/customer/wallet/transactions')).body,
    );
    expect(mine.total_size).toBe(0);
  });

  test('wallet pays an order in full and is refunded on cancel', async () => {
    // Store 24 (grocery, zone 1) is open all day with no minimum order.
    const db = t.app.ctx.db;
    const item = await db
      .selectFrom('items')
      .innerJoin('stores', 'stores.id', 'items.store_id')
      .selectAll('items')
      .where('stores.id', '=', 24)
      .where('items.variations', '=', '[]')
      .where('items.discount', '=', 0)
      .where('items.price', '<', 100)
      .executeTakeFirstOrThrow();
    const me = await newCustomer(t);
    await call(me.token, 'POST', '/api/v1/customer/cart/add', { item_id: item.id, quantity: 1 });
    const payload = {
      store_id: 24,
      order_type: 'delivery',
      payment_method: 'wallet',
      address: 'Gulshan Avenue',
      latitude: 23.7925,
      longitude: 90.4078,
    };
    const broke = await t.request({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers: { ...bearer(me.token), moduleId: '1' },
      payload,
    });
    expect(broke.status).toBe(403);
    const user = await db.selectFrom('users').select('id').where('email', '=', me.email).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ wallet_balance: 1000 }).where('id', '=', user.id).execute();
    const placed = parse(
      PlaceOrderResponseSchema,
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/customer/order/place',
          headers: { ...bearer(me.token), moduleId: '1' },
          payload,
        })
      ).body,
    );
    const balance = async () =>
      parse(CustomerInfoSchema, (await call(me.token, 'GET', '/api/v1/customer/info')).body).wallet_balance;
    expect(await balance()).toBeCloseTo(1000 - Number(placed.total_ammount), 2);
    await call(me.token, 'PUT', '/api/v1/customer/order/cancel', {
      order_id: placed.order_id,
      reason: 'Changed my mind',
    });
    expect(await balance()).toBe(1000);
  });
});

describe('visited stores', () => {
  test('lists the stores the customer ordered from', async () => {
    const stores = parse(VisitAgainResponseSchema, (await call(demo, 'GET', '/api/v1/customer/visit-again')).body);
    expect(stores.length).toBeGreaterThan(0);
    const me = await newCustomer(t);
    expect(parse(VisitAgainResponseSchema, (await call(me.token, 'GET', '/api/v1/customer/visit-again')).body)).toEqual(
      [],
    );
  });
});
