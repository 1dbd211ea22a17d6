import { z } from '@storefront/shared/zod';

export const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'] as const;
export const ModuleTypeSchema = z.enum(MODULE_TYPES);
export type ModuleType = z.infer<typeof ModuleTypeSchema>;
