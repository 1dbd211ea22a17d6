import { z } from '@storefront/shared/zod';
import { zodValidate } from './zod-validate';

it('gives the first message of each failing field and nothing when valid', () => {
  const validate = zodValidate(
    z.object({
      email: z.string().check(z.minLength(1, 'Email is required'), z.email('Must be a valid email')),
      name: z.string().check(z.minLength(1, 'name is required')),
    }),
  );
  expect(validate({ email: '', name: '' })).toEqual({ email: 'Email is required', name: 'name is required' });
  expect(validate({ email: 'x', name: 'Ann' })).toEqual({ email: 'Must be a valid email' });
  expect(validate({ email: 'ann@example.com', name: 'Ann' })).toEqual({});
});
