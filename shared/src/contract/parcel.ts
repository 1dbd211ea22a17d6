import { z } from '@storefront/shared/zod';
import { IdSchema, ImageUrlSchema, NumericSchema } from './common';

/** A parcel category; its own charges, when set, replace the parcel defaults of the configuration. */
export const ParcelCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  image_full_url: ImageUrlSchema,
  module_id: IdSchema,
  parcel_per_km_shipping_charge: z.nullable(NumericSchema),
  parcel_minimum_shipping_charge: z.nullable(NumericSchema),
  status: z.optional(z.number()),
});
export type ParcelCategory = z.infer<typeof ParcelCategorySchema>;

/** GET /parcel-category */
export const ParcelCategoryListSchema = z.array(ParcelCategorySchema);

/** Parcel receiver as sent with a parcel order (an object or its JSON string). */
export const ReceiverDetailsSchema = z.object({
  contact_person_name: z
    .string({ message: 'The receiver name field is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The receiver name field is required.'),
      z.maxLength(100, 'The receiver name may not be greater than 100 characters.'),
    ),
  contact_person_number: z
    .string({ message: 'The receiver phone field is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The receiver phone field is required.'),
      z.maxLength(30, 'The receiver phone may not be greater than 30 characters.'),
    ),
  contact_person_email: z.optional(z.string().check(z.maxLength(255))),
  address: z
    .string({ message: 'The receiver address field is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The receiver address field is required.'),
      z.maxLength(500, 'The receiver address may not be greater than 500 characters.'),
    ),
  latitude: z.coerce
    .number({ message: 'The receiver latitude field is required.' })
    .check(z.minimum(-90), z.maximum(90)),
  longitude: z.coerce
    .number({ message: 'The receiver longitude field is required.' })
    .check(z.minimum(-180), z.maximum(180)),
  address_type: z.optional(z.string().check(z.maxLength(100))),
  floor: z.optional(z.string().check(z.maxLength(100))),
  road: z.optional(z.string().check(z.maxLength(100))),
  house: z.optional(z.string().check(z.maxLength(100))),
});

/** GET /customer/order/parcel-instructions?limit&offset: delivery instructions a sender can pick. */
export const ParcelInstructionsResponseSchema = z.object({
  total_size: z.number(),
  limit: z.number(),
  offset: z.number(),
  data: z.array(z.object({ id: z.number(), instruction: z.string() })),
});
export type ParcelInstructionsResponse = z.infer<typeof ParcelInstructionsResponseSchema>;
