import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';
import { ItemListResponseSchema } from './item';

/** A common condition (pharmacy): medicines are grouped by what they treat. */
export const CommonConditionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  status: z.optional(z.number()),
  items_count: z.optional(z.number()),
});
export type CommonCondition = z.infer<typeof CommonConditionSchema>;

/** GET /common-condition, /common-condition/list */
export const CommonConditionListSchema = z.array(CommonConditionSchema);

/** GET /common-condition/items/{id}, /items/common-conditions: `{ products, total_size, limit, offset }`. */
export const CommonConditionItemsResponseSchema = ItemListResponseSchema;
