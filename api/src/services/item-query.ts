// The item calls' query strings, read as the storefront sends them (a value, a JSON list, a comma
// list, a repeated key). A value that does not parse drops its filter instead of answering 422.
import { z } from 'zod';
import { idList, stringList } from '../lib/request';

const missingIfEmpty = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalNumber = z.preprocess(missingIfEmpty, z.coerce.number().optional()).catch(undefined);
const optionalPositive = z.preprocess(missingIfEmpty, z.coerce.number().positive().optional()).catch(undefined);
const trimmedText = z.string().trim().catch('');
// Kept as sent: some values are read from one key or, when that one is missing, another.
const raw = z.unknown().optional();

const vegOf = (type: unknown): 0 | 1 | undefined => (type === 'veg' ? 1 : type === 'non_veg' ? 0 : undefined);

/** The listing calls (latest, popular, most-reviewed, discounted, basic, get-products). */
export const ItemListQuerySchema = z
  .object({
    store_id: optionalNumber,
    category_id: raw,
    category_ids: raw,
    type: raw,
    ids: raw,
    product_ids: raw,
    item_ids: raw,
  })
  .transform((q) => ({
    storeId: q.store_id,
    categoryIds: idList(q.category_id ?? q.category_ids),
    veg: vegOf(q.type),
    ids: idList(q.ids ?? q.product_ids ?? q.item_ids),
  }));
export type ItemListQuery = z.output<typeof ItemListQuerySchema>;

export const NewArrivalQuerySchema = z
  .object({ category_id: raw, type: raw })
  .transform((q) => ({ categoryIds: idList(q.category_id), veg: vegOf(q.type) }));
export type NewArrivalQuery = z.output<typeof NewArrivalQuerySchema>;

export const RecommendedQuerySchema = z
  .object({ store_id: optionalNumber, type: raw, filter: raw })
  .transform((q) => ({ storeId: q.store_id, veg: vegOf(q.type ?? q.filter) }));
export type RecommendedQuery = z.output<typeof RecommendedQuerySchema>;

/** The search: items, or stores with `list_type=store`; `filter` and `sort_by` hold flags. */
export const ItemSearchQuerySchema = z
  .object({
    list_type: raw,
    name: trimmedText,
    data_type: raw,
    filter: raw,
    sort_by: raw,
    rating_count: optionalPositive,
    category_ids: raw,
    category_id: raw,
    brand_ids: raw,
    brand_id: raw,
    min_price: optionalNumber,
    max_price: optionalNumber,
  })
  .transform((q) => ({
    stores: q.list_type === 'store',
    name: q.name,
    dataType: typeof q.data_type === 'string' ? q.data_type : '',
    flags: [...stringList(q.filter), ...stringList(q.sort_by)].map((f) => f.toLowerCase()),
    minRating: q.rating_count,
    categoryIds: idList(q.category_ids ?? q.category_id),
    // The store search reads category_ids alone.
    storeCategoryIds: idList(q.category_ids),
    brandIds: idList(q.brand_ids ?? q.brand_id),
    minPrice: q.min_price,
    maxPrice: q.max_price,
  }));
export type ItemSearchQuery = z.output<typeof ItemSearchQuerySchema>;

/** The by-name lookups (item-or-store-search, search-suggestion). */
export const ItemNameQuerySchema = z.object({ name: trimmedText });
