import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';
import { ItemSchema } from './item';
import { PaginationMetaSchema } from './paginated';

/** A product of a flash sale: progress is sold / stock × 100. */
export const FlashSaleProductSchema = z.object({
  id: IdSchema,
  item_id: IdSchema,
  item: ItemSchema,
  sold: z.number(),
  stock: z.number(),
  available_stock: z.number(),
  discount: NumericSchema,
  discount_type: z.enum(['percent', 'amount']),
  price: NumericSchema,
});
export type FlashSaleProduct = z.infer<typeof FlashSaleProductSchema>;

/** GET /flash-sales?limit&offset: the module's running flash sale (its products paged), or null. */
export const FlashSaleSchema = z.object({
  id: IdSchema,
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_size: z.number(),
  active_products: z.array(FlashSaleProductSchema),
});
export const FlashSaleResponseSchema = z.nullable(FlashSaleSchema);
export type FlashSale = z.infer<typeof FlashSaleSchema>;

/** GET /flash-sales/items?flash_sale_id&limit&offset */
export const FlashSaleItemsResponseSchema = z.extend(PaginationMetaSchema, {
  flash_sale: z.omit(FlashSaleSchema, { active_products: true, total_size: true }),
  products: z.array(FlashSaleProductSchema),
});
export type FlashSaleItemsResponse = z.infer<typeof FlashSaleItemsResponseSchema>;
