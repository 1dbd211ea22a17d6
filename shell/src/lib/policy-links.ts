import type { Config } from '@storefront/shared/contract/config';

export interface PageLink {
  to: string;
  label: string;
}

/** Help and the policies the platform has switched on: the footer's list, and the phone menu's. */
export function policyLinks(
  config: Pick<Config, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'> | undefined,
  isParcel: boolean,
): PageLink[] {
  return [
    { to: '/terms-and-conditions', label: 'Terms and Conditions' },
    { to: '/privacy-policy', label: 'Privacy Policy' },
    ...(config?.refund_policy !== 0 ? [{ to: '/refund-policy', label: 'Refund Policy' }] : []),
    ...(config?.cancelation_policy !== 0 ? [{ to: '/cancellation-policy', label: 'Cancellation Policy' }] : []),
    ...(config?.shipping_policy !== 0 ? [{ to: '/shipping-policy', label: 'Shipping Policy' }] : []),
    { to: '/help-and-support', label: isParcel ? 'Contact' : 'Help & Support' },
    { to: '/track-order', label: 'Track Order' },
  ];
}
