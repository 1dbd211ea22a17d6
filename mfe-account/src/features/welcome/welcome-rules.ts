import { STORAGE_KEYS } from '@storefront/shared';

/** The stored flag that asks for the welcome modal after a first sign-up ('true' while it should show). */
export const WELCOME_FLAG_KEY = STORAGE_KEYS.welcomeModal;
export const WELCOME_MAX_WIDTH = '382px';
export const WELCOME_TITLE = 'Welcome';

interface DiscountProfile {
  is_valid_for_discount?: boolean;
  discount_amount?: number;
  discount_amount_type?: string;
  validity?: string;
}

/** The first-order discount note, only when the profile says the discount is valid. */
export function firstOrderNote(
  profile: DiscountProfile | undefined,
  format: (amount: number) => string,
): string | null {
  if (!profile?.is_valid_for_discount || !profile.discount_amount) return null;
  const value =
    profile.discount_amount_type === 'percentage' || profile.discount_amount_type === 'percent'
      ? `${profile.discount_amount}%`
      : format(profile.discount_amount);
  return `Get ${value} off on your first order${profile.validity ? `, valid for ${profile.validity}` : ''}.`;
}
