import { Formik, Form, Field, type FieldProps, type FormikHelpers } from '@storefront/shared/formik';
import { Link } from '@storefront/shared/router';
import { Button, TextField, errorMessages, navigateTo, toast } from '@storefront/shared';
import { FocusFirstInvalid, zodValidate } from '@storefront/shared/forms';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema, resetIdentityOf, type ForgotPasswordValues } from './auth-schemas';
import { lastCodeSentAt, rememberCodeSent } from './code-cooldown';
import { resetCodeKey, resetPasswordPath, sendResetCode } from './password-reset';

/** /auth/forgot-password: the account's email or phone, to which a reset code is sent. */
export function ForgotPasswordPage() {
  const submit = async (values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) => {
    const identity = resetIdentityOf(values.email_or_phone);
    const key = resetCodeKey(identity);
    try {
      // A code sent from this tab within the resend wait still works: the code step waits for it.
      if (!lastCodeSentAt(key)) {
        const message = await sendResetCode(identity);
        rememberCodeSent(key);
        toast.success(message);
      }
      navigateTo(resetPasswordPath(identity));
    } catch (error) {
      // The server's words stay beside the field, which keeps what was typed.
      helpers.setFieldError('email_or_phone', errorMessages(error).join(' '));
    }
  };

  return (
    <AuthCard>
      <h1>Forgot password</h1>
      <p>Enter the email or phone number of your account and we will send you a 6-digit code.</p>
      <Formik<ForgotPasswordValues>
        initialValues={{ email_or_phone: '' }}
        validate={zodValidate(forgotPasswordSchema)}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting, isValid, submitCount, errors, touched }) => (
          <Form noValidate>
            <FocusFirstInvalid submitCount={submitCount} isSubmitting={isSubmitting} isValid={isValid} />
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
            <Button type="submit" $block disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Sending code…' : 'Send code'}
            </Button>
            <p>
              Remembered it? <Link to="/auth/sign-in">Back to Sign In</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
