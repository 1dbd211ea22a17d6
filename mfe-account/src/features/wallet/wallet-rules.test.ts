import type { WalletBonus } from '@storefront/shared/contract/wallet-bonus';
import { addFundEnabled, addFundSchema, bonusFor, bonusText } from './wallet-rules';

const format = (amount: number) => `৳${amount}`;
const percent: WalletBonus = {
  id: 1,
  title: 'Top up 1000, get 5% more',
  description: '',
  bonus_type: 'percentage',
  bonus_amount: 5,
  minimum_add_amount: 1000,
  maximum_bonus_amount: 100,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
};
const flat: WalletBonus = {
  ...percent,
  id: 2,
  bonus_type: 'amount',
  bonus_amount: 30,
  minimum_add_amount: 500,
  maximum_bonus_amount: 30,
};

it('shows add fund only when the wallet and top-ups are both on', () => {
  expect(addFundEnabled(undefined)).toBe(false);
  expect(addFundEnabled({ customer_wallet_status: 1, add_fund_status: 0 })).toBe(false);
  expect(addFundEnabled({ customer_wallet_status: 0, add_fund_status: 1 })).toBe(false);
  expect(addFundEnabled({ customer_wallet_status: 1, add_fund_status: 1 })).toBe(true);
});

it('takes an amount above 0 and at most 100000', () => {
  expect(addFundSchema.safeParse({ amount: '' }).error?.issues[0]?.message).toBe('The amount field is required.');
  expect(addFundSchema.safeParse({ amount: '0' }).error?.issues[0]?.message).toBe('The amount must be greater than 0.');
  expect(addFundSchema.safeParse({ amount: '100001' }).error?.issues[0]?.message).toBe(
    'The amount may not be greater than 100000.',
  );
  expect(addFundSchema.parse({ amount: '250.5' })).toEqual({ amount: 250.5 });
});

it('describes a bonus', () => {
  expect(bonusText(percent, format)).toBe('5% bonus (up to ৳100) on ৳1000 or more');
  expect(bonusText(flat, format)).toBe('৳30 bonus on ৳500 or more');
});

it('gives the best bonus whose minimum the amount reaches, capped', () => {
  expect(bonusFor([percent, flat], 400)).toBe(0);
  expect(bonusFor([percent, flat], 500)).toBe(30);
  expect(bonusFor([percent, flat], 1000)).toBe(50);
  expect(bonusFor([percent, flat], 5000)).toBe(100);
});
