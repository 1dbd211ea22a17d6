import { z } from '@storefront/shared/zod';
import { IdSchema } from './common';
import { NewPasswordSchema, PASSWORD_MAX_LENGTH } from './password';

export const PROFILE_UPDATED_MESSAGE = 'Updated successfully.';
export const ACCOUNT_DELETED_MESSAGE = 'Account has been deleted';
export const SOCIAL_PASSWORD_MESSAGE = 'Password can not be updated while you are logged in by using social logins.';
export const INTEREST_UPDATED_MESSAGE = 'Interest updated successfully!';
export const FCM_TOKEN_UPDATED_MESSAGE = 'Push token updated.';
export const SOCIAL_EMAIL_MESSAGE = 'Email can not be changed while you are logged in by using social logins.';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your password or email.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect.';
export const EMAIL_CHANGED_MESSAGE = 'Your email has been changed.';
/** Accepted profile photo types and size (jpg, png, jpeg, gif; 2 MB). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The profile's email, as update-profile and verify-email take it. */
const ProfileEmailSchema = z
  .string({ message: 'Email is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.maxLength(255, 'The email may not be greater than 255 characters.'),
    z.email('Must be a valid email'),
  );

/**
 * POST /customer/update-profile (multipart: these fields plus an optional `image` file). The phone
 * is not changeable (a phone sent along is ignored); the password is optional and refused for
 * customers who signed in with a social login. A new password or a new email needs the current
 * password. A new email does not replace the old one here: a code goes to it and the reply names
 * it as `pending_email`; POST /customer/verify-email with that code makes the change.
 */
export const UpdateProfilePayloadSchema = z.object({
  f_name: z
    .string({ message: 'name is required' })
    .check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(100)),
  l_name: z
    .string({ message: 'last name required' })
    .check(z.trim(), z.minLength(1, 'last name required'), z.maxLength(100)),
  email: ProfileEmailSchema,
  password: z.union([
    z.optional(NewPasswordSchema),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  confirm_password: z.optional(z.string()),
  current_password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
});
export type UpdateProfilePayload = z.input<typeof UpdateProfilePayloadSchema>;

/** Reply of update-profile: `pending_email` when a code went to a new email that waits for it. */
export const UpdateProfileResponseSchema = z.object({
  message: z.string(),
  pending_email: z.optional(z.string()),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

/** POST /customer/verify-email: the code sent to the new email; the email changes and counts as verified. */
export const VerifyEmailPayloadSchema = z.object({
  email: ProfileEmailSchema,
  otp: z
    .string({ message: 'The otp field is required.' })
    .check(z.trim(), z.regex(/^\d{6}$/, 'The otp must be 6 digits.')),
});
export type VerifyEmailPayload = z.input<typeof VerifyEmailPayloadSchema>;

/** POST /customer/update-interest: the category ids the customer likes (a list or a JSON array string). */
export const UpdateInterestPayloadSchema = z.object({
  interest: z
    .array(z.coerce.number().check(z.int(), z.positive('The interest must list category ids.')), {
      message: 'The interest field is required.',
    })
    .check(z.minLength(1, 'The interest field is required.')),
});
export type UpdateInterestPayload = z.input<typeof UpdateInterestPayloadSchema>;

/** PUT /customer/cm-firebase-token (or POST with _method=put): the device push token. */
export const FcmTokenPayloadSchema = z.object({
  cm_firebase_token: z
    .string({ message: 'The cm firebase token field is required.' })
    .check(z.trim(), z.minLength(1, 'The cm firebase token field is required.'), z.maxLength(500)),
  guest_id: z.optional(IdSchema),
});
export type FcmTokenPayload = z.input<typeof FcmTokenPayloadSchema>;
