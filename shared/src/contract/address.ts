import { z } from '@storefront/shared/zod';
import { IdSchema, NumericSchema } from './common';
import { PaginationMetaSchema } from './paginated';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

/** A saved address; `zone_ids` are the zones whose polygon holds the point. */
export const AddressSchema = z.object({
  id: IdSchema,
  user_id: z.optional(IdSchema),
  /** home, office, other, or the typed label when the type is other. */
  address_type: z.string(),
  address_label: z.optional(z.nullable(z.string())),
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  address: z.string(),
  latitude: NumericSchema,
  longitude: NumericSchema,
  zone_id: z.nullable(IdSchema),
  zone_ids: z.array(IdSchema),
  road: z.optional(z.nullable(z.string())),
  house: z.optional(z.nullable(z.string())),
  floor: z.optional(z.nullable(z.string())),
  additional_information: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type Address = z.infer<typeof AddressSchema>;

/** GET /customer/address/list */
export const AddressListResponseSchema = z.extend(z.partial(PaginationMetaSchema), {
  addresses: z.array(AddressSchema),
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

const required = (message: string) =>
  z.pipe(
    z.transform((v) => (typeof v === 'string' ? v.trim() : v)),
    z.string({ message }).check(z.minLength(1, message), z.maxLength(255)),
  );
const optionalText = z.optional(
  z.pipe(
    z.transform((v): unknown => (v === '' || v === null ? undefined : v)),
    z.optional(z.string().check(z.maxLength(255))),
  ),
);
const coordinate = (name: string, bound: number) =>
  z.coerce
    .number({ message: `The ${name} field is required.` })
    .check(z.refine((n) => Number.isFinite(n) && Math.abs(n) <= bound, `The ${name} must be a valid coordinate.`));

/** POST /customer/address/add and PUT /customer/address/update/{id}: the address form. */
export const AddressPayloadSchema = z.object({
  address: required('Address is required'),
  contact_person_name: required('Name is required'),
  contact_person_number: required('Phone Number is required'),
  address_type: z._default(
    z.pipe(
      z.transform((v) => (v === '' || v === null || v === undefined ? 'home' : v)),
      z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    ),
    'home',
  ),
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
  zone_ids: z.optional(z.array(IdSchema)),
});
