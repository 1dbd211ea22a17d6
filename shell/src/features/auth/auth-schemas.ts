import { z } from '@storefront/shared/zod';
import { PASSWORD_MAX_LENGTH } from '@storefront/shared/contract/password';
import { isVerifiablePhone } from './phone-verification';

export const SIGN_IN_SUCCESS = 'Sign in successfully.';
export const SIGN_UP_SUCCESS = 'Signup successfully.';

/**
 * The spec (api-routes: auth/login 'password (min 6)', auth/sign-up 'password (min 8)') asks 6 at
 * sign-in and 8 at sign-up: accounts made under the older rule can still sign in.
 */
export const signInSchema = z.object({
  email_or_phone: z.string().check(z.trim(), z.minLength(1, 'Email or phone is required')),
  password: z.string().check(z.minLength(6, 'Password must be at least 6 characters')),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** The API's rules for a password being set: 8 to 128 characters, not only spaces. */
const newPassword = z
  .string()
  .check(
    z.minLength(8, 'Password must be at least 8 characters'),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password may not be greater than ${PASSWORD_MAX_LENGTH} characters`),
    z.regex(/\S/, 'Password may not be only spaces'),
  );
const passwordsMatch = (values: { password: string; confirm_password: string }) =>
  values.password === values.confirm_password;
const PASSWORDS_DIFFER = { message: 'Passwords do not match', path: ['confirm_password'] };

export const signUpSchema = z
  .object({
    f_name: z.string().check(z.trim(), z.minLength(1, 'name is required')),
    l_name: z.string().check(z.trim(), z.minLength(1, 'last name required')),
    email: z
      .string()
      .check(z.trim(), z.minLength(1, 'Email is required'), z.email('Must be a valid email'), z.maxLength(255)),
    phone: z.string().check(z.regex(/^\+\d{7,15}$/, 'phone number required')),
    password: newPassword,
    confirm_password: z.string(),
    ref_code: z.optional(z.string().check(z.trim())),
  })
  .check(z.refine(passwordsMatch, PASSWORDS_DIFFER));
export type SignUpValues = z.infer<typeof signUpSchema>;

/** The login field type the API needs: email when it holds an @, otherwise phone. */
export const fieldTypeOf = (emailOrPhone: string): 'email' | 'phone' =>
  emailOrPhone.includes('@') ? 'email' : 'phone';

/**
 * A phone as the API's reset routes take it: the digits (and a leading +) of what was typed, in any
 * form (local, national, international); the API finds the account whichever form it is.
 */
export const phoneDigits = (text: string) => text.trim().replace(/[\s\-().]/g, '');

/** The account whose password is reset: its email or its phone. */
export type ResetIdentity = { email: string } | { phone: string };

/** The identity the customer typed in the one "Email or phone" field (an @ makes it an email). */
export const resetIdentityOf = (emailOrPhone: string): ResetIdentity =>
  fieldTypeOf(emailOrPhone) === 'email' ? { email: emailOrPhone.trim() } : { phone: phoneDigits(emailOrPhone) };

export const EMAIL_OR_PHONE_INVALID = 'Enter a valid email or phone number';

export const forgotPasswordSchema = z.object({
  email_or_phone: z.string().check(
    z.trim(),
    z.minLength(1, 'Email or phone is required'),
    z.refine((text) => {
      const identity = resetIdentityOf(text);
      return 'email' in identity
        ? z.string().check(z.email()).safeParse(identity.email).success
        : isVerifiablePhone(identity.phone);
    }, EMAIL_OR_PHONE_INVALID),
  ),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The new password and its confirmation, under sign-up's rules. */
export const newPasswordSchema = z
  .object({ password: newPassword, confirm_password: z.string() })
  .check(z.refine(passwordsMatch, PASSWORDS_DIFFER));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
