/** The account sections: the ?page of /profile, and their own routes. */
export const SECTIONS = [
  { page: 'profile-settings', label: 'Profile', path: '/profile?page=profile-settings' },
  { page: 'my-orders', label: 'My Orders', path: '/my-orders' },
  { page: 'addresses', label: 'Addresses', path: '/profile?page=addresses' },
  { page: 'notifications', label: 'Notifications', path: '/profile?page=notifications' },
  { page: 'wallet', label: 'Wallet', path: '/wallet' },
  { page: 'coupons', label: 'Coupons', path: '/coupons' },
  { page: 'loyalty-points', label: 'Loyalty Points', path: '/loyalty-points' },
  { page: 'referral-code', label: 'Referral Code', path: '/referral-code' },
  { page: 'settings', label: 'Settings', path: '/settings' },
] as const;
export type SectionPage = (typeof SECTIONS)[number]['page'] | 'inbox';

/** The section a /profile URL names; profile settings when none or an unknown one is given. */
export function sectionOf(page: string | null): SectionPage {
  if (page === 'inbox') return 'inbox';
  return SECTIONS.find((section) => section.page === page)?.page ?? 'profile-settings';
}

interface Flags {
  customer_wallet_status?: number;
  loyalty_point_status?: number;
  ref_earning_status?: number;
}

/** Wallet, loyalty points and referral code exist only when the configuration turns them on. */
export function sectionEnabled(page: SectionPage, config: Flags | undefined): boolean {
  if (page === 'wallet') return config?.customer_wallet_status === 1;
  if (page === 'loyalty-points') return config?.loyalty_point_status === 1;
  if (page === 'referral-code') return config?.ref_earning_status === 1;
  return true;
}

/** Sections that the configuration can turn off: they wait for it before saying anything. */
export function dependsOnConfig(page: SectionPage): boolean {
  return page === 'wallet' || page === 'loyalty-points' || page === 'referral-code';
}
