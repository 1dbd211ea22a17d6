import { CashbackForAmountSchema } from '@storefront/shared/contract/cashback';
import { OrderSchema, PlaceOrderResponseSchema } from '@storefront/shared/contract/order';
import { WalletTransactionsResponseSchema } from '@storefront/shared/contract/wallet';
import { bearer, FIXED_NOW, newCustomer, parse } from './helpers';
import { addToCart, delivery, orderTestApp, place, storeAndItem } from './order-helpers';

// A delivered order earns the best running cashback offer on its amount, credited to the wallet
// once, however many reads come at once; a cancelled one earns nothing.

const t = orderTestApp();
const STEP_MS = 30_000;

async function placedOrder(token: string, quantity: number) {
  const { store, item } = await storeAndItem(t, 1, 1, (i) => i.price >= 100);
  expect((await addToCart(t, { token }, item, quantity)).status).toBe(200);
  const res = await place(t, { token }, item.module_id, delivery(store));
  expect(res.status).toBe(200);
  return Number(parse(PlaceOrderResponseSchema, res.body).order_id);
}

const get = async (token: string, url: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) })).body;
const track = async (token: string, id: number) =>
  parse(OrderSchema, await get(token, `customer/order/track?order_id=${id}`));
const cashbacks = async (token: string) =>
  parse(WalletTransactionsResponseSchema, await get(token, 'customer/wallet/transactions?type=cashback')).data;

test('a delivered order’s cashback is the best running offer on its amount, credited once at delivery', async () => {
  const { token } = await newCustomer(t);
  const id = await placedOrder(token, 8);
  const { order_amount } = await track(token, id);
  const offer = parse(CashbackForAmountSchema, await get(token, `cashback/getCashback?amount=${order_amount}`));
  expect(offer.cashback_amount).toBeGreaterThan(0);

  t.setNow(new Date(FIXED_NOW.getTime() + 2 * STEP_MS + 1000));
  expect((await track(token, id)).order_status).toBe('picked_up');
  expect(await cashbacks(token)).toEqual([]);

  t.setNow(new Date(FIXED_NOW.getTime() + 4 * STEP_MS));
  await Promise.all([
    get(token, 'customer/info'),
    get(token, 'customer/order/list?offset=1&limit=10'),
    get(token, 'customer/wallet/transactions'),
    track(token, id),
    get(token, 'customer/info'),
  ]);
  const credited = await cashbacks(token);
  expect(credited).toEqual([
    expect.objectContaining({ credit: offer.cashback_amount, reference: `cashback:${offer.cashback?.id}` }),
  ]);
  expect((await get(token, 'customer/info')) as { wallet_balance: number }).toMatchObject({
    wallet_balance: offer.cashback_amount,
  });
  expect(await track(token, id)).toMatchObject({ order_status: 'delivered', cashback_amount: offer.cashback_amount });
});

test('a cancelled order earns no cashback; one below every offer’s minimum earns none either', async () => {
  const { token } = await newCustomer(t);
  const canceled = await placedOrder(token, 8);
  const cancel = await t.request({
    method: 'PUT',
    url: '/api/v1/customer/order/cancel',
    headers: bearer(token),
    payload: { order_id: canceled, reason: 'Ordered by mistake' },
  });
  expect(cancel.status).toBe(200);
  const small = await placedOrder(token, 1);
  expect((await track(token, small)).order_amount).toBeLessThan(300);

  t.setNow(new Date(FIXED_NOW.getTime() + 10 * STEP_MS));
  await get(token, 'customer/info');
  expect(await cashbacks(token)).toEqual([]);
  expect(await track(token, small)).toMatchObject({ order_status: 'delivered', cashback_amount: 0 });
});

test("an order's own page, read first after delivery, shows its cashback credited", async () => {
  const { token } = await newCustomer(t);
  const id = await placedOrder(token, 8);
  const { order_amount } = await track(token, id);
  const offer = parse(CashbackForAmountSchema, await get(token, `cashback/getCashback?amount=${order_amount}`));
  t.setNow(new Date(FIXED_NOW.getTime() + 4 * STEP_MS));
  expect(await track(token, id)).toMatchObject({ order_status: 'delivered', cashback_amount: offer.cashback_amount });
  expect(await cashbacks(token)).toHaveLength(1);
});
