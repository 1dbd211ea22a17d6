import { zodValidate } from '@storefront/shared/forms';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@storefront/shared/contract/profile';
import {
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_ERROR,
  PHOTO_TYPE_ERROR,
  checkPhoto,
  emailCodeSchema,
  profileFormData,
  profileSchemaFor,
} from './profile-rules';

const valid = { f_name: 'Demo', l_name: 'Customer', phone: '+8801700000000', email: 'demo@storefront.test' };
const validate = zodValidate(profileSchemaFor(valid.email));

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
  const current = { current_password: 'current-1' };
  expect(validate({ ...valid, password: '', confirm_password: '' })).toEqual({});
  expect(validate({ ...valid, ...current, password: 'short', confirm_password: 'short' })).toEqual({
    password: 'Password must be at least 8 characters',
  });
  expect(validate({ ...valid, ...current, password: 'longenough', confirm_password: 'other' })).toEqual({
    confirm_password: 'Passwords do not match',
  });
  expect(validate({ ...valid, ...current, password: '        ', confirm_password: '        ' })).toEqual({
    password: 'Password may not be only spaces',
  });
  const long = 'x'.repeat(129);
  expect(validate({ ...valid, ...current, password: long, confirm_password: long })).toEqual({
    password: 'Password may not be greater than 128 characters',
  });
});

it('asks for the current password with a new password or a new email, never for names alone', () => {
  const needs = { current_password: CURRENT_PASSWORD_REQUIRED_MESSAGE };
  expect(validate({ ...valid, f_name: 'Dana' })).toEqual({});
  expect(validate({ ...valid, email: ' DEMO@storefront.test ' })).toEqual({});
  expect(validate({ ...valid, email: 'dana@example.com' })).toEqual(needs);
  expect(validate({ ...valid, password: 'longenough', confirm_password: 'longenough' })).toEqual(needs);
  expect(validate({ ...valid, email: 'dana@example.com', current_password: 'current-1' })).toEqual({});
  // Social accounts have no password to give: the server answers for their email.
  expect(zodValidate(profileSchemaFor(valid.email, true))({ ...valid, email: 'dana@example.com' })).toEqual({});
});

it('wants the 6-digit code sent to a new email', () => {
  expect(zodValidate(emailCodeSchema)({ otp: '12345' })).toEqual({ otp: 'Enter the 6-digit code' });
  expect(zodValidate(emailCodeSchema)({ otp: ' 123456 ' })).toEqual({});
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

it('sends the current password only with a change that needs it', () => {
  const typed = { ...valid, current_password: 'current-1' };
  expect(profileFormData(typed, null, false, valid.email).get('current_password')).toBeNull();
  const newEmail = { ...typed, email: 'dana@example.com' };
  expect(profileFormData(newEmail, null, false, valid.email).get('current_password')).toBe('current-1');
  const newPassword = { ...typed, password: 'longenough', confirm_password: 'longenough' };
  expect(profileFormData(newPassword, null, false, valid.email).get('current_password')).toBe('current-1');
});
