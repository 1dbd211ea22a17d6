import { z } from '@storefront/shared/zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or password manager, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MIN_MESSAGE = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_MAX_MESSAGE = `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_BLANK_MESSAGE = 'The password may not be only spaces.';

/** A password being set (sign-up, reset, profile, a guest's new account): 8 to 128 characters, not only spaces. */
export const NewPasswordSchema = z
  .string({ message: 'The password field is required.' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE),
    z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE),
    z.regex(/\S/, PASSWORD_BLANK_MESSAGE),
  );
