import {
  AddFundResponseSchema,
  TopUpStateSchema,
  WalletTransactionsResponseSchema,
} from '@storefront/shared/contract/wallet';
import { WalletBonusListSchema } from '@storefront/shared/contract/wallet-bonus';
import { DECLINED_CARD, PAYING_CARD } from '../stand-ins/stripe-api';
import { bearer, errorCodes, newCustomer, parse } from './helpers';
import { orderTestApp } from './order-helpers';
import { payOnPage } from './payment-helpers';

// A wallet top-up is paid on the provider's page; the wallet and its bonus are credited only on the
// provider's signed webhook, once.

const t = orderTestApp();

const get = async (url: string, token: string) =>
  (await t.request({ method: 'GET', url, headers: bearer(token) })).body;
const addFund = (token: string, amount: unknown) =>
  t.request({ method: 'POST', url: '/api/v1/customer/wallet/add-fund', headers: bearer(token), payload: { amount } });
const balanceOf = async (token: string) => (await get('/api/v1/customer/info', token)) as { wallet_balance: number };
const history = async (token: string) =>
  parse(WalletTransactionsResponseSchema, await get('/api/v1/customer/wallet/transactions', token));
const stateOf = async (token: string, reference: string) =>
  parse(TopUpStateSchema, await get(`/api/v1/customer/wallet/top-up?reference=${reference}`, token));

test('a top-up makes a page for its amount and credits nothing until the webhook says it is paid', async () => {
  const { token } = await newCustomer(t);
  const bonuses = parse(WalletBonusListSchema, await get('/api/v1/customer/wallet/bonuses', token));
  expect(bonuses.map((b) => b.id)).toEqual([1, 2]);

  const started = parse(AddFundResponseSchema, (await addFund(token, 1000)).body);
  expect([started.amount, started.bonus, started.wallet_balance]).toEqual([1000, 50, 0]);
  expect(started.redirect_link).toMatch(/\/pay\/cs_test_/);
  const reference = started.reference!;
  expect(await stateOf(token, reference)).toEqual({ reference, status: 'open', amount: 1000, bonus: 50 });
  expect((await balanceOf(token)).wallet_balance).toBe(0);
  expect((await history(token)).total_size).toBe(0);

  expect(await (await payOnPage(started.redirect_link!, DECLINED_CARD)).text()).toContain('Your card was declined.');
  expect((await balanceOf(token)).wallet_balance).toBe(0);

  expect((await payOnPage(started.redirect_link!, PAYING_CARD)).headers.get('location')).toBe(
    `http://localhost:3000/wallet?top_up=${reference}`,
  );
  expect((await stateOf(token, reference)).status).toBe('paid');
  expect((await balanceOf(token)).wallet_balance).toBe(1050);
  expect((await history(token)).data.map((d) => [d.transaction_type, d.credit]).sort()).toEqual([
    ['add_fund', 1000],
    ['add_fund_bonus', 50],
  ]);
});

test('a replayed paid event credits nothing more', async () => {
  const { token } = await newCustomer(t);
  const started = parse(AddFundResponseSchema, (await addFund(token, 300)).body);
  await payOnPage(started.redirect_link!, PAYING_CARD);
  const event = t.standIn.sent.at(-1)!;
  const { port } = t.app.server.address() as { port: number };
  const replay = await fetch(`http://127.0.0.1:${port}/api/v1/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  expect(await replay.json()).toEqual({ received: true, outcome: 'replayed' });
  expect((await balanceOf(token)).wallet_balance).toBe(300);
});

test('a top-up is read by its own customer only; a bad amount makes no page', async () => {
  const me = await newCustomer(t);
  const other = await newCustomer(t);
  const started = parse(AddFundResponseSchema, (await addFund(me.token, 200)).body);
  const foreign = await t.request({
    method: 'GET',
    url: `/api/v1/customer/wallet/top-up?reference=${started.reference}`,
    headers: bearer(other.token),
  });
  expect(foreign.status).toBe(404);
  const sessions = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('payment_sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n,
    );
  const before = await sessions();
  for (const amount of [undefined, -5, 'abc', 100001]) {
    const res = await addFund(me.token, amount);
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['amount']);
  }
  expect(await sessions()).toBe(before);
  expect(
    (await t.request({ method: 'POST', url: '/api/v1/customer/wallet/add-fund', payload: { amount: 5 } })).status,
  ).toBe(401);
  const long = await t.request({
    method: 'GET',
    url: `/api/v1/customer/wallet/top-up?reference=${'x'.repeat(65)}`,
    headers: bearer(me.token),
  });
  expect(long.status).toBe(422);
});
