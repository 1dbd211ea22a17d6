import { apiClient, parseReply } from '../api/client';
import { GuestIdResponseSchema } from '../contract/guest';
import { guestIdAtom } from '../state/session';
import { appStore } from '../state/store';

/** Guest identity: requested once, when none is stored. */
export async function ensureGuestId(): Promise<string> {
  const stored = appStore.get(guestIdAtom);
  if (stored) return stored;
  const response = await apiClient.post<unknown>('/auth/guest/request');
  const { guest_id } = parseReply('/auth/guest/request', GuestIdResponseSchema, response.data);
  const guestId = String(guest_id);
  appStore.set(guestIdAtom, guestId);
  return guestId;
}
