import { z } from '@storefront/shared/zod';

export const SIGN_IN_SUCCESS = 'Sign in successfully.';
export const SIGN_UP_SUCCESS = 'Signup successfully.';

/**
 * The spec (api-routes: auth/login 'password (min 6)', auth/sign-up 'password (min 8)') asks 6 at
 * sign-in and 8 at sign-up: accounts made under the older rule can still sign in.
 */
export const signInSchema = z.object({
  email_or_phone: z.string().trim().min(1, 'Email or phone is required'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    f_name: z.string().trim().min(1, 'name is required'),
    l_name: z.string().trim().min(1, 'last name required'),
    email: z.string().trim().min(1, 'Email is required').email('Must be a valid email').max(255),
    phone: z.string().regex(/^\+\d{7,15}$/, 'phone number required'),
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirm_password: z.string(),
    ref_code: z.string().trim().optional(),
  })
  .refine((values) => values.password === values.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** The login field type the API needs: email when it holds an @, otherwise phone. */
export const fieldTypeOf = (emailOrPhone: string): 'email' | 'phone' =>
  emailOrPhone.includes('@') ? 'email' : 'phone';
