import { z } from '@storefront/shared/zod';
import { NumericSchema } from './common';

/**
 * The platform's pagination: `offset` is a 1-based page number and `limit` the page size.
 * List replies echo both with `total_size` (the count of all matching rows).
 */
export const PaginationQuerySchema = z.object({
  offset: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const PaginationMetaSchema = z.object({
  total_size: NumericSchema,
  limit: NumericSchema.nullable(),
  offset: NumericSchema.nullable(),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;
