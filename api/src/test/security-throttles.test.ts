// Requests anyone can repeat cheaply but that cost the API: new guest ids per address, and the bill
// (the quote) per client and per address.
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit-settings';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from './helpers';
import { delivery, storeAndItem } from './order-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      rateLimits: {
        perAddress: { ...TEST_RATE_LIMITS.perAddress, guest: 3, quote: 5 },
        perAccount: { ...DEFAULT_RATE_LIMITS.perAccount, quote: 2 },
      },
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

const askGuest = () => t.request({ method: 'POST', url: '/api/v1/auth/guest/request' });

describe('security: throttles', () => {
  test('one address makes a bounded number of guest ids', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await askGuest()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test('the quote: bounded per client (a guest id is one), and per address past that', async () => {
    const { store, item } = await storeAndItem(t, 1, 1);
    // The guest ids come from the app's own database: the address limit above is spent.
    const guests = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const id = 9_000_000 + n;
        await t.app.ctx.db
          .insertInto('guests')
          .values({ id, fcm_token: null, created_at: new Date().toISOString() })
          .execute();
        return id;
      }),
    );
    const quote = (guestId: number) =>
      t.request({
        method: 'POST',
        url: '/api/v1/customer/order/quote',
        headers: { moduleId: '1' },
        payload: {
          ...delivery(store),
          guest_id: guestId,
          is_buy_now: 1,
          cart: [{ item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }],
        },
      });
    const [first, second, third] = guests as [number, number, number];
    const statuses = [];
    for (const guest of [first, first, first, second, second, third]) statuses.push((await quote(guest)).status);
    // Two per client, then the client waits; the address's fifth and sixth are past its own bound.
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
  });
});
