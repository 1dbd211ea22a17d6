import { zodValidate } from '@storefront/shared';
import { fieldTypeOf, signInSchema, signUpSchema } from './auth-schemas';

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
