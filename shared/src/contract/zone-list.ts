import { z } from '@storefront/shared/zod';
import { NumericSchema } from './common';
import { ZoneDataSchema } from './zone';

// GET /zone/list, apart from the zone lookup (zone.ts) that the page makes as it starts.

export const LatLngSchema = z.object({ lat: NumericSchema, lng: NumericSchema });
export type LatLng = z.infer<typeof LatLngSchema>;

/**
 * A zone of GET /zone/list: the lookup's payment and delivery-fee switches (without its message and
 * modules), its names, shipping charges and `coordinates`, the polygon's ring of points.
 */
export const ZoneSchema = z.extend(z.omit(ZoneDataSchema, { increase_delivery_charge_message: true, modules: true }), {
  name: z.string(),
  display_name: z.optional(z.string()),
  minimum_shipping_charge: z.optional(z.nullable(NumericSchema)),
  per_km_shipping_charge: z.optional(z.nullable(NumericSchema)),
  maximum_shipping_charge: z.optional(z.nullable(NumericSchema)),
  coordinates: z.optional(z.array(LatLngSchema)),
});
export type Zone = z.infer<typeof ZoneSchema>;

export const ZoneListSchema = z.array(ZoneSchema);
