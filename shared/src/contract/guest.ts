import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';

// A guest's identity is asked for as the page starts: these schemas stand apart from the rest of
// auth's, which load with the sign-in pages.

/** POST /auth/guest/request */
export const GuestRequestPayloadSchema = z.object({ fcm_token: z.optional(z.string()) });

export const GuestIdResponseSchema = z.object({
  message: z.string(),
  guest_id: IdSchema,
});
export type GuestIdResponse = z.infer<typeof GuestIdResponseSchema>;
