import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';
import { StoreSchema } from './store';

/** Older variation shape (non-food modules): a combination of choice options with its own price and stock. */
export const VariationSchema = z.object({
  type: z.string(),
  price: NumericSchema,
  stock: NumericSchema.optional(),
});
export type Variation = z.infer<typeof VariationSchema>;

/** Older choice option: `name` is choice_N, `title` the label shown, `options` the values. */
export const ChoiceOptionSchema = z.object({
  name: z.string(),
  title: z.string(),
  options: z.array(z.string()),
});
export type ChoiceOption = z.infer<typeof ChoiceOptionSchema>;

export const FoodVariationValueSchema = z.object({
  label: z.string(),
  optionPrice: NumericSchema,
  total_stock: NumericSchema.optional(),
  stock_type: z.string().optional(),
  sell_count: NumericSchema.optional(),
});

/** Food variation group: single or multi choice with min/max selections; required is 'on' or 'off'. */
export const FoodVariationSchema = z.object({
  name: z.string(),
  type: z.enum(['single', 'multi']),
  min: NumericSchema,
  max: NumericSchema,
  required: z.enum(['on', 'off']),
  values: z.array(FoodVariationValueSchema),
});
export type FoodVariation = z.infer<typeof FoodVariationSchema>;

export const AddOnSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: NumericSchema,
  store_id: IdSchema.optional(),
  stock_type: z.string().optional(),
  addon_stock: NumericSchema.optional(),
  status: FlagSchema.optional(),
});
export type AddOn = z.infer<typeof AddOnSchema>;

export const ItemCategoryRefSchema = z.object({
  id: IdSchema,
  name: z.string().optional(),
  position: z.number().optional(),
});

export const ItemTagSchema = z.object({ id: IdSchema, tag: z.string() });

export const ItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable().optional(),
  image_full_url: ImageUrlSchema,
  images_full_url: z.array(z.string()).default([]),
  category_id: IdSchema.nullable().optional(),
  category_ids: z.array(ItemCategoryRefSchema).default([]),
  brand_id: IdSchema.nullable().optional(),
  variations: z.array(VariationSchema).default([]),
  food_variations: z.array(FoodVariationSchema).default([]),
  choice_options: z.array(ChoiceOptionSchema).default([]),
  attributes: z.array(IdSchema).optional(),
  add_ons: z.array(AddOnSchema).default([]),
  price: NumericSchema,
  tax: NumericSchema.optional(),
  tax_type: z.string().optional(),
  discount: NumericSchema,
  discount_type: z.enum(['percent', 'amount']),
  /** The store's running discount in percent; takes priority over the item discount when above 0. */
  store_discount: NumericSchema.default(0),
  restaurant_discount: NumericSchema.optional(),
  unit_type: z.string().nullable().optional(),
  veg: FlagSchema,
  organic: FlagSchema.optional(),
  halal_tag_status: FlagSchema.optional(),
  is_halal: FlagSchema.optional(),
  is_prescription_required: FlagSchema.optional(),
  stock: NumericSchema.nullable(),
  /** 0 or null: no per-order limit. */
  maximum_cart_quantity: NumericSchema.nullable(),
  available_time_starts: z.string().nullable().optional(),
  available_time_ends: z.string().nullable().optional(),
  /** Present on campaign items only. */
  available_date_starts: z.string().nullable().optional(),
  available_date_ends: z.string().nullable().optional(),
  schedule_order: z.boolean().optional(),
  recommended: FlagSchema.optional(),
  status: FlagSchema.optional(),
  store_id: IdSchema,
  store_name: z.string(),
  zone_id: IdSchema,
  module_id: IdSchema,
  module_type: z.string(),
  avg_rating: NumericSchema,
  rating_count: z.number(),
  order_count: z.number().optional(),
  whislists_count: z.number().optional(),
  wishlist_count: z.number().optional(),
  tags: z.array(ItemTagSchema).optional(),
  generic_name: z.array(z.string()).optional(),
  is_campaign: FlagSchema.optional(),
  free_delivery: z.boolean().optional(),
  delivery_time: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Item = z.infer<typeof ItemSchema>;

/** GET /items/details/{id or slug}: the item with its store summary. */
export const ItemDetailsSchema = ItemSchema.extend({
  store_details: StoreSchema.optional(),
});
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

/** Lists that answer `{ products, total_size, limit, offset }` (latest, popular, discounted, most-reviewed, search). */
export const ItemListResponseSchema = PaginationMetaSchema.extend({
  products: z.array(ItemSchema),
});
export type ItemListResponse = z.infer<typeof ItemListResponseSchema>;

/** GET /items/recommended: `{ items, total_size, limit, offset }`. */
export const RecommendedItemsResponseSchema = PaginationMetaSchema.extend({
  items: z.array(ItemSchema),
});
export type RecommendedItemsResponse = z.infer<typeof RecommendedItemsResponseSchema>;

/** GET /items/new-arrival: the products plus the categories they belong to. */
export const NewArrivalResponseSchema = ItemListResponseSchema.extend({
  categories: z.array(z.object({ id: IdSchema, name: z.string() })),
});
export type NewArrivalResponse = z.infer<typeof NewArrivalResponseSchema>;

/** GET /items/search-suggestion?name= */
export const SearchSuggestionResponseSchema = z.object({
  items: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      slug: z.string().nullable().optional(),
      image_full_url: ImageUrlSchema.optional(),
    }),
  ),
  stores: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      slug: z.string().nullable().optional(),
      logo_full_url: ImageUrlSchema.optional(),
    }),
  ),
});
export type SearchSuggestionResponse = z.infer<typeof SearchSuggestionResponseSchema>;

/** GET /items/search with list_type=store answers stores instead of products. */
export const StoreSearchResponseSchema = PaginationMetaSchema.extend({
  stores: z.array(StoreSchema),
});

/** GET /items/related-items/{id}, /items/related-store-items/{id}, /items/set-menu: plain item lists. */
export const ItemArraySchema = z.array(ItemSchema);

/** GET /items/suggested and /customer/suggested-items (token): items picked for the customer. */
export const SuggestedItemsResponseSchema = PaginationMetaSchema.extend({
  items: z.array(ItemSchema),
});
export type SuggestedItemsResponse = z.infer<typeof SuggestedItemsResponseSchema>;

/** GET /items/item-or-store-search?name=: matching items and stores in one reply. */
export const ItemOrStoreSearchResponseSchema = z.object({
  items: z.array(ItemSchema),
  stores: z.array(StoreSchema),
});
export type ItemOrStoreSearchResponse = z.infer<typeof ItemOrStoreSearchResponseSchema>;
