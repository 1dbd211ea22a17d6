import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema } from './common';
import { ItemSchema } from './item';

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
  parent_id: IdSchema,
  position: z.number().optional(),
  priority: z.number().optional(),
  module_id: IdSchema.optional(),
  status: FlagSchema.optional(),
  featured: FlagSchema.optional(),
  products_count: z.number().optional(),
  childes_count: z.number().optional(),
  childes: z
    .array(z.object({ id: IdSchema, name: z.string(), slug: z.string().nullable().optional(), parent_id: IdSchema }))
    .optional(),
});
export type Category = z.infer<typeof CategorySchema>;

/** GET /categories and GET /categories/childes/{id} */
export const CategoryListSchema = z.array(CategorySchema);

/** GET /categories/featured/items: the featured categories and their items. */
export const FeaturedCategoryItemsResponseSchema = z.object({
  categories: CategoryListSchema,
  products: z.array(ItemSchema),
});
export type FeaturedCategoryItemsResponse = z.infer<typeof FeaturedCategoryItemsResponseSchema>;
