import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema } from './common';

export const BrandSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
  items_count: z.number(),
  module_id: IdSchema.optional(),
  status: FlagSchema.optional(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** GET /brand */
export const BrandListSchema = z.array(BrandSchema);
