import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema } from './common';

export const BrandSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
  items_count: z.number(),
  module_id: z.optional(IdSchema),
  status: z.optional(FlagSchema),
});
export type Brand = z.infer<typeof BrandSchema>;

/** GET /brand */
export const BrandListSchema = z.array(BrandSchema);
