import { Formik, Form, Field, type FieldProps } from 'formik';
import { z } from 'zod';
import styled from 'styled-components';
import {
  Button,
  PasswordField,
  TextField,
  apiClient,
  errorMessages,
  guestIdAtom,
  loadCart,
  navigateTo,
  parseReply,
  toast,
  tokenAtom,
  useAtomValue,
  useSetAtom,
} from '@storefront/shared';
import { LoginResponseSchema } from '@storefront/shared/contract/auth';

export const SIGN_IN_SUCCESS = 'Sign in successfully.';

const signInSchema = z.object({
  email_or_phone: z.string().trim().min(1, 'Email or phone is required'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});
type SignInValues = z.infer<typeof signInSchema>;

function validate(values: SignInValues) {
  const result = signInSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const Card = styled.div`
  max-width: 420px;
  margin: 2rem auto;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  form {
    display: grid;
    gap: 1rem;
  }
`;

export function SignInPage() {
  const setToken = useSetAtom(tokenAtom);
  const guestId = useAtomValue(guestIdAtom);
  return (
    <Card>
      <h1>Sign In</h1>
      <Formik<SignInValues>
        initialValues={{ email_or_phone: '', password: '' }}
        validate={validate}
        onSubmit={async (values) => {
          try {
            const response = await apiClient.post<unknown>('/auth/login', {
              login_type: 'manual',
              email_or_phone: values.email_or_phone.trim(),
              password: values.password,
              field_type: values.email_or_phone.includes('@') ? 'email' : 'phone',
              ...(guestId ? { guest_id: guestId } : {}),
            });
            const reply = parseReply('/auth/login', LoginResponseSchema, response.data);
            if (!reply.token) throw new Error('Your account needs verification before you can sign in.');
            setToken(reply.token);
            toast.success(SIGN_IN_SUCCESS);
            await loadCart().catch(() => undefined);
            navigateTo('/home');
          } catch (error) {
            for (const message of error instanceof Error && !('isAxiosError' in error)
              ? [error.message]
              : errorMessages(error))
              toast.error(message);
          }
        }}
      >
        {({ isSubmitting, errors, touched }) => (
          <Form noValidate>
            <Field name="email_or_phone">
              {({ field }: FieldProps<string>) => (
                <TextField
                  label="Email or phone"
                  autoComplete="username"
                  error={touched.email_or_phone ? errors.email_or_phone : undefined}
                  {...field}
                />
              )}
            </Field>
            <Field name="password">
              {({ field }: FieldProps<string>) => (
                <PasswordField
                  label="Password"
                  autoComplete="current-password"
                  error={touched.password ? errors.password : undefined}
                  {...field}
                />
              )}
            </Field>
            <Button type="submit" $block disabled={isSubmitting}>
              Sign In
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
