import { appStore, ensureGuestId, getParsed, tokenAtom } from '@storefront/shared';
import { OrderTrackSchema } from '@storefront/shared/contract/order';

/** GET customer/order/track: a guest adds the contact number (phone) and the guest id. */
export async function trackOrder(orderId: string, phone: string) {
  const signedIn = Boolean(appStore.get(tokenAtom));
  const params: Record<string, string> = { order_id: orderId };
  if (phone) params.contact_number = phone;
  if (!signedIn) params.guest_id = await ensureGuestId();
  return getParsed('/customer/order/track', OrderTrackSchema, { params });
}
