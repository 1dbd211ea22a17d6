import type { Config } from '@storefront/shared/contract/config';
import type { Module } from '@storefront/shared/contract/module';
import { parseZoneIds } from '@storefront/shared/contract/zone';

/** Layouts below this width use the compact nav with its drawer (spec: 1180 px). */
export const COMPACT_BREAKPOINT = 1180;
/**
 * The widest phone layout: one header row (Menu, logo, delivery location, cart), with the other
 * controls and the top strip's folded into the Menu drawer.
 */
export const PHONE_MAX_WIDTH = 640;
/** A window no taller than this (a phone turned sideways, 844 × 390) gets the phone layout too. */
export const PHONE_MAX_HEIGHT = 480;
/**
 * The phone layout's media query: a narrow window, or a short one of the compact layout's widths. In
 * landscape the top strip and the header's two rows took 105 px of a 390 px screen; one row takes 56.
 */
export const PHONE_MEDIA = `(max-width: ${PHONE_MAX_WIDTH}px), (max-height: ${PHONE_MAX_HEIGHT}px) and (max-width: ${COMPACT_BREAKPOINT - 1}px)`;
/** The compact drawer's category submenus show this many entries, and it lists this many latest stores. */
export const DRAWER_SUBMENU_ENTRIES = 10;
export const DRAWER_LATEST_STORES = 12;

export const logoTarget = (hasLocation: boolean) => (hasLocation ? '/home' : '/');

/** Which nav controls show: the parcel module hides chat, wishlist, cart and track-order. */
export function navControls({ moduleType, signedIn }: { moduleType: string | undefined; signedIn: boolean }) {
  const parcel = moduleType === 'parcel';
  return {
    trackOrder: !signedIn && !parcel,
    chat: signedIn && !parcel,
    wishlist: !parcel,
    cart: !parcel,
    storeModal: !parcel,
    profileMenu: signedIn,
    signIn: !signedIn,
  };
}

export interface AccountMenuEntry {
  page: string;
  label: string;
  href: string;
}

const ACCOUNT_MENU: AccountMenuEntry[] = [
  { page: 'profile-settings', label: 'Profile', href: '/profile?page=profile-settings' },
  { page: 'my-orders', label: 'My Orders', href: '/profile?page=my-orders' },
  { page: 'addresses', label: 'Addresses', href: '/profile?page=addresses' },
  { page: 'notifications', label: 'Notifications', href: '/profile?page=notifications' },
  { page: 'wallet', label: 'Wallet', href: '/wallet' },
  { page: 'coupons', label: 'Coupons', href: '/coupons' },
  { page: 'loyalty-points', label: 'Loyalty Points', href: '/loyalty-points' },
  { page: 'referral-code', label: 'Referral Code', href: '/referral-code' },
  { page: 'settings', label: 'Settings', href: '/settings' },
  { page: 'track-order', label: 'Track Order', href: '/track-order' },
];

/** The account menu; wallet, loyalty points and referral code hide when the configuration turns them off. */
export function accountMenuEntries(
  config: Pick<Config, 'customer_wallet_status' | 'loyalty_point_status' | 'ref_earning_status'> | undefined,
) {
  return ACCOUNT_MENU.filter((entry) => {
    if (entry.page === 'wallet') return config?.customer_wallet_status === 1;
    if (entry.page === 'loyalty-points') return config?.loyalty_point_status === 1;
    if (entry.page === 'referral-code') return config?.ref_earning_status === 1;
    return true;
  });
}

/** The side rail's modules: those served in one of the stored zones (all of them before a zone is stored). */
export function railModules(modules: Module[], storedZoneId: string | null): Module[] {
  const zones = parseZoneIds(storedZoneId);
  if (zones.length === 0) return modules;
  return modules.filter((module) => module.zones.some((zone) => zones.includes(zone.id)));
}

/** The theme switch names what it turns to: "Dark theme" in the light one, "Light theme" in the dark. */
export function themeSwitchLabel(theme: string | undefined): string {
  return theme === 'dark' ? 'Light theme' : 'Dark theme';
}
