import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, ImageUrlSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';

/** Opening hours of one weekday (0 = Sunday); HH:mm:ss. */
export const StoreScheduleSchema = z.object({
  day: z.number().int().min(0).max(6),
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
  slug: z.string().nullable(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  address: z.string().nullable(),
  footer_text: z.string().nullable().optional(),
  logo: z.string().nullable().optional(),
  logo_full_url: ImageUrlSchema,
  cover_photo: z.string().nullable().optional(),
  cover_photo_full_url: ImageUrlSchema,
  latitude: NumericSchema,
  longitude: NumericSchema,
  module_id: IdSchema,
  module_type: z.string().optional(),
  zone_id: IdSchema,
  minimum_order: NumericSchema.optional(),
  delivery_time: z.string().nullable().optional(),
  free_delivery: z.boolean(),
  minimum_shipping_charge: NumericSchema.optional(),
  per_km_shipping_charge: NumericSchema.optional(),
  maximum_shipping_charge: NumericSchema.nullable().optional(),
  tax: NumericSchema.optional(),
  veg: FlagSchema.optional(),
  non_veg: FlagSchema.optional(),
  delivery: z.boolean().optional(),
  take_away: z.boolean().optional(),
  schedule_order: z.boolean().optional(),
  prescription_order: z.boolean().optional(),
  cutlery: z.boolean().optional(),
  featured: FlagSchema,
  /** Whether the store is active on the platform. */
  active: z.boolean(),
  /** 1 when the store is open now (by its schedule), else 0. */
  open: FlagSchema,
  avg_rating: NumericSchema,
  rating_count: z.number().optional(),
  /** Counts of 5, 4, 3, 2 and 1 star reviews. */
  rating: z.array(z.number()).optional(),
  total_items: z.number().optional(),
  order_count: z.number().optional(),
  /** Straight-line distance in metres from the request's latitude/longitude headers (0 without them). */
  distance: NumericSchema.optional(),
  discount: StoreDiscountSchema.nullable().optional(),
  schedules: z.array(StoreScheduleSchema).optional(),
  current_opening_time: z.string().nullable().optional(),
  category_ids: z.array(IdSchema).optional(),
  created_at: z.string().optional(),
});
export type Store = z.infer<typeof StoreSchema>;

/** GET /stores/details/{id or slug}: a store with the share of positive reviews (percent). */
export const StoreDetailsSchema = StoreSchema.extend({
  positive_rating: NumericSchema,
  category_details: z.array(z.object({ id: IdSchema, name: z.string(), image_full_url: ImageUrlSchema })).optional(),
});
export type StoreDetails = z.infer<typeof StoreDetailsSchema>;

/** GET /stores/latest, /stores/popular, /stores/get-stores/{filter} */
export const StoreListResponseSchema = PaginationMetaSchema.extend({
  stores: z.array(StoreSchema),
});
export type StoreListResponse = z.infer<typeof StoreListResponseSchema>;

/** GET /customer/visit-again (token): stores the customer has ordered from, latest first. */
export const VisitAgainResponseSchema = z.array(StoreSchema);
