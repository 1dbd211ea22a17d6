import { z } from '@storefront/shared/zod';
import { FlagSchema, IdSchema } from './common';
import { NewPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE } from './password';

/** A phone that is not a complete, valid number for its country (the API's and the forms' words). */
export const INVALID_PHONE_MESSAGE = 'The phone must be a valid phone number.';

export { GuestRequestPayloadSchema, GuestIdResponseSchema, type GuestIdResponse } from './guest';

/** POST /auth/sign-up. `name` is split into first and last name when f_name is absent. */
export const SignUpPayloadSchema = z
  .object({
    name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    f_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    l_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    email: z
      .string({ message: 'The email field is required.' })
      .check(z.trim(), z.email('The email must be a valid email address.'), z.maxLength(255)),
    phone: z
      .string({ message: 'The phone field is required.' })
      .check(z.trim(), z.regex(/^\+?[0-9]{7,15}$/, INVALID_PHONE_MESSAGE)),
    password: NewPasswordSchema,
    ref_code: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(50)))),
    guest_id: z.optional(IdSchema),
  })
  .check(
    z.refine((v) => Boolean((v.f_name ?? v.name ?? '').trim()), {
      message: 'The name field is required.',
      path: ['name'],
    }),
  );
export type SignUpPayload = z.input<typeof SignUpPayloadSchema>;

/** POST /auth/login. Manual login by email or phone. */
export const LoginPayloadSchema = z.object({
  login_type: z._default(z.enum(['manual', 'otp', 'social']), 'manual'),
  email_or_phone: z
    .string({ message: 'The email or phone field is required.' })
    .check(z.trim(), z.minLength(1, 'The email or phone field is required.')),
  password: z
    .string({ message: 'The password field is required.' })
    .check(
      z.minLength(6, 'The password must be at least 6 characters.'),
      z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE),
    ),
  field_type: z.enum(['phone', 'email'], { message: 'The field type must be phone or email.' }),
  guest_id: z.optional(IdSchema),
});
export type LoginPayload = z.input<typeof LoginPayloadSchema>;

/** Reply of login and sign-up. */
export const LoginResponseSchema = z.object({
  token: z.nullable(z.string()),
  is_phone_verified: FlagSchema,
  is_email_verified: FlagSchema,
  is_personal_info: FlagSchema,
  is_exist_user: z.nullable(z.unknown()),
  login_type: z.string(),
  email: z.nullable(z.string()),
  /**
   * The account's phone, sent only when the reply withholds the token until that phone is verified
   * (configuration centralize_login.phone_verification_status on).
   */
  phone: z.optional(z.nullable(z.string())),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

const phoneField = z
  .string({ message: 'The phone field is required.' })
  .check(z.trim(), z.regex(/^\+?[0-9]{7,15}$/, INVALID_PHONE_MESSAGE));
const otpField = z
  .string({ message: 'The otp field is required.' })
  .check(z.trim(), z.regex(/^\d{6}$/, 'The otp must be 6 digits.'));

export const OTP_SENT_MESSAGE = 'A verification code has been sent.';
/** Seconds before another one-time code may be asked for: the page's resend countdown, and the API's bound. */
export const CODE_RESEND_SECONDS = 60;
/** POST /auth/logout (token): the token stops working at once; the reply's message. */
export const LOGOUT_MESSAGE = 'Logout successful.';
export const INVALID_OTP_MESSAGE = 'The verification code is invalid or has expired.';
export const PASSWORD_RESET_MESSAGE = 'Password changed successfully.';
export const SOCIAL_LOGIN_NOT_CONFIGURED_MESSAGE = 'Social login is not configured.';
export const FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE = 'Phone verification through Firebase is not configured.';
export const FIREBASE_PHONE_INVALID_MESSAGE = 'The phone verification has expired. Please request a new code.';
export const FIREBASE_PHONE_MISMATCH_MESSAGE = 'The verified phone number does not match this account.';

/**
 * POST /auth/login with login_type=otp: without `otp` a 6-digit code is sent to the phone (reply
 * token null); with it the code is checked and a token issued.
 */
export const OtpLoginPayloadSchema = z.object({
  login_type: z.literal('otp'),
  phone: phoneField,
  otp: z.optional(otpField),
  guest_id: z.optional(IdSchema),
});
export type OtpLoginPayload = z.input<typeof OtpLoginPayloadSchema>;

/**
 * POST /auth/verify-phone: without `otp` a code is sent; with it the phone is marked verified. With
 * `firebase_token` instead (the Firebase ID token of a phone sign-in, when the storefront verifies
 * phones through Firebase Auth) the token's phone number must be `phone`.
 */
export const VerifyPhonePayloadSchema = z.object({
  phone: phoneField,
  otp: z.optional(otpField),
  firebase_token: z.optional(z.string().check(z.trim(), z.minLength(1, 'The firebase token field is required.'))),
  guest_id: z.optional(IdSchema),
});
export type VerifyPhonePayload = z.input<typeof VerifyPhonePayloadSchema>;

const emailOrPhone = {
  phone: z.optional(phoneField),
  email: z.optional(z.string().check(z.trim(), z.email('The email must be a valid email address.'), z.maxLength(255))),
};
const needsOne = (v: { phone?: string; email?: string }) => Boolean(v.phone ?? v.email);
const needsOneMessage = { message: 'The phone or email field is required.', path: ['phone'] };

/** POST /auth/forgot-password: a reset code goes to the phone (or email). */
export const ForgotPasswordPayloadSchema = z.object(emailOrPhone).check(z.refine(needsOne, needsOneMessage));
export type ForgotPasswordPayload = z.input<typeof ForgotPasswordPayloadSchema>;

const resetToken = z
  .string({ message: 'The reset token field is required.' })
  .check(z.trim(), z.regex(/^\d{6}$/, 'The reset token must be 6 digits.'));

/** POST /auth/verify-token: checks the reset code without using it. */
export const VerifyTokenPayloadSchema = z
  .object({ ...emailOrPhone, reset_token: resetToken })
  .check(z.refine(needsOne, needsOneMessage));
export type VerifyTokenPayload = z.input<typeof VerifyTokenPayloadSchema>;

/** PUT /auth/reset-password (or POST with _method=put): the new password; signs out every session. */
export const ResetPasswordPayloadSchema = z
  .object({
    ...emailOrPhone,
    reset_token: resetToken,
    password: NewPasswordSchema,
    confirm_password: z.string({ message: 'The confirm password field is required.' }),
  })
  .check(
    z.refine(needsOne, needsOneMessage),
    z.refine((v) => v.password === v.confirm_password, {
      message: 'The confirm password and password must match.',
      path: ['confirm_password'],
    }),
  );
export type ResetPasswordPayload = z.input<typeof ResetPasswordPayloadSchema>;

export const SOCIAL_MEDIA = ['google', 'facebook', 'apple'] as const;

/**
 * POST /auth/social-login: `token` is the Firebase ID token of the signed-in social account. An
 * unknown account answers token null with is_exist_user null (sign up with social-register).
 */
export const SocialLoginPayloadSchema = z.object({
  token: z
    .string({ message: 'The token field is required.' })
    .check(z.trim(), z.minLength(1, 'The token field is required.')),
  unique_id: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  email: z.optional(z.string().check(z.trim(), z.email('The email must be a valid email address.'), z.maxLength(255))),
  medium: z.enum(SOCIAL_MEDIA, { message: 'The medium must be google, facebook or apple.' }),
  guest_id: z.optional(IdSchema),
});
export type SocialLoginPayload = z.input<typeof SocialLoginPayloadSchema>;

/** POST /auth/social-register: creates the account of a verified social sign-in. */
export const SocialRegisterPayloadSchema = z.extend(SocialLoginPayloadSchema, {
  name: z
    .string({ message: 'The name field is required.' })
    .check(z.trim(), z.minLength(1, 'The name field is required.'), z.maxLength(100)),
  phone: phoneField,
  ref_code: z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(50)))),
});
export type SocialRegisterPayload = z.input<typeof SocialRegisterPayloadSchema>;
