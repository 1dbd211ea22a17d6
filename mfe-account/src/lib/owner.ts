import { appStore, guestIdAtom, tokenAtom } from '@storefront/shared';

/** Order calls accept a token or a guest_id: guests send their id as a query parameter. */
export function ownerParams(): Record<string, string> {
  if (appStore.get(tokenAtom)) return {};
  const guestId = appStore.get(guestIdAtom);
  return guestId ? { guest_id: guestId } : {};
}
