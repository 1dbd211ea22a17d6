import { dependsOnConfig, sectionEnabled, sectionOf } from './sections';

it('reads the section from ?page, profile settings by default', () => {
  expect(sectionOf('my-orders')).toBe('my-orders');
  expect(sectionOf('inbox')).toBe('inbox');
  expect(sectionOf('addresses')).toBe('addresses');
  expect(sectionOf('notifications')).toBe('notifications');
  expect(sectionOf(null)).toBe('profile-settings');
  expect(sectionOf('nonsense')).toBe('profile-settings');
});

it('hides wallet, loyalty points and referral code when the configuration turns them off', () => {
  const on = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };
  const off = { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 };
  for (const page of ['wallet', 'loyalty-points', 'referral-code'] as const) {
    expect(sectionEnabled(page, on)).toBe(true);
    expect(sectionEnabled(page, off)).toBe(false);
  }
  expect(sectionEnabled('coupons', off)).toBe(true);
});

it('waits for the configuration only for the sections it can turn off', () => {
  expect(dependsOnConfig('wallet')).toBe(true);
  expect(dependsOnConfig('loyalty-points')).toBe(true);
  expect(dependsOnConfig('referral-code')).toBe(true);
  expect(dependsOnConfig('coupons')).toBe(false);
  expect(dependsOnConfig('my-orders')).toBe(false);
});
