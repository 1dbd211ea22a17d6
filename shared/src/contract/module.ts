import { z } from '@storefront/shared/zod';
import { ModuleTypeSchema } from './module-type';
import { FlagSchema, IdSchema, ImageUrlSchema } from './common';

/** A zone reference inside a module (the module is served in these zones). */
export const ModuleZoneSchema = z.object({
  id: IdSchema,
  name: z.string().optional(),
});

export const ModuleSchema = z.object({
  id: IdSchema,
  module_name: z.string(),
  module_type: ModuleTypeSchema,
  slug: z.string().optional(),
  icon: z.string().nullable().optional(),
  icon_full_url: ImageUrlSchema,
  thumbnail_full_url: ImageUrlSchema.optional(),
  theme_id: z.number().optional(),
  description: z.string().nullable().optional(),
  stores_count: z.number().optional(),
  status: FlagSchema.optional(),
  all_zone_service: FlagSchema.optional(),
  zones: z.array(ModuleZoneSchema).default([]),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Module = z.infer<typeof ModuleSchema>;

/** GET /module */
export const ModuleListSchema = z.array(ModuleSchema);
export type ModuleList = z.infer<typeof ModuleListSchema>;
