import { readDraft, writeDraft, type DraftSpec } from '@storefront/shared/forms';
import { z } from '@storefront/shared/zod';

/** Reviews this browser has sent, by owner, order and what was reviewed: a reload shows them as sent. */
export const SENT_REVIEWS: DraftSpec<string[]> = {
  name: 'reviews-sent',
  version: 1,
  schema: z.array(z.string()),
  storage: 'local',
};

/** The oldest fall off: an old order's review page is rarely opened again, and the server refuses twice anyway. */
const KEPT = 200;

/** Whose review it is: the signed-in customer who owns the order, else the guest. */
export function reviewOwner(order: { user_id: number | null; is_guest: boolean }, guestId: string | null): string {
  return order.is_guest || order.user_id === null ? `guest-${guestId ?? 'unknown'}` : `customer-${order.user_id}`;
}

/** `target`: `item-<item id>` or `delivery-man-<id>`. */
export const sentReviewKey = (owner: string, orderId: number, target: string) => `${owner}/order-${orderId}/${target}`;

export const isReviewSent = (key: string): boolean => (readDraft(SENT_REVIEWS) ?? []).includes(key);

export function rememberSentReview(key: string): void {
  const sent = readDraft(SENT_REVIEWS) ?? [];
  if (!sent.includes(key)) writeDraft(SENT_REVIEWS, [...sent, key].slice(-KEPT));
}
