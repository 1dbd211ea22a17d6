import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';
import { StoreSchema } from './store';

/** Older variation shape (non-food modules): a combination of choice options with its own price and stock. */
export const VariationSchema = z.object({
  type: z.string(),
  price: NumericSchema,
  stock: z.optional(NumericSchema),
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
  total_stock: z.optional(NumericSchema),
  stock_type: z.optional(z.string()),
  sell_count: z.optional(NumericSchema),
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
  store_id: z.optional(IdSchema),
  stock_type: z.optional(z.string()),
  addon_stock: z.optional(NumericSchema),
  status: z.optional(FlagSchema),
});
export type AddOn = z.infer<typeof AddOnSchema>;

export const ItemCategoryRefSchema = z.object({
  id: IdSchema,
  name: z.optional(z.string()),
  position: z.optional(z.number()),
});

export const ItemTagSchema = z.object({ id: IdSchema, tag: z.string() });

export const ItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image: z.optional(z.nullable(z.string())),
  image_full_url: ImageUrlSchema,
  images_full_url: z._default(z.array(z.string()), []),
  category_id: z.optional(z.nullable(IdSchema)),
  category_ids: z._default(z.array(ItemCategoryRefSchema), []),
  brand_id: z.optional(z.nullable(IdSchema)),
  variations: z._default(z.array(VariationSchema), []),
  food_variations: z._default(z.array(FoodVariationSchema), []),
  choice_options: z._default(z.array(ChoiceOptionSchema), []),
  attributes: z.optional(z.array(IdSchema)),
  add_ons: z._default(z.array(AddOnSchema), []),
  price: NumericSchema,
  tax: z.optional(NumericSchema),
  tax_type: z.optional(z.string()),
  discount: NumericSchema,
  discount_type: z.enum(['percent', 'amount']),
  /** The store's running discount in percent; takes priority over the item discount when above 0. */
  store_discount: z._default(NumericSchema, 0),
  restaurant_discount: z.optional(NumericSchema),
  unit_type: z.optional(z.nullable(z.string())),
  veg: FlagSchema,
  organic: z.optional(FlagSchema),
  halal_tag_status: z.optional(FlagSchema),
  is_halal: z.optional(FlagSchema),
  is_prescription_required: z.optional(FlagSchema),
  stock: z.nullable(NumericSchema),
  /** 0 or null: no per-order limit. */
  maximum_cart_quantity: z.nullable(NumericSchema),
  available_time_starts: z.optional(z.nullable(z.string())),
  available_time_ends: z.optional(z.nullable(z.string())),
  /** Present on campaign items only. */
  available_date_starts: z.optional(z.nullable(z.string())),
  available_date_ends: z.optional(z.nullable(z.string())),
  schedule_order: z.optional(z.boolean()),
  recommended: z.optional(FlagSchema),
  status: z.optional(FlagSchema),
  store_id: IdSchema,
  store_name: z.string(),
  zone_id: IdSchema,
  module_id: IdSchema,
  module_type: z.string(),
  avg_rating: NumericSchema,
  rating_count: z.number(),
  order_count: z.optional(z.number()),
  whislists_count: z.optional(z.number()),
  wishlist_count: z.optional(z.number()),
  tags: z.optional(z.array(ItemTagSchema)),
  generic_name: z.optional(z.array(z.string())),
  is_campaign: z.optional(FlagSchema),
  free_delivery: z.optional(z.boolean()),
  delivery_time: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type Item = z.infer<typeof ItemSchema>;

/** GET /items/details/{id or slug}: the item with its store summary. */
export const ItemDetailsSchema = z.extend(ItemSchema, {
  store_details: z.optional(StoreSchema),
});
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

/** Lists that answer `{ products, total_size, limit, offset }` (latest, popular, discounted, most-reviewed, search). */
export const ItemListResponseSchema = z.extend(PaginationMetaSchema, {
  products: z.array(ItemSchema),
});
export type ItemListResponse = z.infer<typeof ItemListResponseSchema>;

/** GET /items/recommended: `{ items, total_size, limit, offset }`. */
export const RecommendedItemsResponseSchema = z.extend(PaginationMetaSchema, {
  items: z.array(ItemSchema),
});
export type RecommendedItemsResponse = z.infer<typeof RecommendedItemsResponseSchema>;

/** GET /items/new-arrival: the products plus the categories they belong to. */
export const NewArrivalResponseSchema = z.extend(ItemListResponseSchema, {
  categories: z.array(z.object({ id: IdSchema, name: z.string() })),
});
export type NewArrivalResponse = z.infer<typeof NewArrivalResponseSchema>;

/** GET /items/search-suggestion?name= */
export const SearchSuggestionResponseSchema = z.object({
  items: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      slug: z.optional(z.nullable(z.string())),
      image_full_url: z.optional(ImageUrlSchema),
    }),
  ),
  stores: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      slug: z.optional(z.nullable(z.string())),
      logo_full_url: z.optional(ImageUrlSchema),
    }),
  ),
});
export type SearchSuggestionResponse = z.infer<typeof SearchSuggestionResponseSchema>;

/** GET /items/search with list_type=store answers stores instead of products. */
export const StoreSearchResponseSchema = z.extend(PaginationMetaSchema, {
  stores: z.array(StoreSchema),
});

/** GET /items/related-items/{id}, /items/related-store-items/{id}, /items/set-menu: plain item lists. */
export const ItemArraySchema = z.array(ItemSchema);

/** GET /items/suggested and /customer/suggested-items (token): items picked for the customer. */
export const SuggestedItemsResponseSchema = z.extend(PaginationMetaSchema, {
  items: z.array(ItemSchema),
});
export type SuggestedItemsResponse = z.infer<typeof SuggestedItemsResponseSchema>;

/** GET /items/item-or-store-search?name=: matching items and stores in one reply. */
export const ItemOrStoreSearchResponseSchema = z.object({
  items: z.array(ItemSchema),
  stores: z.array(StoreSchema),
});
export type ItemOrStoreSearchResponse = z.infer<typeof ItemOrStoreSearchResponseSchema>;
