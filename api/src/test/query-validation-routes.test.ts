// The query values routes used to read by hand, now through zod: a malformed value is a 422 naming
// the field, an absent (or blank) one keeps the route's default.
import { bearer, createTestApp, errorCodes, newCustomer, signInDemo, type TestApp } from './helpers';
import { messages, queryChecks, type Reply } from './query-checks';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await newCustomer(t)).token;
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, moduleId = '1', as = token): Promise<Reply> =>
  t.request({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(as), moduleId, zoneId: '[1]' } });
const totalOf = (body: unknown) => (body as { total_size: number }).total_size;

const { expect422, expect200 } = queryChecks(get);

describe('orders', () => {
  test('cancellation reasons: type is a user type or all; absent lists every reason', async () => {
    expect(messages((await expect422('/customer/order/cancellation-reasons?type=robot', ['type'])).body)).toEqual([
      'The selected type is invalid.',
    ]);
    const every = totalOf((await expect200('/customer/order/cancellation-reasons?limit=100')).body);
    const customer = totalOf((await expect200('/customer/order/cancellation-reasons?type=customer')).body);
    expect(customer).toBeGreaterThan(0);
    expect(every).toBeGreaterThan(customer);
    expect(totalOf((await expect200('/customer/order/cancellation-reasons?type=all')).body)).toBe(every);
    expect(totalOf((await expect200('/customer/order/cancellation-reasons?type=')).body)).toBe(every);
    await expect200('/customer/order/cancellation-reasons?type=deliveryman');
    await expect200('/customer/order/cancellation-reasons?type=store');
  });

  test('track: contact_number is a bounded string; a signed-in customer needs none', async () => {
    const demo = await signInDemo(t);
    const list = await get('/customer/order/list?limit=1', '1', demo);
    const orderId = (list.body as { orders: { id: number }[] }).orders[0]?.id;
    expect(orderId).toBeDefined();
    const track = (query: string) => get(`/customer/order/track?order_id=${String(orderId)}${query}`, '1', demo);
    const long = await track(`&contact_number=${'1'.repeat(256)}`);
    expect(long.status).toBe(422);
    expect(errorCodes(long.body)).toEqual(['contact_number']);
    expect(messages(long.body)).toEqual(['The contact number may not be greater than 255 characters.']);
    const repeated = await track('&contact_number=1&contact_number=2');
    expect(repeated.status).toBe(422);
    expect(errorCodes(repeated.body)).toEqual(['contact_number']);
    expect((await track('')).status).toBe(200);
    expect((await track('&contact_number=')).status).toBe(200);
  });
});

describe('promotions', () => {
  test('flash sale items: flash_sale_id is a positive id; absent reads the running sale', async () => {
    expect(messages((await expect422('/flash-sales/items?flash_sale_id=abc', ['flash_sale_id'])).body)).toEqual([
      'The flash sale id must be an integer.',
    ]);
    await expect422('/flash-sales/items?flash_sale_id=1.5', ['flash_sale_id']);
    await expect422('/flash-sales/items?flash_sale_id=-2&limit=0', ['limit', 'flash_sale_id']);
    const running = await get('/flash-sales/items');
    const blank = await get('/flash-sales/items?flash_sale_id=');
    expect(blank.status).toBe(running.status);
    expect(blank.body).toEqual(running.body);
    if (running.status === 200) {
      const id = (running.body as { flash_sale: { id: number } }).flash_sale.id;
      expect((await expect200(`/flash-sales/items?flash_sale_id=${String(id)}`)).body).toEqual(running.body);
    }
    expect((await get('/flash-sales/items?flash_sale_id=999999')).status).toBe(404);
  });

  test('common-condition items: condition_id is a positive id; absent reads every condition', async () => {
    await expect422('/items/common-conditions?condition_id=abc', ['condition_id']);
    await expect422('/items/common-conditions?condition_id=0', ['condition_id']);
    const every = totalOf((await expect200('/items/common-conditions?limit=100')).body);
    expect(totalOf((await expect200('/items/common-conditions?condition_id=')).body)).toBe(every);
    expect(totalOf((await expect200('/items/common-conditions?condition_id=1')).body)).toBeLessThanOrEqual(every);
  });
});

describe('messages', () => {
  test('search-list: name is a bounded string, trimmed; blank lists every conversation', async () => {
    await expect422(`/customer/message/search-list?name=${'a'.repeat(256)}`, ['name']);
    await expect422('/customer/message/search-list?name=a&name=b', ['name']);
    const every = totalOf((await expect200('/customer/message/list')).body);
    expect(totalOf((await expect200('/customer/message/search-list?name=%20%20')).body)).toBe(every);
    expect(totalOf((await expect200('/customer/message/search-list')).body)).toBe(every);
  });

  test('details: conversation_id and the receiver ids are ids, receiver_type a known type', async () => {
    expect(
      messages((await expect422('/customer/message/details?conversation_id=abc', ['conversation_id'])).body),
    ).toEqual(['The conversation id must be an integer.']);
    await expect422('/customer/message/details?conversation_id=0', ['conversation_id']);
    await expect422('/customer/message/details?vendor_id=x', ['vendor_id']);
    await expect422('/customer/message/details?delivery_man_id=-1', ['delivery_man_id']);
    await expect422('/customer/message/details?receiver_type=robot&receiver_id=1', ['receiver_type']);
    expect((await get('/customer/message/details?conversation_id=999999')).status).toBe(404);
    // Neither a conversation nor a receiver: the conversation is required, as before.
    await expect422('/customer/message/details', ['conversation_id']);
    await expect422('/customer/message/details?conversation_id=&vendor_id=', ['conversation_id']);
    const empty = (await expect200('/customer/message/details?vendor_id=1&limit=25&offset=1')).body;
    expect(empty).toMatchObject({ conversation: null, limit: 25, offset: 1 });
    await expect200('/customer/message/details?admin_id=0');
    await expect200('/customer/message/details?receiver_type=delivery_man&receiver_id=1');
  });
});

describe('taxonomy', () => {
  test('category items: sort_by is popular, price_low or price_high; absent is popular', async () => {
    expect(messages((await expect422('/categories/items/1?sort_by=cheapest', ['sort_by'])).body)).toEqual([
      'The selected sort by is invalid.',
    ]);
    const popular = (await expect200('/categories/items/1')).body;
    expect((await expect200('/categories/items/1?sort_by=popular')).body).toEqual(popular);
    expect((await expect200('/categories/items/1?sort_by=')).body).toEqual(popular);
    await expect200('/categories/items/1?sort_by=price_low');
    await expect200('/categories/items/1/all?sort_by=price_high');
    await expect422('/categories/items/1/all?sort_by=high', ['sort_by']);
  });

  test('brand items: category_ids in any list form; junk in it is a 422', async () => {
    let brand: { id: number; module: string } | undefined;
    for (const module of ['1', '2', '3', '4', '5']) {
      const res = await get('/brand', module);
      const id = res.status === 200 ? (res.body as { id: number }[])[0]?.id : undefined;
      if (id !== undefined) {
        brand = { id, module };
        break;
      }
    }
    expect(brand).toBeDefined();
    const url = (query: string) => `/brand/items/${String(brand?.id)}${query}`;
    const module = brand?.module ?? '1';
    for (const junk of ['abc', '%5B1%2Cx%5D', '%5B', '1%2Cx', '0']) {
      expect(messages((await expect422(url(`?category_ids=${junk}`), ['category_ids'], module)).body)).toEqual([
        'The category ids must be a list of integers.',
      ]);
    }
    const every = (await expect200(url(''), module)).body;
    expect((await expect200(url('?category_ids='), module)).body).toEqual(every);
    expect((await expect200(url('?category_ids=%5B%5D'), module)).body).toEqual(every);
    await expect200(url('?category_ids=%5B1%2C2%5D'), module);
    await expect200(url('?category_ids=1%2C2'), module);
    await expect200(url('?category_ids=1&category_ids=2'), module);
  });
});

describe('wallet', () => {
  test('transactions: type is a transaction type or all; absent lists every one', async () => {
    expect(messages((await expect422('/customer/wallet/transactions?type=gift', ['type'])).body)).toEqual([
      'The selected type is invalid.',
    ]);
    const demo = await signInDemo(t);
    const total = async (query: string) => {
      const res = await get(`/customer/wallet/transactions${query}`, '1', demo);
      expect(res.status).toBe(200);
      return totalOf(res.body);
    };
    const every = await total('');
    expect(every).toBeGreaterThan(1);
    expect(await total('?type=all')).toBe(every);
    expect(await total('?type=')).toBe(every);
    const funds = await total('?type=add_fund');
    expect(funds).toBeGreaterThan(0);
    expect(funds).toBeLessThan(every);
    await total('?type=order_refund');
  });
});

describe('stores', () => {
  test('reviews: store_id is a bounded id or slug; absent is "Store not found."', async () => {
    await expect422(`/stores/reviews?store_id=${'x'.repeat(101)}`, ['store_id']);
    await expect422('/stores/reviews?store_id=1&store_id=2', ['store_id']);
    const absent = await get('/stores/reviews');
    expect(absent.status).toBe(404);
    expect(errorCodes(absent.body)).toEqual(['store_id']);
    expect(messages(absent.body)).toEqual(['Store not found.']);
    expect((await get('/stores/reviews?store_id=')).status).toBe(404);
    expect((await get('/stores/reviews?store_id=no-such-store')).status).toBe(404);
    await expect200('/stores/reviews?store_id=1');
  });

  test('store lists: category_ids and store_ids are id lists; junk is a 422', async () => {
    await expect422('/stores/latest?category_ids=abc', ['category_ids']);
    await expect422('/stores/get-stores/all?category_id=%5Bx%5D', ['category_id']);
    await expect422('/stores/get-data?store_ids=1%2Cx', ['store_ids']);
    const every = totalOf((await expect200('/stores/latest')).body);
    expect(totalOf((await expect200('/stores/latest?category_ids=')).body)).toBe(every);
    await expect200('/stores/latest?category_ids=%5B1%5D');
    const picked = await expect200('/stores/get-data?store_ids=%5B1%2C2%5D');
    expect(totalOf(picked.body)).toBeLessThanOrEqual(2);
    await expect200('/stores/get-data?ids=1%2C2');
  });
});
