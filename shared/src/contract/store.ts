import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';

/** Opening hours of one weekday (0 = Sunday); HH:mm:ss. */
export const StoreScheduleSchema = z.object({
  day: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  opening_time: z.string(),
  closing_time: z.string(),
});

/** A store-wide running discount (percent of the item price). */
export const StoreDiscountSchema = z.object({
  discount: NumericSchema,
  discount_type: z.enum(['percent', 'amount']),
  min_purchase: NumericSchema,
  max_discount: NumericSchema,
  start_date: z.string(),
  end_date: z.string(),
});

export const StoreSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.nullable(z.string()),
  phone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  address: z.nullable(z.string()),
  footer_text: z.optional(z.nullable(z.string())),
  logo: z.optional(z.nullable(z.string())),
  logo_full_url: ImageUrlSchema,
  cover_photo: z.optional(z.nullable(z.string())),
  cover_photo_full_url: ImageUrlSchema,
  latitude: NumericSchema,
  longitude: NumericSchema,
  module_id: IdSchema,
  module_type: z.optional(z.string()),
  zone_id: IdSchema,
  minimum_order: z.optional(NumericSchema),
  delivery_time: z.optional(z.nullable(z.string())),
  free_delivery: z.boolean(),
  minimum_shipping_charge: z.optional(NumericSchema),
  per_km_shipping_charge: z.optional(NumericSchema),
  maximum_shipping_charge: z.optional(z.nullable(NumericSchema)),
  tax: z.optional(NumericSchema),
  veg: z.optional(FlagSchema),
  non_veg: z.optional(FlagSchema),
  delivery: z.optional(z.boolean()),
  take_away: z.optional(z.boolean()),
  schedule_order: z.optional(z.boolean()),
  prescription_order: z.optional(z.boolean()),
  cutlery: z.optional(z.boolean()),
  featured: FlagSchema,
  /** Whether the store is active on the platform. */
  active: z.boolean(),
  /** 1 when the store is open now (by its schedule), else 0. */
  open: FlagSchema,
  avg_rating: NumericSchema,
  rating_count: z.optional(z.number()),
  /** Counts of 5, 4, 3, 2 and 1 star reviews. */
  rating: z.optional(z.array(z.number())),
  total_items: z.optional(z.number()),
  order_count: z.optional(z.number()),
  /** Straight-line distance in metres from the request's latitude/longitude headers (0 without them). */
  distance: z.optional(NumericSchema),
  discount: z.optional(z.nullable(StoreDiscountSchema)),
  schedules: z.optional(z.array(StoreScheduleSchema)),
  current_opening_time: z.optional(z.nullable(z.string())),
  /**
   * When a closed store next opens by its schedule (an ISO instant); null while it is open, and for
   * a store without opening hours (closed until it has some) or one that is not active.
   */
  next_opening_at: z.optional(z.nullable(z.string())),
  category_ids: z.optional(z.array(IdSchema)),
  created_at: z.optional(z.string()),
});
export type Store = z.infer<typeof StoreSchema>;

/** GET /stores/details/{id or slug}: a store with the share of positive reviews (percent). */
export const StoreDetailsSchema = z.extend(StoreSchema, {
  positive_rating: NumericSchema,
  category_details: z.optional(z.array(z.object({ id: IdSchema, name: z.string(), image_full_url: ImageUrlSchema }))),
});
export type StoreDetails = z.infer<typeof StoreDetailsSchema>;

/** GET /stores/latest, /stores/popular, /stores/get-stores/{filter} */
export const StoreListResponseSchema = z.extend(PaginationMetaSchema, {
  stores: z.array(StoreSchema),
});
export type StoreListResponse = z.infer<typeof StoreListResponseSchema>;

/** GET /customer/visit-again (token): stores the customer has ordered from, latest first. */
export const VisitAgainResponseSchema = z.array(StoreSchema);
