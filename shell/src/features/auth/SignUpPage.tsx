import { Formik, Form, Field, type FieldProps } from '@storefront/shared/formik';
import { Link } from '@storefront/shared/router';
import {
  Button,
  PasswordField,
  PhoneField,
  STORAGE_KEYS,
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
import { FocusFirstInvalid, zodValidate } from '@storefront/shared/forms';
import { LoginResponseSchema } from '@storefront/shared/contract/auth';
import { AuthCard } from './AuthCard';
import { SIGN_UP_SUCCESS, signUpSchema, type SignUpValues } from './auth-schemas';
import { completeSignIn } from './complete-sign-in';
import { needsPhoneVerification, verifyPhonePath } from './phone-verification';

export function SignUpPage() {
  const { data: config } = useConfig();
  const guestId = useAtomValue(guestIdAtom);
  return (
    <AuthCard>
      <h1>Sign Up</h1>
      <Formik<SignUpValues>
        initialValues={{
          f_name: '',
          l_name: '',
          email: '',
          phone: '',
          password: '',
          confirm_password: '',
          ref_code: '',
        }}
        validate={zodValidate(signUpSchema)}
        onSubmit={async (values) => {
          try {
            const response = await apiClient.post<unknown>('/auth/sign-up', {
              f_name: values.f_name.trim(),
              l_name: values.l_name.trim(),
              email: values.email.trim(),
              phone: values.phone,
              password: values.password,
              ...(values.ref_code?.trim() ? { ref_code: values.ref_code.trim() } : {}),
              ...(guestId ? { guest_id: guestId } : {}),
            });
            const reply = parseReply('/auth/sign-up', LoginResponseSchema, response.data);
            // The account part shows its welcome modal once after a first sign-up.
            localStorage.setItem(STORAGE_KEYS.welcomeModal, 'true');
            if (needsPhoneVerification(config, reply)) {
              // The account exists; signing in waits for the phone's code (a token sent even so is not kept).
              toast.success(SIGN_UP_SUCCESS);
              navigateTo(verifyPhonePath(reply.phone ?? values.phone));
            } else if (reply.token) await completeSignIn(reply.token, SIGN_UP_SUCCESS);
            else {
              toast.success(SIGN_UP_SUCCESS);
              navigateTo('/auth/sign-in?from=sign-up');
            }
          } catch (error) {
            for (const message of errorMessages(error)) toast.error(message);
          }
        }}
      >
        {({ isSubmitting, isValid, submitCount, errors, touched, values, setFieldValue, setFieldTouched }) => (
          <Form noValidate>
            <FocusFirstInvalid submitCount={submitCount} isSubmitting={isSubmitting} isValid={isValid} />
            <Field name="f_name">
              {({ field }: FieldProps<string>) => (
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  error={touched.f_name ? errors.f_name : undefined}
                  {...field}
                />
              )}
            </Field>
            <Field name="l_name">
              {({ field }: FieldProps<string>) => (
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  error={touched.l_name ? errors.l_name : undefined}
                  {...field}
                />
              )}
            </Field>
            <Field name="email">
              {({ field }: FieldProps<string>) => (
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  error={touched.email ? errors.email : undefined}
                  {...field}
                />
              )}
            </Field>
            <PhoneField
              label="Phone"
              name="phone"
              value={values.phone}
              onChange={(phone) => {
                void setFieldValue('phone', phone);
                void setFieldTouched('phone', true, false);
              }}
              defaultCountry={config?.country ?? 'BD'}
              countryPickerStatus={config?.country_picker_status ?? 0}
              error={touched.phone ? errors.phone : undefined}
            />
            <Field name="password">
              {({ field }: FieldProps<string>) => (
                <PasswordField
                  label="Password"
                  autoComplete="new-password"
                  error={touched.password ? errors.password : undefined}
                  {...field}
                />
              )}
            </Field>
            <Field name="confirm_password">
              {({ field }: FieldProps<string>) => (
                <PasswordField
                  label="Confirm password"
                  autoComplete="new-password"
                  error={touched.confirm_password ? errors.confirm_password : undefined}
                  {...field}
                />
              )}
            </Field>
            <Field name="ref_code">
              {({ field }: FieldProps<string>) => <TextField label="Referral code (optional)" {...field} />}
            </Field>
            <Button type="submit" $block disabled={isSubmitting}>
              Sign Up
            </Button>
            <p>
              Already have an account? <Link to="/auth/sign-in">Sign In</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
