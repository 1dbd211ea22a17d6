import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema } from './common';
import { ItemSchema } from './item';

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
  parent_id: IdSchema,
  position: z.optional(z.number()),
  priority: z.optional(z.number()),
  module_id: z.optional(IdSchema),
  status: z.optional(FlagSchema),
  featured: z.optional(FlagSchema),
  products_count: z.optional(z.number()),
  childes_count: z.optional(z.number()),
  childes: z.optional(
    z.array(
      z.object({ id: IdSchema, name: z.string(), slug: z.optional(z.nullable(z.string())), parent_id: IdSchema }),
    ),
  ),
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
