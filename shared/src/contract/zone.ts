import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema, NumericSchema } from './common';

/** One entry of zone_data in the zone lookup: the zone's payment switches and its modules. */
export const ZoneDataSchema = z.object({
  id: IdSchema,
  status: z.optional(FlagSchema),
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  offline_payment: z.optional(z.boolean()),
  /** The most a cash-on-delivery order of the zone may come to; null or absent: no ceiling. */
  max_cod_order_amount: z.optional(z.nullable(NumericSchema)),
  increased_delivery_fee: z.optional(z.nullable(NumericSchema)),
  increased_delivery_fee_status: z.optional(FlagSchema),
  increase_delivery_charge_message: z.optional(z.nullable(z.string())),
  modules: z.optional(
    z.array(z.object({ id: IdSchema, module_type: z.optional(z.string()), module_name: z.optional(z.string()) })),
  ),
});
export type ZoneData = z.infer<typeof ZoneDataSchema>;

/**
 * GET /config/get-zone-id. `zone_id` is a JSON array written as a string (e.g. "[1,3]"); the client
 * stores it as is and sends it back verbatim in the `zoneid` header.
 */
export const ZoneIdResponseSchema = z.object({
  zone_id: z.string().check(z.regex(/^\[\s*\d+(\s*,\s*\d+)*\s*\]$/)),
  zone_data: z.array(ZoneDataSchema),
});
export type ZoneIdResponse = z.infer<typeof ZoneIdResponseSchema>;

/** Reads the ids out of a zone_id string or zoneid header ("[1,3]", "1,3" or "1"); bad input gives []. */
export function parseZoneIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const text = value.trim();
  try {
    const parsed: unknown = JSON.parse(text.startsWith('[') ? text : `[${text}]`);
    if (Array.isArray(parsed)) {
      return parsed.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    }
    if (typeof parsed === 'number' && Number.isInteger(parsed)) return [parsed];
  } catch {
    return [];
  }
  return [];
}
