import { z } from '@storefront/shared/zod';
import type { Notification } from '@storefront/shared/contract/notification';

/**
 * The API keeps no read state, so the browser keeps, per customer id, the newest notification the
 * customer has seen: anything newer is unread.
 */
export const NOTIFICATIONS_SEEN_KEY = 'notifications-seen';

const SeenMarkerSchema = z.object({ id: z.number(), created_at: z.string() });
export type SeenMarker = z.infer<typeof SeenMarkerSchema>;
const SeenMarkersSchema = z.record(z.string(), SeenMarkerSchema);

type Dated = Pick<Notification, 'id' | 'created_at'>;

/** The API's order, newest first: by time, then by id. */
export function compareNewestFirst(a: Dated, b: Dated): number {
  const byTime = Date.parse(b.created_at) - Date.parse(a.created_at);
  return byTime && !Number.isNaN(byTime) ? byTime : b.id - a.id;
}

export const newestFirst = <T extends Dated>(notifications: readonly T[]): T[] =>
  [...notifications].sort(compareNewestFirst);

/** Unread: newer than the marker, or any notification when the customer has never opened the page. */
export function isUnread(notification: Dated, seen: SeenMarker | null): boolean {
  return seen === null || compareNewestFirst(notification, seen) < 0;
}

function readMarkers(): Record<string, SeenMarker> {
  try {
    const parsed = SeenMarkersSchema.safeParse(JSON.parse(localStorage.getItem(NOTIFICATIONS_SEEN_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    // Storage that is off or holds something unreadable counts as nothing seen.
    return {};
  }
}

export function readSeenMarker(customerId: number): SeenMarker | null {
  return readMarkers()[String(customerId)] ?? null;
}

export function writeSeenMarker(customerId: number, newest: Dated): void {
  const markers = { ...readMarkers(), [String(customerId)]: { id: newest.id, created_at: newest.created_at } };
  try {
    localStorage.setItem(NOTIFICATIONS_SEEN_KEY, JSON.stringify(markers));
  } catch {
    // A full or blocked storage only means the same notifications show as new next time.
  }
}
