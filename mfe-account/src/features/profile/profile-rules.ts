import { z } from '@storefront/shared/zod';

export const UPDATED_MESSAGE = 'Updated successfully.';
export const ACCOUNT_DELETED_MESSAGE = 'Account has been deleted';
export const SOCIAL_PASSWORD_NOTE = 'Password can not be updated while you are logged in by using social logins.';
export const DELETE_ACCOUNT_TEXT = 'Are you sure you want to delete your account? This can not be undone.';

/** The profile form: names, phone (shown, not changeable) and email required; a new password is optional. */
export const profileSchema = z
  .object({
    f_name: z.string().trim().min(1, 'name is required'),
    l_name: z.string().trim().min(1, 'last name required'),
    phone: z.string().trim().min(1, 'phone number required'),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .email('Must be a valid email')
      .max(255, 'Email may not be greater than 255 characters'),
    password: z.string().optional(),
    confirm_password: z.string().optional(),
  })
  .superRefine((values, context) => {
    if (!values.password) return;
    if (values.password.length < 8) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password must be at least 8 characters' });
    }
    if (values.password !== values.confirm_password) {
      context.addIssue({ code: 'custom', path: ['confirm_password'], message: 'Passwords do not match' });
    }
  });
export type ProfileValues = z.input<typeof profileSchema>;

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

/** The multipart update: f_name, l_name, phone, email, image, and the password when one was typed. */
export function profileFormData(values: ProfileValues, image: File | null, social: boolean): FormData {
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
  return form;
}
