import { z } from '@storefront/shared/zod';
import { PASSWORD_MAX_LENGTH } from '@storefront/shared/contract/password';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@storefront/shared/contract/profile';

export const UPDATED_MESSAGE = 'Updated successfully.';
export const ACCOUNT_DELETED_MESSAGE = 'Account has been deleted';
export const SOCIAL_PASSWORD_NOTE = 'Password can not be updated while you are logged in by using social logins.';
export const DELETE_ACCOUNT_TEXT = 'Are you sure you want to delete your account? This can not be undone.';

const profileFields = z.object({
  f_name: z.string().check(z.trim(), z.minLength(1, 'name is required')),
  l_name: z.string().check(z.trim(), z.minLength(1, 'last name required')),
  phone: z.string().check(z.trim(), z.minLength(1, 'phone number required')),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.email('Must be a valid email'),
      z.maxLength(255, 'Email may not be greater than 255 characters'),
    ),
  password: z.optional(z.string()),
  confirm_password: z.optional(z.string()),
  current_password: z.optional(z.string()),
});
export type ProfileValues = z.input<typeof profileFields>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new password or a new email needs the current password (accounts with one: not social ones). */
export const needsCurrentPassword = (values: ProfileValues, currentEmail: string, social: boolean): boolean =>
  !social && (Boolean(values.password) || !sameEmail(values.email, currentEmail));

/**
 * The profile form of a customer whose email is `currentEmail`: names, phone (shown, not
 * changeable) and email required; a new password is optional, and it or a new email asks for the
 * current password.
 */
export const profileSchemaFor = (currentEmail: string, social = false) =>
  profileFields.check(
    z.superRefine((values, context) => {
      // A new email is asked for once it is a valid one: the email's own message comes first.
      const emailValid = profileFields.shape.email.safeParse(values.email).success;
      if (emailValid && needsCurrentPassword(values, currentEmail, social) && !values.current_password) {
        context.addIssue({ code: 'custom', path: ['current_password'], message: CURRENT_PASSWORD_REQUIRED_MESSAGE });
      }
      if (!values.password) return;
      if (values.password.length < 8) {
        context.addIssue({ code: 'custom', path: ['password'], message: 'Password must be at least 8 characters' });
      } else if (values.password.length > PASSWORD_MAX_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: ['password'],
          message: `Password may not be greater than ${PASSWORD_MAX_LENGTH} characters`,
        });
      } else if (!values.password.trim()) {
        context.addIssue({ code: 'custom', path: ['password'], message: 'Password may not be only spaces' });
      }
      if (values.password !== values.confirm_password) {
        context.addIssue({ code: 'custom', path: ['confirm_password'], message: 'Passwords do not match' });
      }
    }),
  );

/** The code sent to a new email. */
export const emailCodeSchema = z.object({
  otp: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code')),
});

/** Photo rules: jpg, png, jpeg or gif, at most 2 MB, shown as a square (1:1). */
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];
export const PHOTO_ACCEPT = '.jpg,.png,.jpeg,.gif';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_HINT = 'Image format - jpg, png, jpeg, gif. Image Size - maximum size 2 MB. Image Ratio - 1:1';
export const PHOTO_TYPE_ERROR = 'Please choose a jpg, png, jpeg or gif image.';
export const PHOTO_SIZE_ERROR = 'The image may not be greater than 2 MB.';

/** The file's own type must be an allowed image type: a name ending in .png proves nothing. */
export function checkPhoto(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!PHOTO_TYPES.includes(file.type.toLowerCase())) return PHOTO_TYPE_ERROR;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_ERROR;
  return null;
}

/**
 * The multipart update: f_name, l_name, phone, email, image, the password when one was typed, and
 * the current password when the change needs it.
 */
export function profileFormData(
  values: ProfileValues,
  image: File | null,
  social: boolean,
  currentEmail = values.email,
): FormData {
  const form = new FormData();
  form.append('f_name', values.f_name.trim());
  form.append('l_name', values.l_name.trim());
  form.append('phone', values.phone.trim());
  form.append('email', values.email.trim());
  if (image) form.append('image', image);
  if (!social && values.password) {
    form.append('password', values.password);
    form.append('confirm_password', values.confirm_password ?? '');
  }
  if (needsCurrentPassword(values, currentEmail, social) && values.current_password) {
    form.append('current_password', values.current_password);
  }
  return form;
}
