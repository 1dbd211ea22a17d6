import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';

// Kept apart from store.ts, which the shell's first bytes carry: only checkout reads a store's slots.

/** A time a scheduled order may be placed for: the start of one of the store's slots. */
export const ScheduleSlotSchema = z.object({
  /** What the order sends as schedule_at: the slot's start, a wall-clock time of the business zone. */
  schedule_at: z.string(),
  /** The slot's start and end, as ISO instants. */
  start: z.string(),
  end: z.string(),
});
export type ScheduleSlot = z.infer<typeof ScheduleSlotSchema>;

/**
 * GET /stores/schedule-slots/{id or slug}: the times the store takes a scheduled order for, from its
 * schedule in slots of the business's `schedule_order_slot_duration`, over the scheduling window;
 * none where the store (or the platform) takes no scheduled orders.
 */
export const StoreScheduleSlotsSchema = z.object({
  store_id: IdSchema,
  schedule_order: z.boolean(),
  slot_minutes: z.number(),
  slots: z.array(ScheduleSlotSchema),
});
export type StoreScheduleSlots = z.infer<typeof StoreScheduleSlotsSchema>;
