import { z } from 'zod';
import { FlagSchema, IdSchema } from './common';

/** POST /auth/guest/request */
export const GuestRequestPayloadSchema = z.object({ fcm_token: z.string().optional() });

export const GuestIdResponseSchema = z.object({
  message: z.string(),
  guest_id: IdSchema,
});
export type GuestIdResponse = z.infer<typeof GuestIdResponseSchema>;

/** POST /auth/sign-up. `name` is split into first and last name when f_name is absent. */
export const SignUpPayloadSchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    f_name: z.string().trim().max(100).optional(),
    l_name: z.string().trim().max(100).optional(),
    email: z
      .string({ message: 'The email field is required.' })
      .trim()
      .email('The email must be a valid email address.')
      .max(255),
    phone: z
      .string({ message: 'The phone field is required.' })
      .trim()
      .regex(/^\+?[0-9]{7,15}$/, 'The phone must be a valid phone number.'),
    password: z
      .string({ message: 'The password field is required.' })
      .min(8, 'The password must be at least 8 characters.'),
    ref_code: z.string().trim().max(50).optional().nullable(),
    guest_id: IdSchema.optional(),
  })
  .refine((v) => Boolean((v.f_name ?? v.name ?? '').trim()), {
    message: 'The name field is required.',
    path: ['name'],
  });
export type SignUpPayload = z.input<typeof SignUpPayloadSchema>;

/** POST /auth/login. Manual login by email or phone. */
export const LoginPayloadSchema = z.object({
  login_type: z.enum(['manual', 'otp', 'social']).default('manual'),
  email_or_phone: z
    .string({ message: 'The email or phone field is required.' })
    .trim()
    .min(1, 'The email or phone field is required.'),
  password: z
    .string({ message: 'The password field is required.' })
    .min(6, 'The password must be at least 6 characters.'),
  field_type: z.enum(['phone', 'email'], { message: 'The field type must be phone or email.' }),
  guest_id: IdSchema.optional(),
});
export type LoginPayload = z.input<typeof LoginPayloadSchema>;

/** Reply of login and sign-up. */
export const LoginResponseSchema = z.object({
  token: z.string().nullable(),
  is_phone_verified: FlagSchema,
  is_email_verified: FlagSchema,
  is_personal_info: FlagSchema,
  is_exist_user: z.unknown().nullable(),
  login_type: z.string(),
  email: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
