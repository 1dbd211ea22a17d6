import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { customerFixture } from '../../test-fixtures';
import { goToPaymentPage } from '@storefront/shared/ordering';
import { WalletSection } from './WalletSection';

// The browser's navigation to the provider's origin, which jsdom cannot make.
jest.mock('@storefront/shared/ordering', () => ({
  ...jest.requireActual<object>('@storefront/shared/ordering'),
  goToPaymentPage: jest.fn(),
}));

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => {
  appStore.set(tokenAtom, 'token');
  jest.mocked(goToPaymentPage).mockClear();
  jest.mocked(toast.success).mockClear();
});
afterEach(() => appStore.set(tokenAtom, null));

const bonus = {
  id: 2,
  title: 'Flat 30 on 500',
  description: 'Add 500 or more and get a flat 30 bonus.',
  bonus_type: 'amount',
  bonus_amount: 30,
  minimum_add_amount: 500,
  maximum_bonus_amount: 30,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
};

const transaction = (id: number, type: string, credit: number) => ({
  id,
  user_id: 1,
  transaction_id: `t${id}`,
  credit,
  debit: 0,
  admin_bonus: 0,
  balance: 0,
  transaction_type: type,
  reference: null,
  created_at: '2026-01-01T10:00:00.000Z',
});

it('adds funds: checks the amount, posts it, and goes to the provider’s page with nothing credited yet', async () => {
  const calls = fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'GET /customer/info': () => ({ data: customerFixture({ wallet_balance: 250 }) }),
    'GET /customer/wallet/bonuses': () => ({ data: [bonus] }),
    'GET /customer/wallet/transactions': () => ({ data: { total_size: 0, limit: 10, offset: 1, data: [] } }),
    'POST /customer/wallet/add-fund': (_params, body) => ({
      data: {
        message: 'Continue on the payment page to add the money.',
        redirect_link: 'https://pay.example/c/top-up-1',
        reference: 'ref-1',
        amount: (body as { amount: number }).amount,
        bonus: 30,
        wallet_balance: 250,
      },
    }),
  });
  renderPart(<WalletSection />);
  expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$250.00');
  const bonuses = await screen.findByRole('region', { name: 'Wallet bonuses' });
  expect(within(bonuses).getByText(/\$30\.00 bonus on \$500\.00 or more/)).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Add Fund' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add Fund' }));
  expect(await within(form).findByText('The amount field is required.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Amount'), '600');
  expect(within(form).getByText('You get $30.00 bonus with this amount.')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Add Fund' }));

  await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/c/top-up-1'));
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    url: '/customer/wallet/add-fund',
    body: { amount: 600 },
  });
  expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$250.00');
  expect(toast.success).not.toHaveBeenCalled();
});

it('keeps the typed amount and says why when the top-up cannot start', async () => {
  fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'GET /customer/info': () => ({ data: customerFixture() }),
    'GET /customer/wallet/bonuses': () => ({ data: [] }),
    'GET /customer/wallet/transactions': () => ({ data: { total_size: 0, limit: 10, offset: 1, data: [] } }),
    'POST /customer/wallet/add-fund': () => ({
      status: 503,
      data: { errors: [{ code: 'payment_unavailable', message: 'Adding funds online is not available.' }] },
    }),
  });
  renderPart(<WalletSection />);
  const form = await screen.findByRole('form', { name: 'Add Fund' });
  await userEvent.type(within(form).getByLabelText('Amount'), '100');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Fund' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Adding funds online is not available.'));
  expect(within(form).getByLabelText('Amount')).toHaveValue(100);
  expect(goToPaymentPage).not.toHaveBeenCalled();
});

it('back from the provider: confirms the top-up until its webhook is seen, then shows the credited balance', async () => {
  let status = 'open';
  let balance = 250;
  fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'GET /customer/info': () => ({ data: customerFixture({ wallet_balance: balance }) }),
    'GET /customer/wallet/bonuses': () => ({ data: [] }),
    'GET /customer/wallet/transactions': () => ({
      data: {
        total_size: status === 'paid' ? 2 : 0,
        limit: 10,
        offset: 1,
        data: status === 'paid' ? [transaction(3, 'add_fund_bonus', 30), transaction(2, 'add_fund', 600)] : [],
      },
    }),
    'GET /customer/wallet/top-up': (params) => ({
      data: { reference: params.reference, status, amount: 600, bonus: 30 },
    }),
  });
  renderPart(<WalletSection />, { route: '/wallet?top_up=ref-1' });
  const topUp = await screen.findByRole('region', { name: 'Top-up' });
  expect(await within(topUp).findByText('Confirming your top-up')).toBeInTheDocument();
  status = 'paid';
  balance = 880;
  expect(
    await within(topUp).findByText('$600.00 was added to your wallet, with a $30.00 bonus.', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$880.00');
  expect(await screen.findByText('Top-up bonus')).toBeInTheDocument();
});

it('back from the provider’s Cancel: says nothing was added', async () => {
  fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'GET /customer/info': () => ({ data: customerFixture() }),
    'GET /customer/wallet/bonuses': () => ({ data: [] }),
    'GET /customer/wallet/transactions': () => ({ data: { total_size: 0, limit: 10, offset: 1, data: [] } }),
    'GET /customer/wallet/top-up': (params) => ({
      data: { reference: params.reference, status: 'open', amount: 600, bonus: 0 },
    }),
  });
  renderPart(<WalletSection />, { route: '/wallet?top_up=ref-2&payment=left' });
  const topUp = await screen.findByRole('region', { name: 'Top-up' });
  expect(await within(topUp).findByText('Top-up not completed')).toBeInTheDocument();
  expect(within(topUp).getByRole('status')).toHaveTextContent('nothing was added to your wallet');
});

it('offers no top-up when the configuration turns add fund off', async () => {
  fakeApi({
    'GET /config': () => ({ data: configFixture({ add_fund_status: 0 }) }),
    'GET /customer/info': () => ({ data: customerFixture() }),
    'GET /customer/wallet/transactions': () => ({ data: { total_size: 0, limit: 10, offset: 1, data: [] } }),
  });
  renderPart(<WalletSection />);
  expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$250.00');
  expect(screen.queryByRole('form', { name: 'Add Fund' })).not.toBeInTheDocument();
});

it("offers 'Load more' only while the API says more entries exist, and loads them", async () => {
  const all = Array.from({ length: 12 }, (_, i) => transaction(i + 1, 'add_fund', 10 + i));
  fakeApi({
    'GET /config': () => ({ data: configFixture({ add_fund_status: 0 }) }),
    'GET /customer/info': () => ({ data: customerFixture() }),
    'GET /customer/wallet/transactions': (params) => {
      const offset = Number(params.offset);
      return { data: { total_size: 12, limit: 10, offset, data: all.slice((offset - 1) * 10, offset * 10) } };
    },
  });
  renderPart(<WalletSection />);
  const list = await screen.findByRole('list', { name: 'Wallet transactions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it("shows no 'Load more' under a history that is all there", async () => {
  fakeApi({
    'GET /config': () => ({ data: configFixture({ add_fund_status: 0 }) }),
    'GET /customer/info': () => ({ data: customerFixture() }),
    'GET /customer/wallet/transactions': () => ({
      data: {
        total_size: 2,
        limit: 10,
        offset: 1,
        data: [transaction(1, 'add_fund', 50), transaction(2, 'add_fund', 20)],
      },
    }),
  });
  renderPart(<WalletSection />);
  const list = await screen.findByRole('list', { name: 'Wallet transactions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
