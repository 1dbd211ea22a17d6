import type { Module } from '@storefront/shared/contract/module';
import { accountMenuEntries, logoTarget, navControls, railModules, themeSwitchLabel } from './nav-rules';

describe('navControls', () => {
  it('hides chat, wishlist, cart and track-order in the parcel module', () => {
    expect(navControls({ moduleType: 'parcel', signedIn: true })).toMatchObject({
      chat: false,
      wishlist: false,
      cart: false,
      trackOrder: false,
    });
    expect(navControls({ moduleType: 'parcel', signedIn: false })).toMatchObject({
      chat: false,
      wishlist: false,
      cart: false,
      trackOrder: false,
    });
  });
  it('shows track-order only when signed out, chat and the profile menu only when signed in', () => {
    expect(navControls({ moduleType: 'food', signedIn: false })).toMatchObject({
      trackOrder: true,
      chat: false,
      profileMenu: false,
      signIn: true,
    });
    expect(navControls({ moduleType: 'food', signedIn: true })).toMatchObject({
      trackOrder: false,
      chat: true,
      profileMenu: true,
      signIn: false,
    });
  });
});

it('sends the logo to /home when a location is stored, else to /', () => {
  expect(logoTarget(true)).toBe('/home');
  expect(logoTarget(false)).toBe('/');
});

it('hides wallet, loyalty points and referral code when the configuration turns them off', () => {
  const all = accountMenuEntries({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 }).map(
    (entry) => entry.page,
  );
  expect(all).toEqual([
    'profile-settings',
    'my-orders',
    'addresses',
    'notifications',
    'wallet',
    'coupons',
    'loyalty-points',
    'referral-code',
    'settings',
    'track-order',
  ]);
  const off = accountMenuEntries({ customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 }).map(
    (entry) => entry.page,
  );
  expect(off).toEqual([
    'profile-settings',
    'my-orders',
    'addresses',
    'notifications',
    'coupons',
    'settings',
    'track-order',
  ]);
});

it('filters the side rail by the stored zones', () => {
  const module = (id: number, zones: number[]) =>
    ({ id, zones: zones.map((zone) => ({ id: zone })) }) as unknown as Module;
  const modules = [module(1, [1, 2]), module(2, [3]), module(3, [2, 3])];
  expect(railModules(modules, '[3]').map((m) => m.id)).toEqual([2, 3]);
  expect(railModules(modules, '[1]').map((m) => m.id)).toEqual([1]);
  expect(railModules(modules, null).map((m) => m.id)).toEqual([1, 2, 3]);
});

it('the theme switch names the theme it turns to', () => {
  expect(themeSwitchLabel('light')).toBe('Dark theme');
  expect(themeSwitchLabel(undefined)).toBe('Dark theme');
  expect(themeSwitchLabel('dark')).toBe('Light theme');
});
