import { z } from '@storefront/shared/zod';

/** One entry of the platform's error list: a machine code (often the field name) and a message. */
export const ApiErrorEntrySchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiErrorEntry = z.infer<typeof ApiErrorEntrySchema>;

/** Every error reply: `{ errors: [{ code, message }] }`. */
export const ApiErrorSchema = z.object({
  errors: z.array(ApiErrorEntrySchema).check(z.minLength(1)),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
