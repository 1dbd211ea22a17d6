import { zodValidate } from '@storefront/shared';
import {
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_ERROR,
  PHOTO_TYPE_ERROR,
  checkPhoto,
  profileFormData,
  profileSchema,
} from './profile-rules';

const validate = zodValidate(profileSchema);
const valid = { f_name: 'Demo', l_name: 'Customer', phone: '+8801700000000', email: 'demo@storefront.test' };

it('gives the spec messages for empty required fields', () => {
  expect(validate({ f_name: '', l_name: '', phone: '', email: '' })).toEqual({
    f_name: 'name is required',
    l_name: 'last name required',
    phone: 'phone number required',
    email: 'Email is required',
  });
});

it('wants a valid email of at most 255 characters', () => {
  expect(validate({ ...valid, email: 'nope' })).toEqual({ email: 'Must be a valid email' });
  const long = `${'a'.repeat(250)}@b.com`;
  expect(Object.keys(validate({ ...valid, email: long }))).toEqual(['email']);
  expect(validate(valid)).toEqual({});
});

it('checks a new password only when one is typed', () => {
  expect(validate({ ...valid, password: '', confirm_password: '' })).toEqual({});
  expect(validate({ ...valid, password: 'short', confirm_password: 'short' })).toEqual({
    password: 'Password must be at least 8 characters',
  });
  expect(validate({ ...valid, password: 'longenough', confirm_password: 'other' })).toEqual({
    confirm_password: 'Passwords do not match',
  });
});

it('takes jpg, png, jpeg and gif photos up to 2 MB', () => {
  expect(checkPhoto({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
  expect(checkPhoto({ name: 'a.gif', type: 'image/gif', size: PHOTO_MAX_BYTES })).toBeNull();
  expect(checkPhoto({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
  expect(checkPhoto({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(PHOTO_TYPE_ERROR);
  // The extension alone is not enough: the file's type must be an allowed image type.
  expect(checkPhoto({ name: 'a.png', type: 'application/pdf', size: 10 })).toBe(PHOTO_TYPE_ERROR);
  expect(checkPhoto({ name: 'a.jpg', type: '', size: 10 })).toBe(PHOTO_TYPE_ERROR);
  expect(checkPhoto({ name: 'a.gif', type: 'text/html', size: 10 })).toBe(PHOTO_TYPE_ERROR);
  expect(checkPhoto({ name: 'a.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_SIZE_ERROR);
});

it('sends the password only for non-social users who typed one', () => {
  const values = { ...valid, password: 'longenough', confirm_password: 'longenough' };
  expect(profileFormData(values, null, false).get('password')).toBe('longenough');
  expect(profileFormData(values, null, true).get('password')).toBeNull();
  expect(profileFormData({ ...valid, password: '' }, null, false).get('password')).toBeNull();
  expect(profileFormData(valid, null, false).get('email')).toBe('demo@storefront.test');
});
