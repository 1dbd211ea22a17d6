import { z } from '@storefront/shared/zod';
import { BannersResponseSchema } from './banner';
import { CategoryListSchema } from './category';
import { ItemSchema } from './item';
import { StoreSchema } from './store';

/**
 * GET /get-combined-data (module check): the module home's first screen in one call: banners and
 * running campaigns, categories, popular and new stores, popular, best reviewed and recommended items.
 */
export const CombinedDataSchema = z.object({
  banners: BannersResponseSchema,
  categories: CategoryListSchema,
  popular_stores: z.array(StoreSchema),
  latest_stores: z.array(StoreSchema),
  popular_items: z.array(ItemSchema),
  best_reviewed_items: z.array(ItemSchema),
  recommended_items: z.array(ItemSchema),
});
export type CombinedData = z.infer<typeof CombinedDataSchema>;
