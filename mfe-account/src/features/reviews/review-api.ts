import { z } from '@storefront/shared/zod';
import { apiClient, getParsed, parseReply } from '@storefront/shared';
import {
  ReviewReminderSchema,
  type DeliveryManReviewPayload,
  type ReviewSubmitPayload,
} from '@storefront/shared/contract/review';

export const REVIEW_REMINDER_KEY = '/customer/review-reminder';

export const fetchReviewReminder = () => getParsed(REVIEW_REMINDER_KEY, ReviewReminderSchema);

/** Dismisses the prompt for that order. */
export async function cancelReviewReminder(orderId: number): Promise<void> {
  await apiClient.get('/customer/review-reminder-cancel', { params: { order_id: orderId } });
}

const MessageSchema = z.object({ message: z.string() });

/** The API's answer to a second review of one item of an order: the first one was sent. */
export const ALREADY_REVIEWED_ITEM = 'You have already reviewed this item.';

/** POST /items/reviews/submit; the moduleId header names the order's module. */
export async function submitReview(payload: ReviewSubmitPayload, moduleId: number): Promise<string> {
  const response = await apiClient.post<unknown>('/items/reviews/submit', payload, {
    headers: { moduleId: String(moduleId) },
  });
  return parseReply('/items/reviews/submit', MessageSchema, response.data).message;
}

/** POST /delivery-man/reviews/submit: the delivery man of a delivered order (no module check). */
export async function submitDeliveryManReview(payload: DeliveryManReviewPayload): Promise<string> {
  const response = await apiClient.post<unknown>('/delivery-man/reviews/submit', payload);
  return parseReply('/delivery-man/reviews/submit', MessageSchema, response.data).message;
}
