import { z } from '@storefront/shared/zod';
import { NumericSchema } from './common';

/**
 * The platform's pagination: `offset` is a 1-based page number and `limit` the page size.
 * List replies echo both with `total_size` (the count of all matching rows).
 */
export const PaginationQuerySchema = z.object({
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const PaginationMetaSchema = z.object({
  total_size: NumericSchema,
  limit: z.nullable(NumericSchema),
  offset: z.nullable(NumericSchema),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;
