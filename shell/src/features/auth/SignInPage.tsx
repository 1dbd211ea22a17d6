import { Formik, Form, Field, type FieldProps } from '@storefront/shared/formik';
import styled from 'styled-components';
import { Link, useSearchParams } from '@storefront/shared/router';
import {
  Button,
  PasswordField,
  TextField,
  apiClient,
  errorMessages,
  guestIdAtom,
  navigateTo,
  parseReply,
  toast,
  useAtomValue,
  useConfig,
} from '@storefront/shared';
import { zodValidate } from '@storefront/shared/forms';
import { LoginResponseSchema } from '@storefront/shared/contract/auth';
import { AuthCard } from './AuthCard';
import { SIGN_IN_SUCCESS, fieldTypeOf, signInSchema, type SignInValues } from './auth-schemas';
import { completeSignIn } from './complete-sign-in';
import { SOCIAL_LOGIN_SUCCESS, googleSignInEnabled, signInWithGoogle } from './firebase-auth';
import { FORGOT_PASSWORD_PATH } from './password-reset';
import { VERIFICATION_NEEDED, loginOutcome } from './phone-verification';

// Under the password, at its end, as sign-in forms usually place it.
const ForgotLink = styled(Link)`
  justify-self: end;
`;

export function SignInPage() {
  const guestId = useAtomValue(guestIdAtom);
  const [params] = useSearchParams();
  const { data: config } = useConfig();
  const google = async () => {
    try {
      const reply = await signInWithGoogle(guestId);
      // An account Google knows but the platform does not answers no token: nothing to do here.
      const next = reply ? loginOutcome(config, reply, null) : null;
      if (next && 'verify' in next) navigateTo(next.verify);
      else if (next && 'token' in next) await completeSignIn(next.token, SOCIAL_LOGIN_SUCCESS);
    } catch (error) {
      for (const message of errorMessages(error)) toast.error(message);
    }
  };
  return (
    <AuthCard>
      <h1>Sign In</h1>
      {params.get('from') === 'sign-up' ? <p>Your account is ready: sign in to continue.</p> : null}
      <Formik<SignInValues>
        initialValues={{ email_or_phone: '', password: '' }}
        validate={zodValidate(signInSchema)}
        onSubmit={async (values) => {
          try {
            const response = await apiClient.post<unknown>('/auth/login', {
              login_type: 'manual',
              email_or_phone: values.email_or_phone.trim(),
              password: values.password,
              field_type: fieldTypeOf(values.email_or_phone),
              // The guest's cart merges into the customer's.
              ...(guestId ? { guest_id: guestId } : {}),
            });
            const reply = parseReply('/auth/login', LoginResponseSchema, response.data);
            const typed = values.email_or_phone.trim();
            const next = loginOutcome(config, reply, fieldTypeOf(typed) === 'phone' ? typed : null);
            if ('verify' in next) {
              navigateTo(next.verify);
              return;
            }
            if ('refused' in next) {
              toast.error(VERIFICATION_NEEDED);
              return;
            }
            await completeSignIn(next.token, SIGN_IN_SUCCESS);
          } catch (error) {
            for (const message of errorMessages(error)) toast.error(message);
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
            <ForgotLink to={FORGOT_PASSWORD_PATH}>Forgot password?</ForgotLink>
            <Button type="submit" $block disabled={isSubmitting}>
              Sign In
            </Button>
            {googleSignInEnabled(config) ? (
              <Button type="button" $variant="secondary" $block onClick={() => void google()}>
                Continue with Google
              </Button>
            ) : null}
            <p>
              New here? <Link to="/auth/sign-up">Sign Up</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
