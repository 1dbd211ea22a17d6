import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema } from './common';

export const NOTIFICATION_TYPES = ['general', 'order_status', 'message', 'referral_code'] as const;

/** A notification: for everyone (general) or for the customer (order status, message, referral). */
export const NotificationSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  image_full_url: ImageUrlSchema,
  type: z.enum(NOTIFICATION_TYPES),
  /** Push routing data: order_id for order_status, conversation_id for message. */
  data: z.object({
    title: z.string(),
    description: z.string(),
    order_id: z.nullable(IdSchema),
    conversation_id: z.nullable(IdSchema),
    type: z.enum(NOTIFICATION_TYPES),
  }),
  user_id: z.nullable(IdSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /customer/notifications (token): the customer's and the general notifications, newest first. */
export const NotificationListSchema = z.array(NotificationSchema);
