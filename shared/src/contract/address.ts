import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

/** A saved address; `zone_ids` are the zones whose polygon holds the point. */
export const AddressSchema = z.object({
  id: IdSchema,
  user_id: IdSchema.optional(),
  /** home, office, other, or the typed label when the type is other. */
  address_type: z.string(),
  address_label: z.string().nullable().optional(),
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  address: z.string(),
  latitude: NumericSchema,
  longitude: NumericSchema,
  zone_id: IdSchema.nullable(),
  zone_ids: z.array(IdSchema),
  road: z.string().nullable().optional(),
  house: z.string().nullable().optional(),
  floor: z.string().nullable().optional(),
  additional_information: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** GET /customer/address/list */
export const AddressListResponseSchema = PaginationMetaSchema.partial().extend({
  addresses: z.array(AddressSchema),
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

const required = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ message }).min(1, message).max(255));
const optionalText = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(255).optional())
  .optional();
const coordinate = (name: string, bound: number) =>
  z.coerce
    .number({ message: `The ${name} field is required.` })
    .refine((n) => Number.isFinite(n) && Math.abs(n) <= bound, `The ${name} must be a valid coordinate.`);

/** POST /customer/address/add and PUT /customer/address/update/{id}: the address form. */
export const AddressPayloadSchema = z.object({
  address: required('Address is required'),
  contact_person_name: required('Name is required'),
  contact_person_number: required('Phone Number is required'),
  address_type: z
    .preprocess((v) => (v === '' || v === null || v === undefined ? 'home' : v), z.string().trim().min(1).max(100))
    .default('home'),
  address_label: optionalText,
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  additional_information: optionalText,
  road: optionalText,
  house: optionalText,
  floor: optionalText,
});
export type AddressPayload = z.input<typeof AddressPayloadSchema>;

/** Replies of address add, update and delete. */
export const AddressWriteResponseSchema = z.object({
  message: z.string(),
  zone_ids: z.array(IdSchema).optional(),
});
