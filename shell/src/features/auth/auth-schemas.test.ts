import { zodValidate } from '@storefront/shared/forms';
import {
  EMAIL_OR_PHONE_INVALID,
  fieldTypeOf,
  forgotPasswordSchema,
  newPasswordSchema,
  resetIdentityOf,
  signInSchema,
  signUpSchema,
} from './auth-schemas';

it('checks the sign-in fields', () => {
  const validate = zodValidate(signInSchema);
  expect(validate({ email_or_phone: ' ', password: '123' })).toEqual({
    email_or_phone: 'Email or phone is required',
    password: 'Password must be at least 6 characters',
  });
  expect(validate({ email_or_phone: 'demo@storefront.test', password: 'demo12345' })).toEqual({});
});

it('checks the sign-up fields with the spec’s profile messages', () => {
  const validate = zodValidate(signUpSchema);
  expect(validate({ f_name: '', l_name: '', email: '', phone: '', password: '', confirm_password: '' })).toMatchObject({
    f_name: 'name is required',
    l_name: 'last name required',
    email: 'Email is required',
    phone: 'phone number required',
    password: 'Password must be at least 8 characters',
  });
  expect(
    validate({
      f_name: 'A',
      l_name: 'B',
      email: 'nope',
      phone: '+8801711111111',
      password: '12345678',
      confirm_password: '1',
    }),
  ).toEqual({
    email: 'Must be a valid email',
    confirm_password: 'Passwords do not match',
  });
});

it('sends email or phone as the login field type', () => {
  expect(fieldTypeOf('demo@storefront.test')).toBe('email');
  expect(fieldTypeOf('+8801700000000')).toBe('phone');
});

it('reads the account to reset from one field: an email, or a phone in any form', () => {
  expect(resetIdentityOf(' Nadia@Example.test ')).toEqual({ email: 'Nadia@Example.test' });
  expect(resetIdentityOf('+880 1711-111111')).toEqual({ phone: '+8801711111111' });
  expect(resetIdentityOf('(01711) 111111')).toEqual({ phone: '01711111111' });
  const validate = zodValidate(forgotPasswordSchema);
  expect(validate({ email_or_phone: ' ' })).toEqual({ email_or_phone: 'Email or phone is required' });
  expect(validate({ email_or_phone: 'nadia@' })).toEqual({ email_or_phone: EMAIL_OR_PHONE_INVALID });
  expect(validate({ email_or_phone: '17-11' })).toEqual({ email_or_phone: EMAIL_OR_PHONE_INVALID });
  expect(validate({ email_or_phone: '1711111111' })).toEqual({});
  expect(validate({ email_or_phone: 'nadia@example.test' })).toEqual({});
});

it('checks a new password as sign-up does', () => {
  const validate = zodValidate(newPasswordSchema);
  expect(validate({ password: 'short', confirm_password: 'short' })).toEqual({
    password: 'Password must be at least 8 characters',
  });
  expect(validate({ password: 'fresh-secret', confirm_password: 'fresh' })).toEqual({
    confirm_password: 'Passwords do not match',
  });
  expect(validate({ password: 'fresh-secret', confirm_password: 'fresh-secret' })).toEqual({});
  expect(validate({ password: '        ', confirm_password: '        ' })).toEqual({
    password: 'Password may not be only spaces',
  });
  const long = 'x'.repeat(129);
  expect(validate({ password: long, confirm_password: long })).toEqual({
    password: 'Password may not be greater than 128 characters',
  });
});
