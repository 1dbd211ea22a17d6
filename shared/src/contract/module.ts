import { z } from '@storefront/shared/zod';
import { ModuleTypeSchema } from './module-type';
import { FlagSchema, IdSchema, ImageUrlSchema } from './common';

/** A zone reference inside a module (the module is served in these zones). */
export const ModuleZoneSchema = z.object({
  id: IdSchema,
  name: z.optional(z.string()),
});

export const ModuleSchema = z.object({
  id: IdSchema,
  module_name: z.string(),
  module_type: ModuleTypeSchema,
  slug: z.optional(z.string()),
  icon: z.optional(z.nullable(z.string())),
  icon_full_url: ImageUrlSchema,
  thumbnail_full_url: z.optional(ImageUrlSchema),
  theme_id: z.optional(z.number()),
  description: z.optional(z.nullable(z.string())),
  stores_count: z.optional(z.number()),
  status: z.optional(FlagSchema),
  all_zone_service: z.optional(FlagSchema),
  zones: z._default(z.array(ModuleZoneSchema), []),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type Module = z.infer<typeof ModuleSchema>;

/** GET /module */
export const ModuleListSchema = z.array(ModuleSchema);
export type ModuleList = z.infer<typeof ModuleListSchema>;
