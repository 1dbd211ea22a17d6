import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, NumericSchema } from './common';

// GET /zone/list, apart from the zone lookup (zone.ts) that the page makes as it starts.

export const LatLngSchema = z.object({ lat: NumericSchema, lng: NumericSchema });
export type LatLng = z.infer<typeof LatLngSchema>;

/** A zone of GET /zone/list; `coordinates` is the polygon's ring of points. */
export const ZoneSchema = z.object({
  id: IdSchema,
  name: z.string(),
  display_name: z.optional(z.string()),
  status: z.optional(FlagSchema),
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  offline_payment: z.optional(z.boolean()),
  minimum_shipping_charge: z.optional(z.nullable(NumericSchema)),
  per_km_shipping_charge: z.optional(z.nullable(NumericSchema)),
  maximum_shipping_charge: z.optional(z.nullable(NumericSchema)),
  max_cod_order_amount: z.optional(z.nullable(NumericSchema)),
  increased_delivery_fee: z.optional(z.nullable(NumericSchema)),
  increased_delivery_fee_status: z.optional(FlagSchema),
  coordinates: z.optional(z.array(LatLngSchema)),
});
export type Zone = z.infer<typeof ZoneSchema>;

export const ZoneListSchema = z.array(ZoneSchema);
